/**
 * How an AI player values an impulse position (issue 18, the normal level): what each side still has
 * to fight with, seen from `side`. A ship is worth its points scaled by the hull it has left, plus a
 * little for every shield box up; a destroyed ship, or one that left the map, is worth nothing (so
 * the AI never flies off the map). Own ships count for, enemy ships against, and each own ship loses
 * a little for every hex between it and the nearest enemy, so it closes to fight.
 */
import { hexDistance } from '../../core/hex.js';
import { seedRng } from '../../core/rng.js';
import type { GameState, ShipState } from './state.js';
import { shipClass } from './ships.js';

const SHIELD_BOX = 0.5;
const CLOSING = 0.3;

function worth(state: GameState, ship: ShipState): number {
  if (ship.status !== 'active') return 0;
  const cls = shipClass(state, ship);
  const hullLeft = 1 - ship.hullMarked / Math.max(1, cls.hull.length);
  const shields = Object.values(ship.shields).reduce((sum, n) => sum + n, 0);
  return cls.points * hullLeft + SHIELD_BOX * shields;
}

export function scoreForAi(state: GameState, side: string): number {
  const active = state.ships.filter((s) => s.status === 'active');
  const enemies = active.filter((s) => s.side !== side);
  let score = 0;
  for (const ship of state.ships) score += (ship.side === side ? 1 : -1) * worth(state, ship);
  for (const ship of active.filter((s) => s.side === side)) {
    const nearest = Math.min(...enemies.map((e) => hexDistance(ship.hex, e.hex)));
    if (Number.isFinite(nearest)) score -= CLOSING * nearest;
  }
  return score;
}

/** The same position with other dice to come: the AI weighs a shot over several rolls. */
export const reseedForAi = (state: GameState, seed: string): GameState => ({ ...state, rng: seedRng(seed) });
