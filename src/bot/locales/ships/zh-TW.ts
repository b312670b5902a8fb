/**
 * The bundled ship classes' and weapons' names in Traditional Chinese: names that are words are translated;
 * the Veyra's alien names are written by their sound.
 */
export const SHIPS_ZH_TW = {
  faction: { concord: '協和', veyra: '維拉' },
  class: {
    'anchorage-base': '錨地',
    'bastion-heavy-cruiser': '堡壘',
    'kestrel-frigate': '紅隼',
    'kiri-frigate': '基里',
    'lantern-escort': '明燈',
    'meridian-light-cruiser': '子午線',
    'ossar-destroyer': '奧薩爾',
    'paragon-battleship': '典範',
    'ruhn-light-cruiser': '魯恩',
    'sarrek-heavy-cruiser': '薩雷克',
    'thornhold-base': '棘堡',
    'tribune-battlecruiser': '護民官',
    'vesk-escort': '維斯克',
    'vhalor-battlecruiser': '瓦洛爾',
    'warden-destroyer': '守望者',
    'zerath-dreadnought': '澤拉斯',
  },
  weapon: {
    'arc-projector': '電弧投射器',
    'flicker-beam': '閃爍光束',
    'nova-driver': '新星主砲',
    'scatter-cannon': '散射砲',
    'screen-gun': '屏障砲',
    'seeker-rack': '追蹤飛彈架',
    'spear-lance': '長矛砲',
  },
};
