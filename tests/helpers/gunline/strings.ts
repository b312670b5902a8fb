/** `gunline`'s words, in the four languages the bot speaks (added to the catalogue by its table). */
import type { StringTree } from '../../../src/bot/locales/index.js';

const EN: StringTree = {
  names: { stance: 'stance' },
  commands: {
    stance: {
      description: 'Choose your stance for this round, in secret',
      options: { pick: 'Aim (one more die), brace (stop one hit) or turn (one hexside clockwise)' },
      choices: { pick: { aim: 'Aim', brace: 'Brace', turn: 'Turn' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline (a two-ship test game)' } } },
  },
  errors: {
    NOT_AWAITED: 'Your side is not asked for a stance now.',
    ALREADY_CHOSEN: 'Your stance for this round is already in.',
    BAD_STANCE: 'A stance is aim, brace or turn.',
    NOT_ASKED: 'Your side is not asked about its shield now.',
    WINDOW_CLOSED: 'That shield question is already settled.',
  },
  gunline: {
    prompt:
      '{player}, give your orders for round {round}: `/stance`, {depth} deep, the top one revealed each round ({ready} of {of} ready).',
    stanceIn: 'Your order is in: {pick}. It is revealed when it reaches the top of your queue.',
    shieldAsk: '{player}, **{ship}** is about to take {damage} damage: raise the shield (it stops 2, once a game)?',
    turned: '**{ship}** turns.',
    landed: '**{ship}** takes {damage}{shielded}.',
    shielded: ' (shield raised)',
    score: 'Victory points: {score}.',
    sealed: '{side} has chosen a stance ({ready} of {of} ready).',
    revealed: 'Stances: {stances}.',
    hit: '{band} range, the {zone} is struck: **{ship}** faces {damage} of {rolled}.',
    zones: { bow: 'bow', starboard: 'starboard', stern: 'stern', port: 'port' },
    bands: { close: 'Close', long: 'Long' },
    destroyed: '**{ship}** is destroyed.',
    round: 'Round {round} begins.',
    roundOf: 'round {round} of {rounds}',
    pastRound: 'round {round}',
    dice: '{who}: {faces}',
    noShots: 'No shots.',
    commandNames: { stance: 'order', shield: 'shield', concede: 'concession' },
    reactions: {
      shield: {
        name: 'the shield against a heavy volley',
        options: { raise: 'Raise the shield', pass: 'Keep the charge' },
        answers: { always: 'always raise it', never: 'never raise it' },
      },
    },
    outcomes: {
      destroyed: 'a ship was destroyed',
      rounds: 'more victory points',
      concede: 'the other side conceded',
    },
    topics: {
      stancesTitle: 'Stances',
      stances:
        'Each ship keeps a queue of secret orders, two deep: aim rolls one more die, brace stops one hit, turn shows another hull zone. The top one is revealed each round and one more goes in at the bottom.',
      gunsTitle: 'Guns',
      guns: 'Two gun dice at long range, three at close, one more when aiming: a hit does 1, a crit 2. The bow stops one more, the stern takes one more. A point per damage dealt, 3 for a kill.',
    },
  },
};

const PT: StringTree = {
  names: { stance: 'postura' },
  commands: {
    stance: {
      description: 'Escolha sua postura nesta rodada, em segredo',
      options: {
        pick: 'Mirar (mais um dado), proteger-se (para um acerto) ou virar (um lado de hex no sentido horário)',
      },
      choices: { pick: { aim: 'Mirar', brace: 'Proteger-se', turn: 'Virar' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline (um jogo de teste com duas naves)' } } },
  },
  errors: {
    NOT_AWAITED: 'Seu lado não precisa escolher uma postura agora.',
    ALREADY_CHOSEN: 'Sua postura nesta rodada já foi escolhida.',
    BAD_STANCE: 'A postura é mirar, proteger-se ou virar.',
    NOT_ASKED: 'Seu lado não foi consultado sobre o escudo agora.',
    WINDOW_CLOSED: 'Essa pergunta sobre o escudo já foi resolvida.',
  },
  gunline: {
    prompt:
      '{player}, dê suas ordens para a rodada {round}: `/stance`, {depth} na fila, a do topo revelada a cada rodada ({ready} de {of} prontos).',
    stanceIn: 'Sua ordem foi registrada: {pick}. Ela é revelada quando chegar ao topo da fila.',
    shieldAsk: '{player}, **{ship}** vai sofrer {damage} de dano: erguer o escudo (para 2, uma vez por jogo)?',
    turned: '**{ship}** vira.',
    landed: '**{ship}** sofre {damage}{shielded}.',
    shielded: ' (escudo erguido)',
    score: 'Pontos de vitória: {score}.',
    sealed: '{side} escolheu uma postura ({ready} de {of} prontos).',
    revealed: 'Posturas: {stances}.',
    hit: 'Alcance {band}, atingida a {zone}: **{ship}** enfrenta {damage} de {rolled}.',
    zones: { bow: 'proa', starboard: 'estibordo', stern: 'popa', port: 'bombordo' },
    bands: { close: 'curto', long: 'longo' },
    destroyed: '**{ship}** foi destruída.',
    round: 'Começa a rodada {round}.',
    roundOf: 'rodada {round} de {rounds}',
    pastRound: 'a rodada {round}',
    dice: '{who}: {faces}',
    noShots: 'Nenhum disparo.',
    commandNames: { stance: 'ordem', shield: 'escudo', concede: 'desistência' },
    reactions: {
      shield: {
        name: 'o escudo contra uma salva pesada',
        options: { raise: 'Erguer o escudo', pass: 'Guardar a carga' },
        answers: { always: 'sempre erguer', never: 'nunca erguer' },
      },
    },
    outcomes: {
      destroyed: 'uma nave foi destruída',
      rounds: 'mais pontos de vitória',
      concede: 'o outro lado desistiu',
    },
    topics: {
      stancesTitle: 'Posturas',
      stances:
        'Cada nave tem uma fila de ordens secretas, duas de profundidade: mirar rola mais um dado, proteger-se para um acerto, virar mostra outra zona do casco. A do topo é revelada a cada rodada e outra entra no fim da fila.',
      gunsTitle: 'Canhões',
      guns: 'Dois dados de canhão a longo alcance, três a curto, mais um ao mirar: um acerto causa 1, um crítico 2. A proa para mais um, a popa sofre mais um. Um ponto por dano causado, 3 por nave destruída.',
    },
  },
};

const ZH_CN: StringTree = {
  names: { stance: '姿态' },
  commands: {
    stance: {
      description: '秘密选择本回合的姿态',
      options: { pick: '瞄准（多掷一颗骰子）、防御（挡下一次命中）或转向（顺时针转一个六角边）' },
      choices: { pick: { aim: '瞄准', brace: '防御', turn: '转向' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline（双舰测试游戏）' } } },
  },
  errors: {
    NOT_AWAITED: '现在不需要你方选择姿态。',
    ALREADY_CHOSEN: '你方本回合的姿态已经选好了。',
    BAD_STANCE: '姿态只能是瞄准、防御或转向。',
    NOT_ASKED: '现在没有询问你方的护盾。',
    WINDOW_CLOSED: '这次护盾的询问已经结束。',
  },
  gunline: {
    prompt:
      '{player}，请下达第 {round} 回合的命令：`/stance`，队列深 {depth} 条，每回合揭晓最上面一条（已就绪 {ready}/{of}）。',
    stanceIn: '你的命令已记录：{pick}。它到达队列顶端时揭晓。',
    shieldAsk: '{player}，**{ship}** 即将受到 {damage} 点伤害：要升起护盾吗（挡下 2 点，每局一次）？',
    turned: '**{ship}** 转向。',
    landed: '**{ship}** 受到 {damage} 点伤害{shielded}。',
    shielded: '（已升起护盾）',
    score: '胜利分：{score}。',
    sealed: '{side} 已选择姿态（已就绪 {ready}/{of}）。',
    revealed: '姿态：{stances}。',
    hit: '{band}距离，命中{zone}：**{ship}** 面临 {rolled} 中的 {damage} 点伤害。',
    zones: { bow: '舰首', starboard: '右舷', stern: '舰尾', port: '左舷' },
    bands: { close: '近', long: '远' },
    destroyed: '**{ship}** 被摧毁。',
    round: '第 {round} 回合开始。',
    roundOf: '第 {round}/{rounds} 回合',
    pastRound: '第 {round} 回合',
    dice: '{who}：{faces}',
    noShots: '没有射击。',
    commandNames: { stance: '命令', shield: '护盾', concede: '认输' },
    reactions: {
      shield: {
        name: '用护盾抵挡猛烈齐射',
        options: { raise: '升起护盾', pass: '保留能量' },
        answers: { always: '总是升起', never: '从不升起' },
      },
    },
    outcomes: { destroyed: '一艘舰船被摧毁', rounds: '胜利分更多', concede: '对方认输' },
    topics: {
      stancesTitle: '姿态',
      stances:
        '每艘舰船有一个两条深的秘密命令队列：瞄准多掷一颗骰子，防御挡下一次命中，转向露出另一个船体区。每回合揭晓最上面一条，并在队尾再加一条。',
      gunsTitle: '火炮',
      guns: '远距离两颗火炮骰，近距离三颗，瞄准再加一颗：命中造成 1 点，暴击 2 点。舰首多挡一点，舰尾多受一点。每造成 1 点伤害得 1 分，摧毁一艘得 3 分。',
    },
  },
};

const ZH_TW: StringTree = {
  names: { stance: '姿態' },
  commands: {
    stance: {
      description: '秘密選擇本回合的姿態',
      options: { pick: '瞄準（多擲一顆骰子）、防禦（擋下一次命中）或轉向（順時針轉一個六角邊）' },
      choices: { pick: { aim: '瞄準', brace: '防禦', turn: '轉向' } },
    },
    game: { choices: { ruleset: { gunline: 'Gunline（雙艦測試遊戲）' } } },
  },
  errors: {
    NOT_AWAITED: '現在不需要你方選擇姿態。',
    ALREADY_CHOSEN: '你方本回合的姿態已經選好了。',
    BAD_STANCE: '姿態只能是瞄準、防禦或轉向。',
    NOT_ASKED: '現在沒有詢問你方的護盾。',
    WINDOW_CLOSED: '這次護盾的詢問已經結束。',
  },
  gunline: {
    prompt:
      '{player}，請下達第 {round} 回合的命令：`/stance`，佇列深 {depth} 條，每回合揭曉最上面一條（已就緒 {ready}/{of}）。',
    stanceIn: '你的命令已記錄：{pick}。它到達佇列頂端時揭曉。',
    shieldAsk: '{player}，**{ship}** 即將受到 {damage} 點傷害：要升起護盾嗎（擋下 2 點，每局一次）？',
    turned: '**{ship}** 轉向。',
    landed: '**{ship}** 受到 {damage} 點傷害{shielded}。',
    shielded: '（已升起護盾）',
    score: '勝利分：{score}。',
    sealed: '{side} 已選擇姿態（已就緒 {ready}/{of}）。',
    revealed: '姿態：{stances}。',
    hit: '{band}距離，命中{zone}：**{ship}** 面臨 {rolled} 中的 {damage} 點傷害。',
    zones: { bow: '艦首', starboard: '右舷', stern: '艦尾', port: '左舷' },
    bands: { close: '近', long: '遠' },
    destroyed: '**{ship}** 被摧毀。',
    round: '第 {round} 回合開始。',
    roundOf: '第 {round}/{rounds} 回合',
    pastRound: '第 {round} 回合',
    dice: '{who}：{faces}',
    noShots: '沒有射擊。',
    commandNames: { stance: '命令', shield: '護盾', concede: '認輸' },
    reactions: {
      shield: {
        name: '用護盾抵擋猛烈齊射',
        options: { raise: '升起護盾', pass: '保留能量' },
        answers: { always: '總是升起', never: '從不升起' },
      },
    },
    outcomes: { destroyed: '一艘艦船被摧毀', rounds: '勝利分更多', concede: '對方認輸' },
    topics: {
      stancesTitle: '姿態',
      stances:
        '每艘艦船有一個兩條深的秘密命令佇列：瞄準多擲一顆骰子，防禦擋下一次命中，轉向露出另一個船體區。每回合揭曉最上面一條，並在隊尾再加一條。',
      gunsTitle: '火砲',
      guns: '遠距離兩顆火砲骰，近距離三顆，瞄準再加一顆：命中造成 1 點，暴擊 2 點。艦首多擋一點，艦尾多受一點。每造成 1 點傷害得 1 分，摧毀一艘得 3 分。',
    },
  },
};

export const GUNLINE_STRINGS: Readonly<Record<string, StringTree>> = {
  'en-US': EN,
  'pt-BR': PT,
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
};
