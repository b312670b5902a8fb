/**
 * The bundled ship classes' and weapons' names in US English (src/bot/rulesets/impulse/catalog-words.ts):
 * the same text as their asset files (assets/ships, assets/weapons), which a translation stands for
 * only while the two agree (a test checks they do).
 */
export const SHIPS_EN_US = {
  faction: { concord: 'Concord', veyra: 'Veyra' },
  class: {
    'anchorage-base': 'Anchorage',
    'bastion-heavy-cruiser': 'Bastion',
    'kestrel-frigate': 'Kestrel',
    'kiri-frigate': 'Kiri',
    'lantern-escort': 'Lantern',
    'meridian-light-cruiser': 'Meridian',
    'ossar-destroyer': 'Ossar',
    'paragon-battleship': 'Paragon',
    'ruhn-light-cruiser': 'Ruhn',
    'sarrek-heavy-cruiser': 'Sarrek',
    'thornhold-base': 'Thornhold',
    'tribune-battlecruiser': 'Tribune',
    'vesk-escort': 'Vesk',
    'vhalor-battlecruiser': 'Vhalor',
    'warden-destroyer': 'Warden',
    'zerath-dreadnought': 'Zerath',
  },
  weapon: {
    'arc-projector': 'Arc Projector',
    'flicker-beam': 'Flicker Beam',
    'nova-driver': 'Nova Driver',
    'scatter-cannon': 'Scatter Cannon',
    'screen-gun': 'Screen Gun',
    'seeker-rack': 'Seeker Rack',
    'spear-lance': 'Spear Lance',
  },
};
