/**
 * The bundled ship classes' and weapons' names in Brazilian Portuguese: names that are words are translated;
 * the Veyra's alien names stay as they are.
 */
export const SHIPS_PT_BR = {
  faction: { concord: 'Concórdia', veyra: 'Veyra' },
  class: {
    'anchorage-base': 'Ancoradouro',
    'bastion-heavy-cruiser': 'Bastião',
    'kestrel-frigate': 'Peneireiro',
    'kiri-frigate': 'Kiri',
    'lantern-escort': 'Lanterna',
    'meridian-light-cruiser': 'Meridiano',
    'ossar-destroyer': 'Ossar',
    'paragon-battleship': 'Paradigma',
    'ruhn-light-cruiser': 'Ruhn',
    'sarrek-heavy-cruiser': 'Sarrek',
    'thornhold-base': 'Fortespinho',
    'tribune-battlecruiser': 'Tribuno',
    'vesk-escort': 'Vesk',
    'vhalor-battlecruiser': 'Vhalor',
    'warden-destroyer': 'Guardião',
    'zerath-dreadnought': 'Zerath',
  },
  weapon: {
    'arc-projector': 'Projetor de Arco',
    'flicker-beam': 'Feixe Cintilante',
    'nova-driver': 'Canhão Nova',
    'scatter-cannon': 'Canhão de Dispersão',
    'screen-gun': 'Canhão de Barreira',
    'seeker-rack': 'Lançador de Buscadores',
    'spear-lance': 'Lança Perfurante',
  },
};
