/**
 * How an AI player values an impulse position (issue 18): what each side still has to fight with,
 * seen from `side`. A ship is worth its points scaled by the hull it has left, plus a little for every
 * shield box up; a destroyed ship, or one that left the map, is worth nothing (so the AI never flies
 * off the map). Own ships count for, enemy ships against, and each own ship loses a little for every
 * hex between the nearest enemy's range and the range its weapons do most at, so it closes to fight
 * at that range.
 *
 * The hard level leans this valuation (`AiWeights`): `facing` adds what the side's charged weapons
 * would do to the best target they bear on now, `exposure` takes off what the enemy's would do to the
 * side's ships, both from the real damage tables (the mean of the six faces at the range) and the
 * shields in the way; `focus` rewards damage piled on one enemy over damage spread.
 */
import { hexDistance } from '../../../core/hex.js';
import { seedRng } from '../../../core/rng.js';
import type { AiWeights } from '../../../ruleset.js';
import { protectionLeft, shieldFacing } from '../damage/hull.js';
import { isBlockedByPlanet } from '../firing/firing.js';
import { isInArc } from '../firing/arcs.js';
import type { GameState, ShipState } from '../state.js';
import { shipClass, weaponType } from '../ships.js';

const SHIELD_BOX = 0.5;

/** The normal level's valuation; the hard level's behaviours and personalities lean it. */
const DEFAULTS: Required<AiWeights> = { own: 1, enemy: 1, closing: 0.3, facing: 0.2, exposure: 0.2, focus: 0 };

const hullLost = (state: GameState, ship: ShipState): number =>
  ship.hullMarked / Math.max(1, shipClass(state, ship).hull.length);

function worth(state: GameState, ship: ShipState): number {
  if (ship.status !== 'active') return 0;
  const shields = Object.values(ship.shields).reduce((sum, n) => sum + n, 0);
  return shipClass(state, ship).points * (1 - hullLost(state, ship)) + SHIELD_BOX * shields;
}

/** The mean damage of one shot of a direct weapon at `range` (0 out of range). */
function meanDamage(state: GameState, weaponId: string, range: number): number {
  const weapon = weaponType(state, weaponId);
  if (weapon.kind !== 'direct') return 0;
  const band = weapon.bands.find((b) => range >= b.from && range <= b.to);
  return band ? band.damage.reduce((sum, d) => sum + d, 0) / 6 : 0;
}

/** What `damage` points on `target` from `from` cost it: shield boxes first, then hull boxes. */
function damageWorth(state: GameState, target: ShipState, from: ShipState, damage: number): number {
  const arc = shieldFacing(state, target, from.hex);
  const shielded = Math.min(damage, arc ? protectionLeft(state, target, arc) : 0);
  const cls = shipClass(state, target);
  return shielded * SHIELD_BOX + (damage - shielded) * (cls.points / cls.hull.length);
}

const bestRanges = new WeakMap<object, number>();

/**
 * The range at which a ship's direct weapons do the most, all groups together (1 when it has none):
 * where the AI closes to. A ship built for two or three hexes (the Kiri's arc projectors, seed 000's
 * ranged weapons) that knife-fights at one throws away what it was built for.
 */
function bestRange(state: GameState, ship: ShipState): number {
  const cls = shipClass(state, ship);
  const known = bestRanges.get(cls);
  if (known !== undefined) return known;
  let best = 1;
  let most = 0;
  for (let range = 1; range <= 12; range += 1) {
    const total = cls.groups.reduce((sum, g) => sum + g.count * meanDamage(state, g.weapon, range), 0);
    if (total > most) [best, most] = [range, total];
  }
  bestRanges.set(cls, best);
  return best;
}

/**
 * The most the charged weapons of `ship` could do now to one of `targets`: per group, charge
 * carried times the weapons' mean damage at the range, on the best target in arc and range.
 */
function threat(state: GameState, ship: ShipState, targets: readonly ShipState[]): number {
  const cls = shipClass(state, ship);
  let total = 0;
  ship.groups.forEach((group, i) => {
    const spec = cls.groups[i];
    if (!spec || group.destroyed) return;
    const charge = (group.red + group.yellow) / Math.max(1, spec.red + spec.yellow);
    if (charge === 0) return;
    let best = 0;
    for (const target of targets) {
      const range = hexDistance(ship.hex, target.hex);
      const mean = meanDamage(state, spec.weapon, range);
      if (mean === 0 || !spec.arcs.some((arc) => isInArc(ship.hex, ship.facing, target.hex, arc))) continue;
      if (isBlockedByPlanet(state, ship.hex, target.hex)) continue;
      best = Math.max(best, damageWorth(state, target, ship, mean * spec.count));
    }
    total += charge * best;
  });
  return total;
}

export function scoreForAi(state: GameState, side: string, weights: AiWeights = {}): number {
  const w = { ...DEFAULTS, ...weights };
  const active = state.ships.filter((s) => s.status === 'active');
  const own = active.filter((s) => s.side === side);
  const enemies = active.filter((s) => s.side !== side);
  let score = 0;
  for (const ship of state.ships) {
    if (ship.side === side) score += w.own * worth(state, ship);
    else score -= w.enemy * worth(state, ship) - w.focus * shipClass(state, ship).points * hullLost(state, ship) ** 2;
  }
  for (const ship of own) {
    const nearest = Math.min(...enemies.map((e) => hexDistance(ship.hex, e.hex)));
    if (Number.isFinite(nearest)) score -= w.closing * Math.abs(nearest - bestRange(state, ship));
    if (w.facing !== 0) score += w.facing * threat(state, ship, enemies);
  }
  if (w.exposure !== 0) for (const enemy of enemies) score -= w.exposure * threat(state, enemy, own);
  return score;
}

/**
 * The hard level's behaviours (seed 000's tactics, issue 18): close to knife range; joust, keeping
 * the charged weapons bearing; dodge the enemy's arcs; pull away to save a hurt ship; pile the fire
 * on one enemy; and the plain valuation (`steady`, the normal level's). Each is a whole set of weights
 * for `scoreForAi`, so a personality can scale any of them.
 */
export const BEHAVIOURS: Readonly<Record<string, AiWeights>> = {
  steady: DEFAULTS,
  close: { ...DEFAULTS, closing: 1.2 },
  joust: { ...DEFAULTS, facing: 0.6, closing: 0.1 },
  arcDodge: { ...DEFAULTS, exposure: 0.6 },
  retreat: { ...DEFAULTS, closing: -0.4, own: 1.5 },
  focusFire: { ...DEFAULTS, focus: 2 },
};

/** The stretch a plan counts in: the round and the impulse (or the phase between impulses). */
export const momentForAi = (state: GameState): string =>
  `${state.flow.round}:${state.flow.phase === 'turn' ? state.flow.impulse : state.flow.phase}`;

/**
 * The side's ships whose fate is the player's call, not an autopilot's (issue 18): half the hull or
 * more gone (fight on or pull away), or lost.
 */
export const handBackForAi = (state: GameState, side: string): string[] =>
  state.ships
    .filter(
      (s) => s.side === side && (s.status === 'destroyed' || (s.status === 'active' && hullLost(state, s) >= 0.5)),
    )
    .map((s) => s.id);

/** The same position with other dice to come: the AI weighs a shot over several rolls. */
export const reseedForAi = (state: GameState, seed: string): GameState => ({ ...state, rng: seedRng(seed) });
