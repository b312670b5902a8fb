/**
 * The bundled ship classes' and weapons' names in Simplified Chinese: names that are words are translated;
 * the Veyra's alien names are written by their sound.
 */
export const SHIPS_ZH_CN = {
  faction: { concord: '协和', veyra: '维拉' },
  class: {
    'anchorage-base': '锚地',
    'bastion-heavy-cruiser': '堡垒',
    'kestrel-frigate': '红隼',
    'kiri-frigate': '基里',
    'lantern-escort': '明灯',
    'meridian-light-cruiser': '子午线',
    'ossar-destroyer': '奥萨尔',
    'paragon-battleship': '典范',
    'ruhn-light-cruiser': '鲁恩',
    'sarrek-heavy-cruiser': '萨雷克',
    'thornhold-base': '棘堡',
    'tribune-battlecruiser': '护民官',
    'vesk-escort': '维斯克',
    'vhalor-battlecruiser': '瓦洛尔',
    'warden-destroyer': '守望者',
    'zerath-dreadnought': '泽拉斯',
  },
  weapon: {
    'arc-projector': '电弧投射器',
    'flicker-beam': '闪烁光束',
    'nova-driver': '新星主炮',
    'scatter-cannon': '散射炮',
    'screen-gun': '屏障炮',
    'seeker-rack': '追踪导弹架',
    'spear-lance': '长矛炮',
  },
};
