/** `vector`'s words in US English (issue 15): the source the other three languages translate. */
import type { StringTree } from '../../locales/index.js';

export const VECTOR_EN: StringTree = {
  names: { options: { acceleration: 'acceleration', course: 'course' } },
  commands: {
    game: { choices: { ruleset: { vector: 'Vector (inertia: velocity kept, three combat rounds)' } } },
    orders: {
      options: {
        acceleration: 'Vector: change of velocity this turn (up to your drives, + or -)',
        course: 'Vector: facings to turn this turn (+ right, - left; up to your thrusters)',
      },
    },
  },
  errors: {
    ACCELERATION_OVER_DRIVES: '{ship} may change its velocity by at most {drives} (its drives) this turn.',
    COURSE_OVER_THRUSTERS:
      '{ship} may turn at most {thrusters, plural, one {# facing} other {# facings}} (its thrusters) this turn.',
    VELOCITY_BELOW_ZERO: 'That would take {ship} below velocity 0.',
    VELOCITY_OVER_LIMIT: '{ship} may not go faster than {limit} (five times its drives).',
    OVER_LIMIT_MUST_SLOW:
      '{ship} is above its velocity limit of {limit} (five times its drives): it may only slow down, by up to {drives}.',
    NOT_REACTION_PHASE: 'Movement orders are given in the Reaction Phase.',
    NOT_MOVEMENT_PHASE: 'No ship is moving now.',
    NOT_YOUR_MOVE: 'It is {side}’s move.',
    ANOTHER_SHIP_MOVING: '{ship} is moving now: finish its hexes first.',
    MUST_MOVE: 'The ship still has hexes to move.',
    NO_PIVOT: 'A ship turns in place only at rest, in the first combat round.',
    AGAINST_DECLARED_COURSE: 'That turn goes against the declared course ({course}).',
    NO_MOVES_LEFT: '{ship} has no hexes left this round.',
    NO_COURSE_CHANGE_LEFT: '{ship} has made its declared course change: straight on.',
    NOT_ATTACK_PHASE: 'Weapons fire, and `/done` ends a side’s fire, only in an Attack Phase; this is not one.',
    NOT_YOUR_FIRE: 'It is {side}’s Attack Phase.',
    NO_MISSILES_IN_VECTOR: 'Missiles are not flown in vector games.',
    FIRED_THIS_TURN: 'That weapon has fired this turn: it fires again next turn.',
    NO_SUCH_SIDE: 'There is no such side.',
  },
  vector: {
    moment: {
      reaction: 'turn {turn}, Reaction Phase',
      movement: 'turn {turn}, combat round {round}, Movement Phase',
      attack: 'turn {turn}, combat round {round}, Attack Phase',
      damageControl: 'turn {turn}, Damage Control Phase',
      over: 'over after turn {turn}',
    },
    pastTurn: 'turn {turn}',
    prompt: {
      reaction:
        'Turn {turn}, Reaction Phase: give every ship its orders, in secret: `/orders ship acceleration course`.',
      sideReady: '{side}: {ready} of {of, plural, one {# ship} other {# ships}} ordered',
      ship: '• {ship}: velocity {velocity}, drives {drives}, thrusters {thrusters}{lost}',
      lost: ' (lost control: -2 on its attacks this turn)',
      choose: 'Combat round {round}, Movement Phase: which of your ships moves next? (`/move ship how`)',
      move: '**{ship}** moves (round {round}): {steps, plural, one {# hex} other {# hexes}} left; {course} (`/move`).',
      courseLeft: '{turns, plural, one {# facing} other {# facings}} still to turn left',
      courseRight: '{turns, plural, one {# facing} other {# facings}} still to turn right',
      courseDone: 'its course change is made: straight on',
      pivot: '**{ship}** is at rest: it may turn one facing in place (`/move how:turn-right`), or stay.',
      fire: 'Combat round {round}, Attack Phase: your weapons not yet fired this turn (`/fire`, or `/done`).',
    },
    buttons: {
      straight: 'Straight on',
      left: 'Turn left',
      right: 'Turn right',
      pivotLeft: 'Turn left in place',
      pivotRight: 'Turn right in place',
      stay: 'Stay',
      fire: '{ship} {weapon} → {target}',
      done: 'Done firing',
    },
    reply: {
      moves:
        'straight on (`straight`), turning left (`turn-left`) or turning right (`turn-right`); a ship under inertia does not sideslip',
      ordered: 'Orders in: {ready} of {of} given.',
    },
    narrate: {
      turn: '**Turn {turn}**: the Reaction Phase. Give your ships their orders.',
      sealed: '{side} has ordered {ready} of {of, plural, one {# ship} other {# ships}}.',
      revealed: 'Orders revealed: {orders}.',
      order: '{ship} velocity {velocity}, course {course}',
      moved: '**{ship}** flies {hexes} to {hex}.',
      pivoted: '**{ship}** turns in place.',
      lossOfControl:
        '**{ship}** did not complete its course change ({made} of {declared}): -2 on its attacks next turn.',
      disengaged: '**{ship}** has left the battle.',
      round: 'Combat round {round}: the Movement Phase.',
      attack: 'Combat round {round}: the Attack Phase.',
      damageControl:
        'Turn {turn}: the Damage Control Phase (repairs; a ship short of its declared course change loses control: -2 on its attacks next turn).',
    },
    sheet: {
      motion: 'Velocity {velocity} · drives {drives}/{drivesOf} · thrusters {thrusters}/{thrustersOf}',
      inControl: 'In control',
      lostControl: 'Lost control: {modifier} on its attacks this turn',
      ready: 'ready',
      fired: 'fired this turn: fires again next turn',
      noMissiles: 'missiles do not fly in Vector games',
    },
    map: {
      legendVelocity: 'v6: velocity 6, hexes a turn',
      legendPath: 'dashed hexes 1 2 3: flying straight on, where each combat round ends',
      legendFired: 'fired 1,2: weapon groups fired this turn (ready again next turn)',
      velocityAlt: 'velocity {velocity}',
      velocity: 'v{velocity}',
      fired: 'fired {groups}',
    },
    commandNames: {
      order: 'orders',
      orders: 'orders',
      move: 'move',
      fire: 'shot',
      done: 'done',
      concede: 'concession',
    },
    topics: {
      velocity: {
        title: 'Velocity and orders',
        text: 'Ships keep their velocity from turn to turn. In the Reaction Phase every ship gets orders in secret, revealed together: an acceleration (up to its current tactical drives, + or -) and a course change (up to its current manoeuvring thrusters, in facings: + right, - left). A ship from hyperspace starts at velocity = its drives.',
      },
      rounds: {
        title: 'Three combat rounds',
        text: 'Each turn has three combat rounds: a Movement Phase (each ship moves a third of its velocity, the rest in the last round: 10 moves 3, 3, 4), then an Attack Phase. The sides alternate moving one ship each, the initiative first. At most one facing change per hex moved; a ship at rest may turn one facing in place in the first round. A weapon fired in one round cannot fire again this turn.',
      },
      control: {
        title: 'Loss of control and damage',
        text: 'A ship that ends the turn short of its declared course change loses control: -2 on all its attacks next turn. Hull damage marks off drives (one box per three hull boxes), a Power Loss one drives box, Thrusters Damaged one thrusters box, Helm Down all of them until repaired. Repairs come in the Damage Control Phase, as in impulse.',
      },
    },
  },
};
