/**
 * The pictures' words (`skirmish.pictures.*`: src/render/skirmish/words.ts lists every key the
 * renderer draws, with its English) in the four languages. English is the renderer's own list; each
 * row here is the key under `skirmish.pictures.`, then simplified Chinese, traditional Chinese and
 * Portuguese. A test checks every key of the renderer has a word in every language.
 */
import { SKIRMISH_ENGLISH } from '../../../render/skirmish/words.js';
import type { StringTree } from '../../locales/index.js';
import { nest } from './asset-strings.js';

type Row = readonly [key: string, zhCN: string, zhTW: string, pt: string];

const PREFIX = 'skirmish.pictures.';

const ROWS: readonly Row[] = [
  ['map.title', '遭遇战', '遭遇戰', 'Escaramuça'],
  [
    'map.header',
    '第 {round}/{rounds} 战斗轮 · {phase} · 轮到{side}',
    '第 {round}/{rounds} 戰鬥輪 · {phase} · 輪到{side}',
    'Rodada {round} de {rounds} · {phase} · vez de {side}',
  ],
  [
    'map.gameOver',
    '第 {round}/{rounds} 战斗轮 · 战斗结束',
    '第 {round}/{rounds} 戰鬥輪 · 戰鬥結束',
    'Rodada {round} de {rounds} · fim da batalha',
  ],
  ['map.score', '{side}：{cp} 指挥点 · {vp} 胜利分', '{side}：{cp} 指揮點 · {vp} 勝利分', '{side}: {cp} PC · {vp} PV'],
  ['map.toAct', '尚待行动：{units}', '尚待行動：{units}', 'Ainda a agir: {units}'],
  ['map.noneToAct', '本阶段没有单位尚待行动', '本階段沒有單位尚待行動', 'Nenhuma unidade ainda a agir nesta fase'],
  ['map.objectives', '目标点：{list}', '目標點：{list}', 'Objetivos: {list}'],
  ['map.objectiveHeld', '{n} {side}（{levels}）', '{n} {side}（{levels}）', '{n} {side} ({levels})'],
  ['map.objectiveOpen', '{n} 无人控制（{levels}）', '{n} 無人控制（{levels}）', '{n} sem controle ({levels})'],
  ['map.units', '{side}：', '{side}：', '{side}:'],
  ['map.unitEntry', '{tag} {name}', '{tag} {name}', '{tag} {name}'],
  ['map.reserve', '{tag} {name}（预备队）', '{tag} {name}（預備隊）', '{tag} {name} (reserva)'],
  ['map.plateShocked', '战斗动摇', '戰鬥動搖', 'abalada'],
  [
    'map.attackShooting',
    '{attacker} → {target}，{weapon}：{result}',
    '{attacker} → {target}，{weapon}：{result}',
    '{attacker} → {target}, {weapon}: {result}',
  ],
  [
    'map.attackFight',
    '{attacker} 近战 {target}，{weapon}：{result}',
    '{attacker} 近戰 {target}，{weapon}：{result}',
    '{attacker} luta com {target}, {weapon}: {result}',
  ],
  [
    'map.attackOverwatch',
    '警戒射击 {attacker} → {target}，{weapon}：{result}',
    '警戒射擊 {attacker} → {target}，{weapon}：{result}',
    'Vigilância {attacker} → {target}, {weapon}: {result}',
  ],
  [
    'map.resultAttacks',
    '{n, plural, other {# 次攻击}}',
    '{n, plural, other {# 次攻擊}}',
    '{n, plural, one {# ataque} other {# ataques}}',
  ],
  [
    'map.resultHits',
    '{n, plural, other {# 次命中}}',
    '{n, plural, other {# 次命中}}',
    '{n, plural, one {# acerto} other {# acertos}}',
  ],
  [
    'map.resultWounds',
    '{n, plural, other {# 次致伤}}',
    '{n, plural, other {# 次致傷}}',
    '{n, plural, one {# ferimento} other {# ferimentos}}',
  ],
  ['map.resultSlain', '{n} 阵亡', '{n} 陣亡', '{n} abatidos'],
  [
    'map.resultLost',
    '{n, plural, other {失去 # 点生命}}',
    '{n, plural, other {失去 # 點生命}}',
    '{n, plural, one {# ferimento perdido} other {# ferimentos perdidos}}',
  ],
  [
    'map.chargeSucceeded',
    '{unit} 冲锋 {targets}（掷出 {roll}）',
    '{unit} 衝鋒 {targets}（擲出 {roll}）',
    '{unit} investiu contra {targets} (rolagem {roll})',
  ],
  [
    'map.chargeFailed',
    '{unit} 冲锋失败（掷出 {roll}）：{reason}',
    '{unit} 衝鋒失敗（擲出 {roll}）：{reason}',
    'A investida de {unit} falhou (rolagem {roll}): {reason}',
  ],
  [
    'map.chargeDeclared',
    '{unit} 宣告冲锋（掷出 {roll}）',
    '{unit} 宣告衝鋒（擲出 {roll}）',
    '{unit} declarou uma investida (rolagem {roll})',
  ],
  ['map.chargeReasons.noTarget', '无目标可及', '無目標可及', 'nenhum alvo ao alcance'],
  ['map.chargeReasons.cannotReach', '无法抵达', '無法抵達', 'não conseguiu chegar'],
  ['map.chargeReasons.declined', '未进行', '未進行', 'não realizada'],
  ['map.destroyed', '已被摧毁：{units}', '已被摧毀：{units}', 'Destruídas: {units}'],
  ['phases.command', '指挥阶段', '指揮階段', 'Fase de Comando'],
  ['phases.movement', '移动阶段', '移動階段', 'Fase de Movimento'],
  ['phases.shooting', '射击阶段', '射擊階段', 'Fase de Tiro'],
  ['phases.charge', '冲锋阶段', '衝鋒階段', 'Fase de Investida'],
  ['phases.fight', '近战阶段', '近戰階段', 'Fase de Combate'],
  ['terrain.ruin', '废墟', '廢墟', 'ruína'],
  ['terrain.woods', '树林', '樹林', 'bosque'],
  ['terrain.crater', '弹坑', '彈坑', 'cratera'],
  ['terrain.wall', '墙', '牆', 'muro'],
  ['legend.height', '高度', '高度', 'altura'],
  ['legend.objective', '目标点（3 格范围）', '目標點（3 格範圍）', 'objetivo (anel de 3 hexágonos)'],
  ['legend.wounded', '受伤', '受傷', 'ferido'],
  ['legend.character', '角色', '角色', 'personagem'],
  ['legend.large', '大型底座', '大型底座', 'base grande'],
  ['legend.shocked', '战斗动摇', '戰鬥動搖', 'abalada'],
  ['legend.coherency', '队形连贯', '隊形連貫', 'coesão'],
  ['legend.engaged', '交战', '交戰', 'engajada'],
  ['legend.move', '移动', '移動', 'movimento'],
  ['legend.attack', '攻击', '攻擊', 'ataque'],
  ['legend.deployment', '部署区', '部署區', 'zonas de desdobramento'],
  [
    'legend.rulers',
    '格子编号：上下边为列，左右边为行。',
    '格子編號：上下邊為列，左右邊為行。',
    'Números dos hexágonos: coluna na borda de cima ou de baixo, linha na borda lateral.',
  ],
  ['sheet.title', '{tag} {name}', '{tag} {name}', '{tag} {name}'],
  [
    'sheet.datasheet',
    '{datasheet} · {role} · {points} 分',
    '{datasheet} · {role} · {points} 分',
    '{datasheet} · {role} · {points} pontos',
  ],
  ['sheet.profiles', '属性', '屬性', 'Perfis'],
  ['sheet.models', '模型（剩余生命）', '模型（剩餘生命）', 'Miniaturas (ferimentos restantes)'],
  ['sheet.weapons', '武器', '武器', 'Armas'],
  ['sheet.abilities', '能力', '能力', 'Habilidades'],
  ['sheet.status', '本回合', '本回合', 'Neste turno'],
  ['sheet.profileName', '{name}（{alive}/{count}）', '{name}（{alive}/{count}）', '{name} ({alive}/{count})'],
  ['sheet.slain', '阵亡', '陣亡', 'abatida'],
  ['sheet.none', '–', '–', '–'],
  ['sheet.melee', '近战', '近戰', 'Corpo a corpo'],
  ['sheet.range', '{range} 格', '{range} 格', '{range}"'],
  ['sheet.head.name', '模型', '模型', 'Miniatura'],
  ['sheet.head.move', '移', '移', 'M'],
  ['sheet.head.toughness', '韧', '韌', 'R'],
  ['sheet.head.save', '保', '保', 'Sv'],
  ['sheet.head.invulnerable', '特保', '特保', 'SvInv'],
  ['sheet.head.wounds', '伤', '傷', 'F'],
  ['sheet.head.leadership', '领', '領', 'Ld'],
  ['sheet.head.control', '控', '控', 'CO'],
  ['sheet.head.feelNoPain', '无痛', '無痛', 'SD'],
  ['sheet.head.weapon', '武器', '武器', 'Arma'],
  ['sheet.head.range', '射程', '射程', 'Alcance'],
  ['sheet.head.attacks', '攻', '攻', 'A'],
  ['sheet.head.skill', '技', '技', 'HB/HC'],
  ['sheet.head.strength', '力', '力', 'F'],
  ['sheet.head.ap', '穿', '穿', 'PA'],
  ['sheet.head.damage', '伤害', '傷害', 'D'],
  ['roles.battleline', '战列', '戰列', 'linha de batalha'],
  ['roles.infantry', '步兵', '步兵', 'infantaria'],
  ['roles.elite', '精英', '精英', 'tropa de elite'],
  ['roles.vehicle', '载具', '載具', 'veículo'],
  ['roles.character', '角色', '角色', 'personagem'],
  ['roles.beast', '野兽', '野獸', 'fera'],
  ['roles.support', '支援', '支援', 'apoio'],
  ['keywords.infantry', '步兵', '步兵', 'infantaria'],
  ['keywords.character', '角色', '角色', 'personagem'],
  ['keywords.vehicle', '载具', '載具', 'veículo'],
  ['keywords.monster', '巨兽', '巨獸', 'monstro'],
  ['keywords.beast', '野兽', '野獸', 'fera'],
  ['keywords.battleline', '战列', '戰列', 'linha de batalha'],
  ['keywords.large', '大型底座', '大型底座', 'base grande'],
  ['abilities.assault', '突击', '突擊', 'assalto'],
  ['abilities.heavy', '重型', '重型', 'pesada'],
  ['abilities.pistol', '手枪', '手槍', 'pistola'],
  ['abilities.rapidFire', '速射 {n}', '速射 {n}', 'tiro rápido {n}'],
  ['abilities.melta', '热熔 {n}', '熱熔 {n}', 'fusão {n}'],
  ['abilities.torrent', '倾泻', '傾瀉', 'torrente'],
  ['abilities.sustainedHits', '持续命中 {n}', '持續命中 {n}', 'acertos sustentados {n}'],
  ['abilities.lethalHits', '致命命中', '致命命中', 'acertos letais'],
  ['abilities.twinLinked', '双联', '雙聯', 'acoplada'],
  ['abilities.anti', '反{keyword} {n}+', '反{keyword} {n}+', 'contra {keyword} {n}+'],
  ['abilities.devastatingWounds', '毁灭致伤', '毀滅致傷', 'ferimentos devastadores'],
  ['abilities.lance', '骑枪', '騎槍', 'lança'],
  [
    'unitAbilities.rerollHitOnes',
    '命中骰为 1 时重掷',
    '命中骰為 1 時重擲',
    'Rerrola resultados 1 nas rolagens de acerto',
  ],
  ['unitAbilities.fightsFirst', '率先近战', '率先近戰', 'Luta primeiro'],
  [
    'unitAbilities.selfRepair',
    '自我修复：在其指挥阶段恢复 {n, plural, other {# 点生命}}',
    '自我修復：在其指揮階段恢復 {n, plural, other {# 點生命}}',
    'Autorreparo: recupera {n, plural, one {# ferimento} other {# ferimentos}} na sua Fase de Comando',
  ],
  [
    'unitAbilities.deepStrike',
    '深入打击：可在距所有敌人 8 格以外的任意处抵达',
    '深入打擊：可在距所有敵人 8 格以外的任意處抵達',
    'Ataque profundo: chega em qualquer lugar a mais de 8 hexágonos dos inimigos',
  ],
  ['status.destroyed', '已被摧毁', '已被摧毀', 'Destruída'],
  ['status.reserve', '预备队中', '預備隊中', 'Na reserva'],
  [
    'status.shocked',
    '战斗动摇：目标控制 0，只能以绝望逃脱撤退',
    '戰鬥動搖：目標控制 0，只能以絕望逃脫撤退',
    'Abalada: CO 0, só recua por Fuga Desesperada',
  ],
  ['status.stationary', '原地不动', '原地不動', 'Ficou parada'],
  ['status.normal', '已移动', '已移動', 'Moveu-se'],
  ['status.advance', '已推进', '已推進', 'Avançou'],
  ['status.fallBack', '已撤退', '已撤退', 'Recuou'],
  ['status.arrived', '已从预备队抵达', '已從預備隊抵達', 'Chegou da reserva'],
  ['status.notMoved', '尚未移动', '尚未移動', 'Ainda não se moveu'],
  ['status.shot', '已射击', '已射擊', 'Atirou'],
  ['status.chargeDeclared', '已宣告冲锋', '已宣告衝鋒', 'Declarou uma investida'],
  ['status.charged', '已冲锋：率先近战', '已衝鋒：率先近戰', 'Investiu: luta primeiro'],
  ['status.fought', '已近战', '已近戰', 'Lutou'],
];

const rest = (key: string): string => key.slice(PREFIX.length);

const inLocale = (i: 1 | 2 | 3): StringTree => nest(Object.fromEntries(ROWS.map((r) => [r[0], r[i]])));

/**
 * English the catalogue says differently from the renderer's list, until the renderer's own reads so:
 * a count before a counted noun goes through the plural rules (issue 39; plural-counts.test.ts).
 */
export const PICTURE_OVERRIDES: Readonly<Record<string, string>> = {
  'skirmish.pictures.sheet.datasheet': '{datasheet} · {role} · {points} pts',
};

export const PICTURES_EN: StringTree = nest(
  Object.fromEntries(
    Object.entries(SKIRMISH_ENGLISH).map(([key, text]) => [rest(key), PICTURE_OVERRIDES[key] ?? text]),
  ),
);
export const PICTURES_ZH_CN = inLocale(1);
export const PICTURES_ZH_TW = inLocale(2);
export const PICTURES_PT = inLocale(3);

/** The keys this file translates (a test compares them with the renderer's). */
export const TRANSLATED_PICTURE_KEYS: readonly string[] = ROWS.map((r) => `${PREFIX}${r[0]}`);
