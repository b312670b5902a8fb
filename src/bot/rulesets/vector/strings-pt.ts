/** `vector`'s words in Brazilian Portuguese (issue 15). */
import type { StringTree } from '../../locales/index.js';

export const VECTOR_PT: StringTree = {
  names: { options: { acceleration: 'aceleracao', course: 'rumo' } },
  commands: {
    game: { choices: { ruleset: { vector: 'Vetor (inércia: velocidade mantida, três rodadas de combate)' } } },
    orders: {
      options: {
        acceleration: 'Vetor: mudança de velocidade neste turno (até seus propulsores táticos, + ou -)',
        course: 'Vetor: faces a girar neste turno (+ direita, - esquerda; até seus propulsores de manobra)',
      },
    },
  },
  errors: {
    ACCELERATION_OVER_DRIVES:
      '{ship} pode mudar a velocidade em no máximo {drives} (seus propulsores táticos) neste turno.',
    COURSE_OVER_THRUSTERS:
      '{ship} pode girar no máximo {thrusters, plural, one {# face} other {# faces}} (seus propulsores de manobra) neste turno.',
    VELOCITY_BELOW_ZERO: 'Isso deixaria {ship} abaixo da velocidade 0.',
    VELOCITY_OVER_LIMIT: '{ship} não pode passar de {limit} (cinco vezes seus propulsores táticos).',
    OVER_LIMIT_MUST_SLOW:
      '{ship} está acima do limite de velocidade {limit} (cinco vezes seus propulsores táticos): só pode desacelerar, em até {drives}.',
    NOT_REACTION_PHASE: 'As ordens de movimento são dadas na Fase de Reação.',
    NOT_MOVEMENT_PHASE: 'Nenhuma nave está se movendo agora.',
    NOT_YOUR_MOVE: 'É a vez de {side} mover.',
    ANOTHER_SHIP_MOVING: '{ship} está se movendo: termine seus hexágonos primeiro.',
    MUST_MOVE: 'A nave ainda tem hexágonos para mover.',
    NO_PIVOT: 'Uma nave gira no lugar só parada, na primeira rodada de combate.',
    AGAINST_DECLARED_COURSE: 'Esse giro vai contra o rumo declarado ({course}).',
    NO_MOVES_LEFT: '{ship} não tem mais hexágonos nesta rodada.',
    NO_COURSE_CHANGE_LEFT: '{ship} já fez a mudança de rumo declarada: em frente.',
    NOT_ATTACK_PHASE:
      'Armas disparam, e `/done` encerra os disparos de um lado, só numa Fase de Ataque; agora não é uma.',
    NOT_YOUR_FIRE: 'É a Fase de Ataque de {side}.',
    NO_MISSILES_IN_VECTOR: 'Mísseis não são usados em partidas de vetor.',
    FIRED_THIS_TURN: 'Essa arma já disparou neste turno: dispara de novo no próximo.',
    NO_SUCH_SIDE: 'Não existe esse lado.',
  },
  vector: {
    moment: {
      reaction: 'turno {turn}, Fase de Reação',
      movement: 'turno {turn}, rodada de combate {round}, Fase de Movimento',
      attack: 'turno {turn}, rodada de combate {round}, Fase de Ataque',
      damageControl: 'turno {turn}, Fase de Controle de Danos',
      over: 'encerrada após o turno {turn}',
    },
    pastTurn: 'o turno {turn}',
    prompt: {
      reaction: 'Turno {turn}, Fase de Reação: dê ordens a cada nave, em segredo: `/orders ship acceleration course`.',
      sideReady: '{side}: {ready} de {of, plural, one {# nave} other {# naves}} com ordens',
      ship: '• {ship}: velocidade {velocity}, propulsores táticos {drives}, de manobra {thrusters}{lost}',
      lost: ' (perdeu o controle: -2 em seus ataques neste turno)',
      choose: 'Rodada de combate {round}, Fase de Movimento: qual das suas naves se move agora? (`/move ship how`)',
      move: '**{ship}** se move (rodada {round}): {steps, plural, one {# hexágono restante} other {# hexágonos restantes}}; {course} (`/move`).',
      courseLeft: 'ainda {turns, plural, one {# face} other {# faces}} a girar para a esquerda',
      courseRight: 'ainda {turns, plural, one {# face} other {# faces}} a girar para a direita',
      courseDone: 'a mudança de rumo está feita: em frente',
      pivot: '**{ship}** está parada: pode girar uma face no lugar (`/move how:turn-right`) ou ficar.',
      fire: 'Rodada de combate {round}, Fase de Ataque: suas armas ainda não disparadas neste turno (`/fire` ou `/done`).',
    },
    buttons: {
      straight: 'Em frente',
      left: 'Virar à esquerda',
      right: 'Virar à direita',
      pivotLeft: 'Girar à esquerda no lugar',
      pivotRight: 'Girar à direita no lugar',
      stay: 'Ficar',
      fire: '{ship} {weapon} → {target}',
      done: 'Fim dos disparos',
    },
    reply: {
      moves:
        'em frente (`straight`), virando à esquerda (`turn-left`) ou virando à direita (`turn-right`); uma nave em inércia não desliza de lado',
      ordered: 'Ordens registradas: {ready} de {of} dadas.',
    },
    narrate: {
      turn: '**Turno {turn}**: a Fase de Reação. Dê ordens às suas naves.',
      sealed: '{side} deu ordens a {ready} de {of, plural, one {# nave} other {# naves}}.',
      revealed: 'Ordens reveladas: {orders}.',
      order: '{ship} velocidade {velocity}, rumo {course}',
      moved: '**{ship}** voa {hexes} até {hex}.',
      pivoted: '**{ship}** gira no lugar.',
      lossOfControl:
        '**{ship}** não completou a mudança de rumo ({made} de {declared}): -2 em seus ataques no próximo turno.',
      disengaged: '**{ship}** deixou a batalha.',
      round: 'Rodada de combate {round}: a Fase de Movimento.',
      attack: 'Rodada de combate {round}: a Fase de Ataque.',
      damageControl:
        'Turno {turn}: a Fase de Controle de Danos (reparos; uma nave que não completou a mudança de rumo declarada perde o controle: -2 em seus ataques no próximo turno).',
    },
    sheet: {
      motion: 'Velocidade {velocity} · propulsores táticos {drives}/{drivesOf} · de manobra {thrusters}/{thrustersOf}',
      inControl: 'Sob controle',
      lostControl: 'Perdeu o controle: {modifier} nos seus ataques neste turno',
      ready: 'pronta',
      fired: 'disparou neste turno: volta a disparar no próximo',
      noMissiles: 'mísseis não voam em partidas Vetor',
    },
    map: {
      legendVelocity: 'v6: velocidade 6, hexes por turno',
      legendPath: 'hexes tracejados 1 2 3: voo em frente, onde termina cada rodada de combate',
      legendFired: 'disparou 1,2: grupos de armas que dispararam neste turno (prontos de novo no próximo)',
      velocityAlt: 'velocidade {velocity}',
      velocity: 'v{velocity}',
      fired: 'disparou {groups}',
    },
    commandNames: {
      order: 'ordens',
      orders: 'ordens',
      move: 'movimento',
      fire: 'disparo',
      done: 'pronto',
      concede: 'desistência',
    },
    topics: {
      velocity: {
        title: 'Velocidade e ordens',
        text: 'As naves mantêm a velocidade de um turno para o outro. Na Fase de Reação cada nave recebe ordens em segredo, reveladas juntas: uma aceleração (até seus propulsores táticos atuais, + ou -) e uma mudança de rumo (até seus propulsores de manobra atuais, em faces: + direita, - esquerda). Uma nave vinda do hiperespaço começa com velocidade igual aos seus propulsores táticos.',
      },
      rounds: {
        title: 'Três rodadas de combate',
        text: 'Cada turno tem três rodadas de combate: uma Fase de Movimento (cada nave anda um terço da velocidade, o resto na última: 10 anda 3, 3, 4) e depois uma Fase de Ataque. Os lados alternam movendo uma nave cada, a iniciativa primeiro. No máximo uma mudança de face por hexágono; uma nave parada pode girar uma face no lugar na primeira rodada. Uma arma disparada numa rodada não dispara de novo neste turno.',
      },
      control: {
        title: 'Perda de controle e dano',
        text: 'Uma nave que termina o turno sem completar a mudança de rumo declarada perde o controle: -2 em todos os ataques no próximo turno. Dano no casco marca propulsores táticos (uma caixa a cada três de casco), Perda de Energia uma caixa de propulsores táticos, Propulsores Danificados uma de manobra, Leme Travado todas até o reparo. Os reparos vêm na Fase de Controle de Danos, como no impulso.',
      },
    },
  },
};
