/** `gunline`'s words, in the four languages the bot speaks (added to the catalogue by its table). */
import type { StringTree } from '../../../src/bot/locales/index.js';

const EN: StringTree = {
  names: { stance: 'stance' },
  commands: {
    stance: {
      description: 'Choose your stance for this round, in secret',
      options: { pick: 'Aim (one more die) or brace (stop one hit)' },
      choices: { pick: { aim: 'Aim', brace: 'Brace' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline (a two-ship test game)' } } },
  },
  errors: {
    NOT_AWAITED: 'Your side is not asked for a stance now.',
    ALREADY_CHOSEN: 'Your stance for this round is already in.',
    BAD_STANCE: 'A stance is aim or brace.',
  },
  gunline: {
    prompt: '{player}, choose your stance for round {round}: `/stance` ({ready} of {of} ready).',
    stanceIn: 'Your stance is in: {pick}. It is revealed when both are in.',
    sealed: '{side} has chosen a stance ({ready} of {of} ready).',
    revealed: 'Stances: {stances}.',
    hit: '**{ship}** takes {damage} ({stopped} stopped).',
    destroyed: '**{ship}** is destroyed.',
    round: 'Round {round} begins.',
    roundOf: 'round {round} of {rounds}',
    pastRound: 'round {round}',
    dice: '{who}: {faces}',
    noShots: 'No shots.',
    commandNames: { stance: 'stance', concede: 'concession' },
    outcomes: {
      destroyed: 'a ship was destroyed',
      rounds: 'fewer hull boxes lost',
      concede: 'the other side conceded',
    },
    topics: {
      stancesTitle: 'Stances',
      stances: 'Each round both sides choose in secret: aim rolls one more die, brace stops one hit.',
      gunsTitle: 'Guns',
      guns: 'Two gun dice (three when aiming): a hit does 1, a crit 2.',
    },
  },
};

const PT: StringTree = {
  names: { stance: 'postura' },
  commands: {
    stance: {
      description: 'Escolha sua postura nesta rodada, em segredo',
      options: { pick: 'Mirar (mais um dado) ou proteger-se (para um acerto)' },
      choices: { pick: { aim: 'Mirar', brace: 'Proteger-se' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline (um jogo de teste com duas naves)' } } },
  },
  errors: {
    NOT_AWAITED: 'Seu lado não precisa escolher uma postura agora.',
    ALREADY_CHOSEN: 'Sua postura nesta rodada já foi escolhida.',
    BAD_STANCE: 'A postura é mirar ou proteger-se.',
  },
  gunline: {
    prompt: '{player}, escolha sua postura para a rodada {round}: `/stance` ({ready} de {of} prontos).',
    stanceIn: 'Sua postura foi registrada: {pick}. Ela é revelada quando as duas estiverem prontas.',
    sealed: '{side} escolheu uma postura ({ready} de {of} prontos).',
    revealed: 'Posturas: {stances}.',
    hit: '**{ship}** sofre {damage} ({stopped} evitado).',
    destroyed: '**{ship}** foi destruída.',
    round: 'Começa a rodada {round}.',
    roundOf: 'rodada {round} de {rounds}',
    pastRound: 'a rodada {round}',
    dice: '{who}: {faces}',
    noShots: 'Nenhum disparo.',
    commandNames: { stance: 'postura', concede: 'desistência' },
    outcomes: { destroyed: 'uma nave foi destruída', rounds: 'menos casco perdido', concede: 'o outro lado desistiu' },
    topics: {
      stancesTitle: 'Posturas',
      stances: 'A cada rodada os dois lados escolhem em segredo: mirar rola mais um dado, proteger-se para um acerto.',
      gunsTitle: 'Canhões',
      guns: 'Dois dados de canhão (três ao mirar): um acerto causa 1, um crítico 2.',
    },
  },
};

const ZH_CN: StringTree = {
  names: { stance: '姿态' },
  commands: {
    stance: {
      description: '秘密选择本回合的姿态',
      options: { pick: '瞄准（多掷一颗骰子）或防御（挡下一次命中）' },
      choices: { pick: { aim: '瞄准', brace: '防御' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline（双舰测试游戏）' } } },
  },
  errors: {
    NOT_AWAITED: '现在不需要你方选择姿态。',
    ALREADY_CHOSEN: '你方本回合的姿态已经选好了。',
    BAD_STANCE: '姿态只能是瞄准或防御。',
  },
  gunline: {
    prompt: '{player}，请选择第 {round} 回合的姿态：`/stance`（已就绪 {ready}/{of}）。',
    stanceIn: '你的姿态已记录：{pick}。双方都选好后一起揭晓。',
    sealed: '{side} 已选择姿态（已就绪 {ready}/{of}）。',
    revealed: '姿态：{stances}。',
    hit: '**{ship}** 受到 {damage} 点伤害（挡下 {stopped}）。',
    destroyed: '**{ship}** 被摧毁。',
    round: '第 {round} 回合开始。',
    roundOf: '第 {round}/{rounds} 回合',
    pastRound: '第 {round} 回合',
    dice: '{who}：{faces}',
    noShots: '没有射击。',
    commandNames: { stance: '姿态', concede: '认输' },
    outcomes: { destroyed: '一艘舰船被摧毁', rounds: '损失的船体更少', concede: '对方认输' },
    topics: {
      stancesTitle: '姿态',
      stances: '每回合双方秘密选择：瞄准多掷一颗骰子，防御挡下一次命中。',
      gunsTitle: '火炮',
      guns: '两颗火炮骰（瞄准时三颗）：命中造成 1 点，暴击 2 点。',
    },
  },
};

const ZH_TW: StringTree = {
  names: { stance: '姿態' },
  commands: {
    stance: {
      description: '秘密選擇本回合的姿態',
      options: { pick: '瞄準（多擲一顆骰子）或防禦（擋下一次命中）' },
      choices: { pick: { aim: '瞄準', brace: '防禦' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline（雙艦測試遊戲）' } } },
  },
  errors: {
    NOT_AWAITED: '現在不需要你方選擇姿態。',
    ALREADY_CHOSEN: '你方本回合的姿態已經選好了。',
    BAD_STANCE: '姿態只能是瞄準或防禦。',
  },
  gunline: {
    prompt: '{player}，請選擇第 {round} 回合的姿態：`/stance`（已就緒 {ready}/{of}）。',
    stanceIn: '你的姿態已記錄：{pick}。雙方都選好後一起揭曉。',
    sealed: '{side} 已選擇姿態（已就緒 {ready}/{of}）。',
    revealed: '姿態：{stances}。',
    hit: '**{ship}** 受到 {damage} 點傷害（擋下 {stopped}）。',
    destroyed: '**{ship}** 被摧毀。',
    round: '第 {round} 回合開始。',
    roundOf: '第 {round}/{rounds} 回合',
    pastRound: '第 {round} 回合',
    dice: '{who}：{faces}',
    noShots: '沒有射擊。',
    commandNames: { stance: '姿態', concede: '認輸' },
    outcomes: { destroyed: '一艘艦船被摧毀', rounds: '損失的船體更少', concede: '對方認輸' },
    topics: {
      stancesTitle: '姿態',
      stances: '每回合雙方秘密選擇：瞄準多擲一顆骰子，防禦擋下一次命中。',
      gunsTitle: '火砲',
      guns: '兩顆火砲骰（瞄準時三顆）：命中造成 1 點，暴擊 2 點。',
    },
  },
};

export const GUNLINE_STRINGS: Readonly<Record<string, StringTree>> = {
  'en-US': EN,
  'pt-BR': PT,
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
};
