/**
 * Gunline's fire (tests only): both ships fire at once each round. A ship rolls two gun dice at long
 * range, three at close (the range band, geometry.ts), one more when its revealed order is `aim`.
 * Each gun die is a symbol die: three blanks, two `hit` (1 damage), one `crit` (2 damage). The hits
 * then meet the target: `brace` stops one, the hull zone the shot strikes changes one (the bow
 * stops one more, the stern takes one more, the broadsides neither).
 */
import { countSymbols, rollPool, type Rng, type SymbolDie, type SymbolDiceEvent } from '../../../src/engine/index.js';
import { bandBetween, zoneFacing, type HullZone, type Placement, type RangeBand } from './geometry.js';

export const STANCES = ['aim', 'brace', 'turn'] as const;
export type Stance = (typeof STANCES)[number];

/** The gun die: a face is a multiset of symbols (the engine core's symbol dice). */
export const GUN_DIE: SymbolDie = { name: 'gun', faces: [{}, {}, {}, { hit: 1 }, { hit: 1 }, { crit: 1 }] };

const ZONE_ARMOUR: Readonly<Record<HullZone, number>> = { bow: 1, starboard: 0, port: 0, stern: -1 };
const BAND_DICE: Readonly<Record<RangeBand, number>> = { close: 3, long: 2 };

export interface VolleyShip {
  readonly id: string;
  readonly side: string;
  readonly at: Placement;
}

/** One ship's volley at its target, as the report tells it. */
export interface Volley {
  readonly firer: string;
  readonly target: string;
  readonly band: RangeBand;
  readonly zone: HullZone;
  /** Damage rolled, before the target's brace and armour. */
  readonly rolled: number;
  /** What reaches the target's hull unless it raises its shield. */
  readonly damage: number;
  readonly event: SymbolDiceEvent;
}

/** `firer`'s volley at `target` (undefined out of range), its dice rolled from `rng`. */
export function fireVolley(
  rng: Rng,
  firer: VolleyShip,
  target: VolleyShip,
  stances: Readonly<Record<string, Stance>>,
): Volley | undefined {
  const band = bandBetween(firer.at, target.at);
  if (!band) return undefined;
  const dice = BAND_DICE[band] + (stances[firer.id] === 'aim' ? 1 : 0);
  const rolled = rollPool(rng, GUN_DIE, dice, `${firer.side} fires`);
  const symbols = countSymbols(GUN_DIE, rolled.pool);
  const hits = (symbols['hit'] ?? 0) + 2 * (symbols['crit'] ?? 0);
  const zone = zoneFacing(target.at, firer.at);
  const braced = stances[target.id] === 'brace' ? 1 : 0;
  const damage = hits === 0 ? 0 : Math.max(0, hits - braced - ZONE_ARMOUR[zone]);
  return { firer: firer.id, target: target.id, band, zone, rolled: hits, damage, event: rolled.event };
}
