/**
 * `skirmish`'s bundled content in each language (assets/skirmish): factions, datasheets, their model
 * kinds and weapons (`skirmish.asset.*`), the missions' names and briefings and the sides' names
 * (`scenario.<id>.*`, `scenario.side.<id>`, read by scenario-words.ts as every ruleset's are). The
 * English is the assets' own text, which a translation stands for only while the two agree (a test
 * checks they do). Units' own names in a mission are names, not words, and are not here.
 *
 * One row per word: its key, then English, simplified Chinese, traditional Chinese, Portuguese.
 */
import type { StringTree } from '../../locales/index.js';

type Row = readonly [key: string, en: string, zhCN: string, zhTW: string, pt: string];

const ROWS: readonly Row[] = [
  ['asset.faction.concord-wardens', 'Concord Wardens', '协约守望者', '協約守望者', 'Guardiões da Concórdia'],
  ['asset.faction.vharr-brood', 'Vharr Brood', '瓦尔虫巢', '瓦爾蟲巢', 'Ninhada Vharr'],
  [
    'asset.datasheet.warden-line-squad',
    'Warden Line Squad',
    '守望者战列班',
    '守望者戰列班',
    'Esquadra de Linha dos Guardiões',
  ],
  ['asset.model.warden-line-squad.line-lieutenant', 'Line Lieutenant', '战列中尉', '戰列中尉', 'Tenente de Linha'],
  ['asset.model.warden-line-squad.line-sergeant', 'Line Sergeant', '战列军士', '戰列軍士', 'Sargento de Linha'],
  ['asset.model.warden-line-squad.warden', 'Warden', '守望者', '守望者', 'Guardião'],
  ['asset.datasheet.bastion-guard', 'Bastion Guard', '堡垒卫队', '堡壘衛隊', 'Guarda do Bastião'],
  ['asset.model.bastion-guard.bastion-guard', 'Bastion Guard', '堡垒卫兵', '堡壘衛兵', 'Guarda do Bastião'],
  [
    'asset.datasheet.warden-fire-team',
    'Warden Fire Team',
    '守望者火力组',
    '守望者火力組',
    'Equipe de Fogo dos Guardiões',
  ],
  [
    'asset.model.warden-fire-team.launcher-gunner',
    'Launcher Gunner',
    '发射器射手',
    '發射器射手',
    'Atirador de Lançador',
  ],
  ['asset.model.warden-fire-team.rotary-gunner', 'Rotary Gunner', '转管炮手', '轉管砲手', 'Atirador Rotativo'],
  ['asset.model.warden-fire-team.flamer-gunner', 'Flamer Gunner', '火焰喷射手', '火焰噴射手', 'Atirador Lança-chamas'],
  ['asset.datasheet.bulwark-tank', 'Bulwark Tank', '壁垒坦克', '壁壘坦克', 'Tanque Baluarte'],
  ['asset.model.bulwark-tank.bulwark-tank', 'Bulwark Tank', '壁垒坦克', '壁壘坦克', 'Tanque Baluarte'],
  ['asset.datasheet.warden-captain', 'Warden Captain', '守望者上尉', '守望者上尉', 'Capitão dos Guardiões'],
  ['asset.model.warden-captain.warden-captain', 'Warden Captain', '守望者上尉', '守望者上尉', 'Capitão dos Guardiões'],
  ['asset.datasheet.drop-veterans', 'Drop Veterans', '空降老兵队', '空降老兵隊', 'Veteranos de Desembarque'],
  ['asset.model.drop-veterans.drop-veteran', 'Drop Veteran', '空降老兵', '空降老兵', 'Veterano de Desembarque'],
  [
    'asset.model.drop-veterans.veteran-marksman',
    'Veteran Marksman',
    '老兵神射手',
    '老兵神射手',
    'Atirador de Elite Veterano',
  ],
  ['asset.datasheet.brood-swarmlings', 'Brood Swarmlings', '虫巢幼群', '蟲巢幼群', 'Enxame da Ninhada'],
  ['asset.model.brood-swarmlings.swarm-alpha', 'Swarm Alpha', '虫群首领', '蟲群首領', 'Alfa do Enxame'],
  ['asset.model.brood-swarmlings.swarmling', 'Swarmling', '幼虫', '幼蟲', 'Larva do Enxame'],
  ['asset.datasheet.chitin-warriors', 'Chitin Warriors', '几丁战士群', '幾丁戰士群', 'Guerreiros de Quitina'],
  ['asset.model.chitin-warriors.chitin-warrior', 'Chitin Warrior', '几丁战士', '幾丁戰士', 'Guerreiro de Quitina'],
  ['asset.datasheet.brood-stalkers', 'Brood Stalkers', '虫巢潜猎者群', '蟲巢潛獵者群', 'Espreitadores da Ninhada'],
  ['asset.model.brood-stalkers.brood-stalker', 'Brood Stalker', '虫巢潜猎者', '蟲巢潛獵者', 'Espreitador da Ninhada'],
  [
    'asset.datasheet.vharr-siegecrawler',
    'Vharr Siegecrawler',
    '瓦尔攻城爬兽',
    '瓦爾攻城爬獸',
    'Rastejador de Cerco Vharr',
  ],
  ['asset.model.vharr-siegecrawler.siegecrawler', 'Siegecrawler', '攻城爬兽', '攻城爬獸', 'Rastejador de Cerco'],
  ['asset.datasheet.vharr-ravager', 'Vharr Ravager', '瓦尔掠夺兽', '瓦爾掠奪獸', 'Devastador Vharr'],
  ['asset.model.vharr-ravager.ravager', 'Ravager', '掠夺兽', '掠奪獸', 'Devastador'],
  ['asset.datasheet.brood-matriarch', 'Brood Matriarch', '虫巢母后', '蟲巢母后', 'Matriarca da Ninhada'],
  ['asset.model.brood-matriarch.brood-matriarch', 'Brood Matriarch', '虫巢母后', '蟲巢母后', 'Matriarca da Ninhada'],
  ['asset.datasheet.vharr-burrowers', 'Vharr Burrowers', '瓦尔掘地虫群', '瓦爾掘地蟲群', 'Escavadores Vharr'],
  ['asset.model.vharr-burrowers.burrower', 'Burrower', '掘地虫', '掘地蟲', 'Escavador'],
  ['asset.weapon.warden-carbine', 'Warden Carbine', '守望者卡宾枪', '守望者卡賓槍', 'Carabina dos Guardiões'],
  ['asset.weapon.service-pistol', 'Service Pistol', '制式手枪', '制式手槍', 'Pistola de Serviço'],
  ['asset.weapon.hand-cannon', 'Hand Cannon', '手炮', '手砲', 'Canhão de Mão'],
  ['asset.weapon.melta-carbine', 'Melta Carbine', '热熔卡宾枪', '熱熔卡賓槍', 'Carabina Melta'],
  ['asset.weapon.storm-gun', 'Storm Gun', '风暴枪', '風暴槍', 'Arma Tempestade'],
  ['asset.weapon.needle-rifle', 'Needle Rifle', '针刺步枪', '針刺步槍', 'Rifle de Agulhas'],
  ['asset.weapon.hunter-launcher', 'Hunter Launcher', '猎杀发射器', '獵殺發射器', 'Lançador Caçador'],
  ['asset.weapon.flame-projector', 'Flame Projector', '火焰投射器', '火焰投射器', 'Projetor de Chamas'],
  ['asset.weapon.rotary-cannon', 'Rotary Cannon', '转管炮', '轉管砲', 'Canhão Rotativo'],
  ['asset.weapon.bulwark-cannon', 'Bulwark Cannon', '壁垒主炮', '壁壘主砲', 'Canhão Baluarte'],
  ['asset.weapon.twin-autocannon', 'Twin Autocannon', '双联自动炮', '雙聯自動砲', 'Autocanhão Duplo'],
  ['asset.weapon.bayonet', 'Bayonet', '刺刀', '刺刀', 'Baioneta'],
  ['asset.weapon.shock-baton', 'Shock Baton', '电击警棍', '電擊警棍', 'Bastão de Choque'],
  ['asset.weapon.officer-sabre', "Officer's Sabre", '军官佩刀', '軍官佩刀', 'Sabre de Oficial'],
  ['asset.weapon.power-maul', 'Power Maul', '动力锤', '動力錘', 'Maça Energizada'],
  ['asset.weapon.combat-knife', 'Combat Knife', '战斗匕首', '戰鬥匕首', 'Faca de Combate'],
  ['asset.weapon.shock-lance', 'Shock Lance', '电击长矛', '電擊長矛', 'Lança de Choque'],
  ['asset.weapon.armoured-hull', 'Armoured Hull', '装甲车体', '裝甲車體', 'Casco Blindado'],
  ['asset.weapon.spine-spitter', 'Spine Spitter', '棘刺喷射器', '棘刺噴射器', 'Cuspidor de Espinhos'],
  ['asset.weapon.venom-barbs', 'Venom Barb Launcher', '毒刺发射器', '毒刺發射器', 'Lançador de Farpas Venenosas'],
  ['asset.weapon.grub-spitter', 'Grub Spitter', '幼虫喷吐器', '幼蟲噴吐器', 'Cuspidor de Larvas'],
  ['asset.weapon.bile-spray', 'Bile Spray', '胆汁喷雾', '膽汁噴霧', 'Jato de Bile'],
  ['asset.weapon.hive-lash', 'Hive Lash', '虫巢鞭', '蟲巢鞭', 'Chicote da Colmeia'],
  ['asset.weapon.bile-cannon', 'Bile Cannon', '胆汁炮', '膽汁砲', 'Canhão de Bile'],
  ['asset.weapon.brood-claws', 'Brood Claws', '虫巢利爪', '蟲巢利爪', 'Garras da Ninhada'],
  ['asset.weapon.rending-talons', 'Rending Talons', '撕裂爪', '撕裂爪', 'Garras Dilacerantes'],
  ['asset.weapon.bone-sabres', 'Bone Sabres', '骨刃', '骨刃', 'Sabres de Osso'],
  ['asset.weapon.burrower-claws', 'Burrower Claws', '掘地爪', '掘地爪', 'Garras de Escavador'],
  ['asset.weapon.matriarch-talons', 'Matriarch Talons', '母后利爪', '母后利爪', 'Garras da Matriarca'],
  ['asset.weapon.crusher-mandibles', 'Crusher Mandibles', '碾压颚', '碾壓顎', 'Mandíbulas Esmagadoras'],
  ['asset.weapon.impaling-horns', 'Impaling Horns', '穿刺角', '穿刺角', 'Chifres Empaladores'],
];

const SCENARIO_ROWS: readonly Row[] = [
  ['purge.name', 'Purge', '清剿', '清剿', 'Expurgo'],
  [
    'purge.description',
    'Two markers and a hunt: every enemy unit destroyed in a battle round scores 2 beside the markers held.',
    '两个目标点外加一场猎杀：除所控制的目标点外，每个战斗轮中每摧毁一个敌方单位再得 2 分。',
    '兩個目標點外加一場獵殺：除所控制的目標點外，每個戰鬥輪中每摧毀一個敵方單位再得 2 分。',
    'Dois marcadores e uma caçada: cada unidade inimiga destruída numa rodada de batalha marca 2, além dos marcadores controlados.',
  ],
  ['supply-drop.name', 'Supply Drop', '补给空投', '補給空投', 'Lançamento de Suprimentos'],
  [
    'supply-drop.description',
    'Three supply caches; the central one is worth double, and holding more caches than the enemy scores 3 more.',
    '三个补给箱；中央的一个价值翻倍，控制的补给箱多于敌方时再得 3 分。',
    '三個補給箱；中央的一個價值翻倍，控制的補給箱多於敵方時再得 3 分。',
    'Três depósitos de suprimentos; o central vale o dobro, e controlar mais depósitos que o inimigo marca mais 3.',
  ],
  ['take-and-hold.name', 'Take and Hold', '夺取并坚守', '奪取並堅守', 'Tomar e Manter'],
  [
    'take-and-hold.description',
    'Five markers across a broken plain; each one held at the end of a battle round scores, up to 15 a round.',
    '破碎平原上的五个目标点；战斗轮结束时每控制一个即得分，每轮最多 15 分。',
    '破碎平原上的五個目標點；戰鬥輪結束時每控制一個即得分，每輪最多 15 分。',
    'Cinco marcadores numa planície acidentada; cada um controlado ao fim de uma rodada de batalha pontua, até 15 por rodada.',
  ],
  ['side.wardens', 'Concord Wardens', '协约守望者', '協約守望者', 'Guardiões da Concórdia'],
  ['side.brood', 'Vharr Brood', '瓦尔虫巢', '瓦爾蟲巢', 'Ninhada Vharr'],
];

/** A locale's words: `asset` (under `skirmish`) and `scenario`, as strings.ts merges them. */
export interface SkirmishAssetWords {
  readonly asset: StringTree;
  readonly scenario: StringTree;
}

type Mutable = { [key: string]: string | Mutable };

/** Flat dotted keys as a tree. */
export function nest(flat: Readonly<Record<string, string>>): StringTree {
  const root: Mutable = {};
  for (const [key, value] of Object.entries(flat)) {
    const path = key.split('.');
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else {
        const made: Mutable = {};
        node[part] = made;
        node = made;
      }
    }
    node[path[path.length - 1] ?? ''] = value;
  }
  return root;
}

const column = (rows: readonly Row[], i: 1 | 2 | 3 | 4): Record<string, string> =>
  Object.fromEntries(rows.map((r) => [r[0], r[i]]));

function words(i: 1 | 2 | 3 | 4): SkirmishAssetWords {
  const asset = nest(column(ROWS, i))['asset'];
  return { asset: typeof asset === 'object' ? asset : {}, scenario: nest(column(SCENARIO_ROWS, i)) };
}

export const SKIRMISH_ASSETS_EN = words(1);
export const SKIRMISH_ASSETS_ZH_CN = words(2);
export const SKIRMISH_ASSETS_ZH_TW = words(3);
export const SKIRMISH_ASSETS_PT = words(4);

/** Every asset key with its English (for the test that the assets' text and the catalogue agree). */
export const SKIRMISH_ASSET_ENGLISH: Readonly<Record<string, string>> = Object.fromEntries([
  ...ROWS.map((r) => [`skirmish.${r[0]}`, r[1]] as const),
  ...SCENARIO_ROWS.map((r) => [`scenario.${r[0]}`, r[1]] as const),
]);
