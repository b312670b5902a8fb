/**
 * What each side may choose in an attack (issue 43; other-systems.md 5.4 steps 3-5; seed 004 p. 14):
 * the attacker's concentrate fire (dial: add a die; token: reroll a die; once per activation, dial
 * and token together) and the defence tokens its accuracies may lock; the defender's legal spends of
 * defence tokens (never two of a type, never one token twice, none locked, none by a ship at speed
 * 0) and what each would leave in damage (the reaction's default), worked out exactly: a rerolled die
 * is averaged over its eight faces.
 */
import type { DefenceSpend } from '../commands.js';
import { FLEET_DICE } from '../dice.js';
import type { DefenceTokenType, HullZone } from '../data/schema.js';
import { ADJACENT_ZONES } from '../geometry/zones.js';
import type { AttackDie, AttackInProgress, DefenceToken, FleetState } from '../state.js';
import {
  countSymbol,
  defenderTokens,
  dieDamage,
  mustShip,
  mustSquadron,
  scoringOf,
  sizeRank,
  symbolsOf,
  type Scoring,
} from './common.js';

// ---------------------------------------------------------------------------------------------
// The attacker's effects step

/** Concentrate fire open to the attacker now: the dial (add a die) and the token (reroll a die). */
export function concentrateOptions(state: FleetState, a: AttackInProgress): { dial: boolean; token: boolean } {
  const act = state.activation;
  if (a.kind !== 'normal' || a.attacker.kind !== 'ship' || !act || act.ship !== a.attacker.ship)
    return { dial: false, token: false };
  // A command resolves once per activation, dial and token together (the brief; seed 004 p. 12).
  const resolved = act.concentrated || act.tokensSpent.includes('concentrate');
  if (resolved) return { dial: false, token: false };
  const ship = mustShip(state, a.attacker.ship);
  return {
    dial: act.dial === 'concentrate' && act.use === 'command',
    token: ship.commandTokens.includes('concentrate'),
  };
}

/** May the defender spend defence tokens at all in this attack? Not in a salvo or counter, not a ship at speed 0 (p. 14). */
export function defenderMaySpend(state: FleetState, a: AttackInProgress): boolean {
  if (a.kind !== 'normal') return false;
  return a.defender.kind === 'squadron' || mustShip(state, a.defender.ship).speed > 0;
}

/** Indices of the defender's tokens an accuracy may still lock: spendable (not discarded) and not locked. */
export function lockableTokens(state: FleetState, a: AttackInProgress): number[] {
  if (!defenderMaySpend(state, a)) return [];
  return defenderTokens(state, a).flatMap((t, i) => (t.state !== 'discarded' && !a.locked.includes(i) ? [i] : []));
}

/** True when the attacker has something to choose in the effects step (else the step is skipped). */
export function attackerHasChoice(state: FleetState, a: AttackInProgress): boolean {
  if (a.kind !== 'normal') return false;
  const c = concentrateOptions(state, a);
  if (c.dial || c.token) return true;
  return countSymbol(a.dice, 'accuracy') > 0 && lockableTokens(state, a).length > 0;
}

// ---------------------------------------------------------------------------------------------
// The defender's tokens

/** The index of the token of `type` a spend uses: a ready one first, then an exhausted one (p. 14). */
export function tokenToSpend(
  tokens: readonly DefenceToken[],
  locked: readonly number[],
  type: DefenceTokenType,
): number {
  const free = (state: DefenceToken['state']) =>
    tokens.findIndex((t, i) => t.type === type && t.state === state && !locked.includes(i));
  const ready = free('ready');
  return ready >= 0 ? ready : free('exhausted');
}

const SHIP_ONLY: readonly DefenceTokenType[] = ['redirect', 'contain', 'salvo'];

/** The token types the defender may spend in this attack (one of each at most, p. 14). */
export function spendableTypes(state: FleetState, a: AttackInProgress): DefenceTokenType[] {
  if (!defenderMaySpend(state, a)) return [];
  const tokens = defenderTokens(state, a);
  const types = [...new Set(tokens.map((t) => t.type))];
  return types.filter(
    (type) =>
      !a.spent.includes(type) &&
      tokenToSpend(tokens, a.locked, type) >= 0 &&
      !(a.defender.kind === 'squadron' && SHIP_ONLY.includes(type)),
  );
}

/** Evade's second die: only against a larger attacker (squadron < small < medium < large). */
export const mayEvadeTwo = (state: FleetState, a: AttackInProgress): boolean =>
  sizeRank(state, a.attacker) > sizeRank(state, a.defender);

/** The parts of a spend in order, as the option id names them: `brace+redirect-left+evade`. */
export function spendId(spend: DefenceSpend): string {
  const parts = [
    spend.brace ? 'brace' : null,
    spend.redirect ? `redirect-${spend.redirect}` : null,
    spend.evade === 1 ? 'evade' : spend.evade === 2 ? 'evade2' : null,
    spend.scatter ? 'scatter' : null,
    spend.contain ? 'contain' : null,
    spend.salvo ? 'salvo' : null,
  ].filter((p): p is string => p !== null);
  return parts.join('+');
}

export const spendSize = (spend: DefenceSpend): number =>
  spendId(spend) === '' ? 0 : spendId(spend).split('+').length;

/**
 * Every legal spend (not the empty one), smallest first. Redirects are listed to adjacent zones
 * that have shields left (a redirect to an empty zone changes nothing; `defend` still accepts it).
 */
export function legalSpends(state: FleetState, a: AttackInProgress): DefenceSpend[] {
  const types = spendableTypes(state, a);
  const has = (t: DefenceTokenType) => types.includes(t);
  let spends: DefenceSpend[] = [{}];
  const branch = (variants: readonly DefenceSpend[]) => {
    spends = spends.flatMap((s) => [s, ...variants.map((v) => ({ ...s, ...v }))]);
  };
  if (has('brace')) branch([{ brace: true }]);
  if (has('redirect') && a.defender.kind === 'ship') {
    const ship = mustShip(state, a.defender.ship);
    branch(ADJACENT_ZONES[a.defender.zone].filter((z) => ship.shields[z] > 0).map((z) => ({ redirect: z })));
  }
  if (has('evade')) branch(mayEvadeTwo(state, a) ? [{ evade: 1 }, { evade: 2 }] : [{ evade: 1 }]);
  if (has('scatter')) branch([{ scatter: true }]);
  if (has('contain')) branch([{ contain: true }]);
  if (has('salvo')) branch([{ salvo: true }]);
  const order = a.defender.kind === 'ship' ? ADJACENT_ZONES[a.defender.zone] : [];
  return spends
    .filter((s) => spendSize(s) > 0)
    .sort((x, y) => spendSize(x) - spendSize(y) || compareParts(x, y, order));
}

/** The order of spends of one size: brace, redirect (clockwise zone first), evade, evade 2, scatter, contain, salvo. */
function compareParts(x: DefenceSpend, y: DefenceSpend, adjacent: readonly HullZone[]): number {
  const vector = (s: DefenceSpend) => [
    s.brace ? 0 : 1,
    s.redirect ? adjacent.indexOf(s.redirect) : 2,
    s.evade === 1 ? 0 : s.evade === 2 ? 1 : 2,
    s.scatter ? 0 : 1,
    s.contain ? 0 : 1,
    s.salvo ? 0 : 1,
  ];
  const [vx, vy] = [vector(x), vector(y)];
  for (let i = 0; i < vx.length; i++) if (vx[i] !== vy[i]) return (vx[i] as number) - (vy[i] as number);
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Damage

export interface DamageOutcome {
  /** The dice's damage after brace. */
  readonly total: number;
  readonly braced: boolean;
  readonly shieldsLost: Partial<Record<HullZone, number>>;
  readonly cards: number;
  readonly hullLost: number;
  /** The standard critical effect applies: the first card faceup. */
  readonly critical: boolean;
}

/**
 * The damage step (5.4 step 5): total; brace halves rounding up; the redirect zone's shields, then
 * the defending zone's, then damage cards; the first card faceup when a crit shows, attacker and
 * defender are ships, the attack is not a salvo, and no contain. A squadron loses hull.
 */
export function damageOf(
  state: FleetState,
  a: AttackInProgress,
  dice: readonly AttackDie[],
  spend: Pick<DefenceSpend, 'brace' | 'redirect' | 'contain'>,
): DamageOutcome {
  const scoring = scoringOf(state, a.attacker, a.defender);
  const live = dice.filter((d) => !d.cancelled);
  const raw = live.reduce((n, d) => n + dieDamage(d, scoring), 0);
  const total = spend.brace ? Math.ceil(raw / 2) : raw;
  if (a.defender.kind === 'squadron') {
    const hull = mustSquadron(state, a.defender.squadron).hull;
    return {
      total,
      braced: spend.brace === true,
      shieldsLost: {},
      cards: 0,
      hullLost: Math.min(total, hull),
      critical: false,
    };
  }
  const ship = mustShip(state, a.defender.ship);
  let left = total;
  const shieldsLost: Partial<Record<HullZone, number>> = {};
  for (const zone of spend.redirect ? [spend.redirect, a.defender.zone] : [a.defender.zone]) {
    const taken = Math.min(left, ship.shields[zone]);
    if (taken > 0) shieldsLost[zone] = (shieldsLost[zone] ?? 0) + taken;
    left -= taken;
  }
  const crit = live.some((d) => (symbolsOf(d)['crit'] ?? 0) > 0);
  const critical = crit && a.attacker.kind === 'ship' && a.kind === 'normal' && !spend.contain && left > 0;
  return { total, braced: spend.brace === true, shieldsLost, cards: left, hullLost: 0, critical };
}

/**
 * The dice an evade works on (seed 004 p. 14 / 5.4; the brief: the engine picks the die that does
 * the most damage): live dice by damage, a crit first among equals, then the lower index.
 */
export function evadeTargets(dice: readonly AttackDie[], scoring: Scoring, n: number): number[] {
  const crit = (d: AttackDie) => ((symbolsOf(d)['crit'] ?? 0) > 0 ? 1 : 0);
  return dice
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => !d.cancelled)
    .sort((x, y) => dieDamage(y.d, scoring) - dieDamage(x.d, scoring) || crit(y.d) - crit(x.d) || x.i - y.i)
    .slice(0, n)
    .map(({ i }) => i);
}

/** The expected damage a spend leaves: cards (a faceup one counts 1.5), then the damage total. */
export function forecast(
  state: FleetState,
  a: AttackInProgress,
  spend: DefenceSpend,
): { score: number; total: number } {
  const scoring = scoringOf(state, a.attacker, a.defender);
  let dice: AttackDie[] = [...a.dice];
  if (spend.scatter) dice = dice.map((d) => ({ ...d, cancelled: true }));
  let rerolled: number[] = [];
  if (spend.evade) {
    const which = evadeTargets(dice, scoring, spend.evade);
    if (a.band === 'long') dice = dice.map((d, i) => (which.includes(i) ? { ...d, cancelled: true } : d));
    else rerolled = which;
  }
  // Every outcome of the rerolled dice, equally likely (8 faces each).
  let outcomes: AttackDie[][] = [dice];
  for (const i of rerolled) {
    const faces = FLEET_DICE[(dice[i] as AttackDie).colour].faces.length;
    outcomes = outcomes.flatMap((o) =>
      Array.from({ length: faces }, (_, face) => o.map((d, j) => (j === i ? { ...d, face } : d))),
    );
  }
  let score = 0;
  let total = 0;
  for (const o of outcomes) {
    const out = damageOf(state, a, o, spend);
    score += a.defender.kind === 'squadron' ? out.hullLost : out.cards + (out.critical ? 0.5 : 0);
    total += out.total;
  }
  return { score: score / outcomes.length, total: total / outcomes.length };
}

const EPSILON = 1e-9;

/** The spend that leaves the least damage (ties: fewer tokens, then the list's order); `{}` when nothing helps. */
export function bestSpend(state: FleetState, a: AttackInProgress, spends: readonly DefenceSpend[]): DefenceSpend {
  let best: DefenceSpend = {};
  let bestF = forecast(state, a, best);
  for (const s of spends) {
    const f = forecast(state, a, s);
    const better =
      f.score < bestF.score - EPSILON ||
      (Math.abs(f.score - bestF.score) <= EPSILON &&
        (f.total < bestF.total - EPSILON ||
          (Math.abs(f.total - bestF.total) <= EPSILON && spendSize(s) < spendSize(best))));
    if (better) {
      best = s;
      bestF = f;
    }
  }
  return best;
}
