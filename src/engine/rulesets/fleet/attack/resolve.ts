/**
 * The attack sequence after the declaration (issue 43; other-systems.md 5.4): the roll, the
 * attacker's effects step (skipped when it has nothing to choose), the defender's tokens as a
 * reaction (skipped when it can spend nothing: seed 004 p. 14, a ship at speed 0 spends none), the
 * damage, then the answers (salvo, counter) and the next squadron of a multi-squadron attack (5.4
 * step 6). `state.attack` holds the attack while it waits on someone; null once it is wholly over.
 */
import { createRng } from '../../../core/rng.js';
import { damageSquadron, dealDamage } from '../damage/deal.js';
import type { DiceColour } from '../data/schema.js';
import type { FleetEvent } from '../events.js';
import type { Step } from '../errors.js';
import { shipClassOf, squadronClassOf } from '../geometry/base.js';
import type { AttackDie, AttackInProgress, Attacker, Defender, FleetState, RangeBand } from '../state.js';
import {
  dieDamage,
  engagers,
  findShip,
  findSquadron,
  mustSquadron,
  poolAfterDrop,
  rollDice,
  rerollDie,
  scoringOf,
  shipShot,
  sideOf,
  symbolsOf,
  unitKey,
  updateShip,
  windowIdOf,
} from './common.js';
import { batteryPool } from './common.js';
import { mayAttackLong } from '../damage/effects.js';
import { attackerHasChoice, damageOf, legalSpends } from './options.js';

export type FleetStep = Step<FleetState, FleetEvent>;

export interface Launch {
  readonly id: string;
  readonly kind: AttackInProgress['kind'];
  readonly attacker: Attacker;
  readonly defender: Defender;
  readonly queue: readonly string[];
  readonly band: RangeBand;
  readonly distance: number;
  readonly obstructed: boolean;
  readonly pool: readonly DiceColour[];
  readonly dropped: DiceColour | null;
  readonly drop?: DiceColour | null;
}

/** Swarm (the brief): a swarm squadron attacking a squadron engaged with another friendly squadron rerolls a blank. */
function swarmReroll(
  state: FleetState,
  l: Launch,
  dice: AttackDie[],
  rng: ReturnType<typeof createRng>,
  events: FleetEvent[],
): AttackDie[] {
  if (l.attacker.kind !== 'squadron' || l.defender.kind !== 'squadron') return dice;
  const attacker = mustSquadron(state, l.attacker.squadron);
  if (!squadronClassOf(state, attacker).keywords.includes('swarm')) return dice;
  const defender = mustSquadron(state, l.defender.squadron);
  if (!engagers(state, defender).some((o) => o.id !== attacker.id && o.side === attacker.side)) return dice;
  const scoring = scoringOf(state, l.attacker, l.defender);
  const symbols = (d: AttackDie) => Object.values(symbolsOf(d)).reduce((n, v) => n + v, 0);
  const pick = dice
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => dieDamage(d, scoring) === 0)
    .sort((x, y) => symbols(x.d) - symbols(y.d) || x.i - y.i)[0];
  if (!pick) return dice;
  const now = rerollDie(rng, pick.d, 'swarm');
  events.push({
    type: 'dieRerolled',
    attack: l.id,
    index: pick.i,
    colour: now.colour,
    from: pick.d.face,
    to: now.face,
    by: 'swarm',
  });
  return dice.map((d, i) => (i === pick.i ? now : d));
}

/** Rolls the attack and puts it in the state (attackDeclared, attackRolled). */
export function launch(state: FleetState, l: Launch, events: FleetEvent[]): FleetState {
  const rng = createRng(state.rng);
  let dice = rollDice(rng, l.pool);
  events.push({
    type: 'attackDeclared',
    attack: l.id,
    kind: l.kind,
    attacker: l.attacker,
    defender: l.defender,
    band: l.band,
    distance: l.distance,
    obstructed: l.obstructed,
    dropped: l.dropped,
  });
  events.push({ type: 'attackRolled', attack: l.id, dice: dice.map((d) => ({ colour: d.colour, face: d.face })) });
  dice = swarmReroll(state, l, dice, rng, events);
  const attack: AttackInProgress = {
    id: l.id,
    kind: l.kind,
    attacker: l.attacker,
    defender: l.defender,
    queue: l.queue,
    band: l.band,
    distance: l.distance,
    obstructed: l.obstructed,
    dice,
    step: l.kind === 'normal' ? 'effects' : 'defence',
    locked: [],
    spent: [],
    redirect: null,
    salvo: false,
    drop: l.drop ?? null,
  };
  return { ...state, rng: rng.save(), attack };
}

/** A new attack id (`a<n>`, from `state.attacks`). */
export function nextAttackId(state: FleetState): { state: FleetState; id: string } {
  const n = state.attacks + 1;
  return { state: { ...state, attacks: n }, id: `a${n}` };
}

/**
 * Goes on with the attack in `state.attack` as far as it can without a player: past an effects
 * step with no choice, past a reaction the defender cannot answer, through the damage and what
 * follows. Stops when the attacker or the defender must choose.
 */
export function continueAttack(state: FleetState, events: FleetEvent[]): FleetStep {
  let a = state.attack;
  if (!a) return { state, events };
  if (a.step === 'effects') {
    if (attackerHasChoice(state, a)) return { state, events };
    a = { ...a, step: 'defence' };
    state = { ...state, attack: a };
  }
  if (legalSpends(state, a).length > 0) {
    events.push({
      type: 'reactionWindowOpened',
      window: windowIdOf(a),
      trigger: `${unitKey(a.attacker)}>${unitKey(a.defender)}`,
      sides: [sideOf(state, a.defender)],
    });
    return { state, events };
  }
  return finishAttack(state, events);
}

/** Resolves the damage of `a` (5.4 step 5) and reports it. */
function resolveDamage(state: FleetState, a: AttackInProgress, events: FleetEvent[]): FleetState {
  const out = damageOf(state, a, a.dice, {
    brace: a.spent.includes('brace'),
    redirect: a.redirect ?? undefined,
    contain: a.spent.includes('contain'),
  });
  events.push({
    type: 'damageResolved',
    attack: a.id,
    defender: a.defender,
    total: out.total,
    braced: out.braced,
    shieldsLost: out.shieldsLost,
    cards: out.cards,
    hullLost: out.hullLost,
    critical: out.critical,
  });
  if (a.defender.kind === 'squadron') {
    const step = damageSquadron(state, a.defender.squadron, out.hullLost);
    events.push(...step.events);
    return step.state;
  }
  const zone = a.defender.zone;
  state = updateShip(state, a.defender.ship, (s) => {
    const shields = { ...s.shields };
    for (const [z, n] of Object.entries(out.shieldsLost)) shields[z as keyof typeof shields] -= n ?? 0;
    return { ...s, shields };
  });
  const step = dealDamage(state, a.defender.ship, {
    count: out.cards,
    faceupFirst: out.critical,
    cause: 'attack',
    zone,
  });
  events.push(...step.events);
  return step.state;
}

/** An answer resolved at once (salvo, counter): rolled, no effects, no tokens, its damage. */
function answer(state: FleetState, l: Omit<Launch, 'id'>, events: FleetEvent[]): FleetState {
  const next = nextAttackId(state);
  const launched = launch(next.state, { ...l, id: next.id }, events);
  return resolveDamage(launched, launched.attack as AttackInProgress, events);
}

/**
 * Salvo (our wording of the token, the brief): after the attack the defending zone attacks the
 * attacker back with its battery dice legal at the range, no effects, no tokens, no critical effect.
 */
function salvo(state: FleetState, a: AttackInProgress, events: FleetEvent[]): FleetState {
  if (a.defender.kind !== 'ship') return state;
  const ship = findShip(state, a.defender.ship);
  const target =
    a.attacker.kind === 'ship' ? findShip(state, a.attacker.ship) : findSquadron(state, a.attacker.squadron);
  if (!ship || ship.destroyed || !target || target.destroyed) return state;
  // A battery attack like any: targeting-fault takes a die, sensor-damage forbids long range.
  if (a.band === 'long' && !mayAttackLong(state, ship)) return state;
  const pool = batteryPool(state, ship, shipClassOf(state, ship).battery[a.defender.zone], a.band);
  if (pool.length === 0) return state;
  return answer(
    state,
    {
      kind: 'salvo',
      attacker: { kind: 'ship', ship: ship.id, zone: a.defender.zone },
      defender: a.attacker,
      queue: [],
      band: a.band,
      distance: a.distance,
      obstructed: false,
      pool,
      dropped: null,
    },
    events,
  );
}

/** Counter N (the brief): a squadron a squadron attacked attacks it back with N blue dice, even if destroyed. */
function counter(state: FleetState, a: AttackInProgress, events: FleetEvent[]): FleetState {
  if (a.attacker.kind !== 'squadron' || a.defender.kind !== 'squadron') return state;
  const defender = mustSquadron(state, a.defender.squadron);
  const n = squadronClassOf(state, defender).counter;
  const target = findSquadron(state, a.attacker.squadron);
  if (n <= 0 || !target || target.destroyed) return state;
  return answer(
    state,
    {
      kind: 'counter',
      attacker: { kind: 'squadron', squadron: defender.id },
      defender: { kind: 'squadron', squadron: target.id },
      queue: [],
      band: a.band,
      distance: a.distance,
      obstructed: false,
      pool: Array.from({ length: n }, () => 'blue' as const),
      dropped: null,
    },
    events,
  );
}

/** The damage, the answers, then the next squadron of the attack (rolled anew) or the end. */
export function finishAttack(state: FleetState, events: FleetEvent[]): FleetStep {
  const a = state.attack;
  if (!a) return { state, events };
  state = resolveDamage(state, a, events);
  if (a.kind === 'normal') {
    if (a.salvo) state = salvo(state, a, events);
    state = counter(state, a, events);
  }
  state = { ...state, attack: null };
  // 5.4 step 6: one anti-squadron attack goes on to the next squadron declared, each rolled anew.
  if (a.kind === 'normal' && a.attacker.kind === 'ship') {
    const ship = findShip(state, a.attacker.ship);
    const zone = a.attacker.zone;
    for (let i = 0; i < a.queue.length && ship && !ship.destroyed; i++) {
      const id = a.queue[i] as string;
      const defender: Defender = { kind: 'squadron', squadron: id };
      const shot = shipShot(state, ship, zone, defender);
      if (!shot.ok) continue;
      const pool = poolAfterDrop(shot.value, a.drop ?? undefined);
      if (!pool.ok) continue;
      state = launch(
        state,
        {
          id: a.id,
          kind: 'normal',
          attacker: a.attacker,
          defender,
          queue: a.queue.slice(i + 1),
          band: shot.value.band,
          distance: shot.value.distance,
          obstructed: shot.value.obstructed,
          pool: pool.value.pool,
          dropped: pool.value.dropped,
          drop: a.drop ?? null,
        },
        events,
      );
      return continueAttack(state, events);
    }
  }
  return { state, events };
}
