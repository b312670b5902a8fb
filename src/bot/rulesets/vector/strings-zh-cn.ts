/** `vector`'s words in Simplified Chinese (issue 15). */
import type { StringTree } from '../../locales/index.js';

export const VECTOR_ZH_CN: StringTree = {
  names: { options: { acceleration: '加速度', course: '航向' } },
  commands: {
    game: { choices: { ruleset: { vector: '矢量（惯性：速度保持，三个战斗回合）' } } },
    orders: {
      options: {
        acceleration: '矢量：本回合的速度变化（不超过战术推进器，可正可负）',
        course: '矢量：本回合转向的面数（+ 右，- 左；不超过机动推进器）',
      },
    },
  },
  errors: {
    ACCELERATION_OVER_DRIVES: '{ship} 本回合的速度变化最多为 {drives}（其战术推进器）。',
    COURSE_OVER_THRUSTERS: '{ship} 本回合最多转向 {thrusters} 面（其机动推进器）。',
    VELOCITY_BELOW_ZERO: '这会让 {ship} 的速度低于 0。',
    VELOCITY_OVER_LIMIT: '{ship} 的速度不能超过 {limit}（战术推进器的五倍）。',
    NOT_REACTION_PHASE: '移动指令在反应阶段下达。',
    NOT_MOVEMENT_PHASE: '现在没有舰船在移动。',
    NOT_YOUR_MOVE: '现在轮到 {side} 移动。',
    ANOTHER_SHIP_MOVING: '{ship} 正在移动：请先走完它的格子。',
    MUST_MOVE: '这艘舰船还有格子要走。',
    NO_PIVOT: '舰船只有静止时、在第一个战斗回合才能原地转向。',
    AGAINST_DECLARED_COURSE: '这次转向与宣告的航向（{course}）相反。',
    NO_MOVES_LEFT: '{ship} 本回合没有剩余格子。',
    NO_COURSE_CHANGE_LEFT: '{ship} 已完成宣告的航向变化：直行。',
    NOT_ATTACK_PHASE: '只有在攻击阶段才能开火（`/done` 结束一方的开火）；现在不是攻击阶段。',
    NOT_YOUR_FIRE: '现在是 {side} 的攻击阶段。',
    NO_MISSILES_IN_VECTOR: '矢量对局不使用导弹。',
    FIRED_THIS_TURN: '这件武器本回合已开火：下回合才能再开火。',
    NO_SUCH_SIDE: '没有这一方。',
  },
  vector: {
    moment: {
      reaction: '第 {turn} 回合，反应阶段',
      movement: '第 {turn} 回合，第 {round} 战斗回合，移动阶段',
      attack: '第 {turn} 回合，第 {round} 战斗回合，攻击阶段',
      over: '第 {turn} 回合后结束',
    },
    pastTurn: '第 {turn} 回合',
    prompt: {
      reaction: '第 {turn} 回合，反应阶段：秘密地为每艘舰船下达指令：`/orders ship acceleration course`。',
      sideReady: '{side}：{ready}/{of} 艘舰船已下达指令',
      ship: '• {ship}：速度 {velocity}，战术推进器 {drives}，机动推进器 {thrusters}{lost}',
      lost: '（失控：本回合所有攻击 -2）',
      choose: '第 {round} 战斗回合，移动阶段：下一艘移动的是哪艘舰船？（`/move ship how`）',
      move: '**{ship}** 移动（第 {round} 战斗回合）：还剩 {steps} 格，还需转向 {turns} 面（`/move`）。',
      pivot: '**{ship}** 处于静止：可原地转向一面（`/move how:turn-right`），或保持不动。',
      fire: '第 {round} 战斗回合，攻击阶段：本回合尚未开火的武器（`/fire` 或 `/done`）。',
    },
    buttons: {
      straight: '直行',
      left: '左转',
      right: '右转',
      pivotLeft: '原地左转',
      pivotRight: '原地右转',
      stay: '不动',
      fire: '{ship} {weapon} → {target}',
      done: '结束开火',
    },
    reply: {
      moves: '直行（`straight`）、左转（`turn-left`）或右转（`turn-right`）；惯性飞行的舰船不能侧滑',
      ordered: '指令已下达：你的舰船中 {ready}/{of} 已有指令。',
    },
    narrate: {
      turn: '**第 {turn} 回合**：反应阶段。请为舰船下达指令。',
      sealed: '{side} 已为 {ready}/{of} 艘舰船下达指令。',
      revealed: '指令揭示：{orders}。',
      order: '{ship} 速度 {velocity}，航向 {course}',
      moved: '**{ship}** 飞行 {hexes} 格到 {hex}。',
      pivoted: '**{ship}** 原地转向。',
      lossOfControl: '**{ship}** 未完成航向变化（{made}/{declared}）：下回合所有攻击 -2。',
      disengaged: '**{ship}** 已脱离战斗。',
      round: '第 {round} 战斗回合：移动阶段。',
      attack: '第 {round} 战斗回合：攻击阶段。',
    },
    map: {
      legendVelocity: 'v6：速度 6，每回合移动的格数',
      legendFired: '已开火 1,2：下回合才能再开火的武器组',
      velocityAlt: '速度 {velocity}',
      velocity: 'v{velocity}',
      fired: '已开火 {groups}',
    },
    commandNames: { order: '指令', orders: '指令', move: '移动', fire: '开火', done: '完成', concede: '认输' },
    topics: {
      velocity: {
        title: '速度与指令',
        text: '舰船的速度从一回合保持到下一回合。在反应阶段，每艘舰船秘密接受指令并同时揭示：加速度（不超过当前战术推进器，可正可负）和航向变化（不超过当前机动推进器，按面计：+ 右，- 左）。从超空间到达的舰船以等于战术推进器的速度开始。',
      },
      rounds: {
        title: '三个战斗回合',
        text: '每回合有三个战斗回合：移动阶段（每艘舰船移动速度的三分之一，余数在最后一个：10 走 3、3、4），然后是攻击阶段。双方轮流各移动一艘舰船，先攻方先。每移动一格最多转向一次；静止的舰船可在第一个战斗回合原地转向一面。一个回合中开过火的武器本回合不能再开火。',
      },
      control: {
        title: '失控与伤害',
        text: '回合结束时未完成宣告航向变化的舰船失控：下回合所有攻击 -2。船体伤害每三格划掉一格战术推进器，能量损失划掉一格战术推进器，推进器受损划掉一格机动推进器，舵机失灵在修复前划掉全部。修理在损管阶段进行，与脉冲规则相同。',
      },
    },
  },
};
