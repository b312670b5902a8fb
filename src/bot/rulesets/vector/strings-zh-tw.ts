/** `vector`'s words in Traditional Chinese (issue 15). */
import type { StringTree } from '../../locales/index.js';

export const VECTOR_ZH_TW: StringTree = {
  names: { options: { acceleration: '加速度', course: '航向' } },
  commands: {
    game: { choices: { ruleset: { vector: '矢量（慣性：速度保持，三個戰鬥回合）' } } },
    orders: {
      options: {
        acceleration: '矢量：本回合的速度變化（不超過戰術推進器，可正可負）',
        course: '矢量：本回合轉向的面數（+ 右，- 左；不超過機動推進器）',
      },
    },
  },
  errors: {
    ACCELERATION_OVER_DRIVES: '{ship} 本回合的速度變化最多為 {drives}（其戰術推進器）。',
    COURSE_OVER_THRUSTERS: '{ship} 本回合最多轉向 {thrusters} 面（其機動推進器）。',
    VELOCITY_BELOW_ZERO: '這会讓 {ship} 的速度低於 0。',
    VELOCITY_OVER_LIMIT: '{ship} 的速度不能超過 {limit}（戰術推進器的五倍）。',
    NOT_REACTION_PHASE: '移動指令在反應階段下達。',
    NOT_MOVEMENT_PHASE: '现在沒有艦船在移動。',
    NOT_YOUR_MOVE: '现在輪到 {side} 移動。',
    ANOTHER_SHIP_MOVING: '{ship} 正在移動：請先走完它的格子。',
    MUST_MOVE: '這艘艦船還有格子要走。',
    NO_PIVOT: '艦船只有靜止時、在第一個戰鬥回合才能原地轉向。',
    AGAINST_DECLARED_COURSE: '這次轉向與宣告的航向（{course}）相反。',
    NO_MOVES_LEFT: '{ship} 本回合沒有剩餘格子。',
    NO_COURSE_CHANGE_LEFT: '{ship} 已完成宣告的航向變化：直行。',
    NOT_ATTACK_PHASE: '只有在攻擊階段才能開火（`/done` 結束一方的開火）；現在不是攻擊階段。',
    NOT_YOUR_FIRE: '现在是 {side} 的攻擊階段。',
    NO_MISSILES_IN_VECTOR: '矢量對局不使用導彈。',
    FIRED_THIS_TURN: '這件武器本回合已開火：下回合才能再開火。',
    NO_SUCH_SIDE: '沒有這一方。',
  },
  vector: {
    moment: {
      reaction: '第 {turn} 回合，反應階段',
      movement: '第 {turn} 回合，第 {round} 戰鬥回合，移動階段',
      attack: '第 {turn} 回合，第 {round} 戰鬥回合，攻擊階段',
      over: '第 {turn} 回合後結束',
    },
    pastTurn: '第 {turn} 回合',
    prompt: {
      reaction: '第 {turn} 回合，反應階段：秘密地為每艘艦船下達指令：`/orders ship acceleration course`。',
      sideReady: '{side}：{ready}/{of} 艘艦船已下達指令',
      ship: '• {ship}：速度 {velocity}，戰術推進器 {drives}，機動推進器 {thrusters}{lost}',
      lost: '（失控：本回合所有攻擊 -2）',
      choose: '第 {round} 戰鬥回合，移動階段：下一艘移動的是哪艘艦船？（`/move ship how`）',
      move: '**{ship}** 移動（第 {round} 戰鬥回合）：還剩 {steps} 格，還需轉向 {turns} 面（`/move`）。',
      pivot: '**{ship}** 處於靜止：可原地轉向一面（`/move how:turn-right`），或保持不動。',
      fire: '第 {round} 戰鬥回合，攻擊階段：本回合尚未開火的武器（`/fire` 或 `/done`）。',
    },
    buttons: {
      straight: '直行',
      left: '左轉',
      right: '右轉',
      pivotLeft: '原地左轉',
      pivotRight: '原地右轉',
      stay: '不動',
      fire: '{ship} {weapon} → {target}',
      done: '結束開火',
    },
    reply: {
      moves: '直行（`straight`）、左轉（`turn-left`）或右轉（`turn-right`）；慣性飛行的艦船不能側滑',
      ordered: '指令已下達：你的艦船中 {ready}/{of} 已有指令。',
    },
    narrate: {
      turn: '**第 {turn} 回合**：反應階段。請為艦船下達指令。',
      sealed: '{side} 已為 {ready}/{of} 艘艦船下達指令。',
      revealed: '指令揭示：{orders}。',
      order: '{ship} 速度 {velocity}，航向 {course}',
      moved: '**{ship}** 飛行 {hexes} 格到 {hex}。',
      pivoted: '**{ship}** 原地轉向。',
      lossOfControl: '**{ship}** 未完成航向變化（{made}/{declared}）：下回合所有攻擊 -2。',
      disengaged: '**{ship}** 已脫離戰鬥。',
      round: '第 {round} 戰鬥回合：移動階段。',
      attack: '第 {round} 戰鬥回合：攻擊階段。',
    },
    map: {
      legendVelocity: 'v6：速度 6，每回合移動的格數',
      legendFired: '已開火 1,2：下回合才能再開火的武器組',
      velocityAlt: '速度 {velocity}',
      velocity: 'v{velocity}',
      fired: '已開火 {groups}',
    },
    commandNames: { order: '指令', orders: '指令', move: '移動', fire: '開火', done: '完成', concede: '認輸' },
    topics: {
      velocity: {
        title: '速度與指令',
        text: '艦船的速度從一回合保持到下一回合。在反應階段，每艘艦船秘密接受指令並同時揭示：加速度（不超過當前戰術推進器，可正可負）和航向變化（不超過當前機動推進器，按面計：+ 右，- 左）。從超空間到達的艦船以等於戰術推進器的速度開始。',
      },
      rounds: {
        title: '三個戰鬥回合',
        text: '每回合有三個戰鬥回合：移動階段（每艘艦船移動速度的三分之一，餘數在最後一個：10 走 3、3、4），然後是攻擊階段。雙方輪流各移動一艘艦船，先攻方先。每移動一格最多轉向一次；靜止的艦船可在第一個戰鬥回合原地轉向一面。一個回合中開過火的武器本回合不能再開火。',
      },
      control: {
        title: '失控與傷害',
        text: '回合結束時未完成宣告航向變化的艦船失控：下回合所有攻擊 -2。船體傷害每三格劃掉一格戰術推進器，能量損失劃掉一格戰術推進器，推進器受損劃掉一格機動推進器，舵機失靈在修復前劃掉全部。修理在損管階段進行，與脈衝規則相同。',
      },
    },
  },
};
