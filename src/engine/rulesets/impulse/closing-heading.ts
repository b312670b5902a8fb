/**
 * The autopilot's heading (issue 13): until the AI's normal level exists (issue 18), a ship on
 * autopilot takes, among its legal moves, the one that brings it nearest an enemy ship. It never
 * takes a move that spreads the fleet beyond the playing area (the floating map's retreat rule,
 * seed 000 section 1.1.3 complication 2, would take it off the map), and it avoids a friendly ship's
 * hex while collisions deal damage. Ties keep the ship straight (no turn countdown started), then
 * keep an enemy in the forward arc, then follow the order of the move kinds, so the choice is
 * deterministic.
 */
import { isInArc } from '../../core/arcs.js';
import { type Hex, hexDistance, hexEquals } from '../../core/hex.js';
import { fitsArea } from './floating-map.js';
import { type MoveOption, moveOptions } from './movement.js';
import { activeShips } from './ships.js';
import type { GameState, ShipState } from './state.js';

/** The hexes of every active ship with `ship` moved to `to`. */
const spreadWith = (state: GameState, ship: ShipState, to: Hex): Hex[] =>
  state.ships.filter((s) => s.status === 'active').map((s) => (s.id === ship.id ? to : s.hex));

/** A move keeps the ship on the map when the fleet still fits the playing area afterwards. */
export const staysOnMap = (state: GameState, ship: ShipState, to: Hex): boolean =>
  fitsArea(spreadWith(state, ship, to), state.settings);

interface Scored {
  readonly option: MoveOption;
  readonly score: readonly number[];
}

function scoreOf(state: GameState, ship: ShipState, option: MoveOption, order: number): Scored {
  const enemies = state.ships.filter((s) => s.status === 'active' && s.side !== ship.side);
  const nearest = Math.min(Infinity, ...enemies.map((e) => hexDistance(option.to, e.hex)));
  const crowded =
    state.settings.collisions &&
    activeShips(state, ship.side).some((s) => s.id !== ship.id && hexEquals(s.hex, option.to));
  const ahead = enemies.some((e) => isInArc(option.to, option.facing, e.hex, 'forward'));
  return {
    option,
    score: [crowded ? 1 : 0, nearest, option.how === 'straight' ? 0 : 1, ahead ? 0 : 1, order],
  };
}

const compare = (a: Scored, b: Scored): number => {
  for (let i = 0; i < a.score.length; i += 1) {
    const d = (a.score[i] ?? 0) - (b.score[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** The move the autopilot makes now, or undefined when every legal move would leave the map. */
export function closingMove(state: GameState, ship: ShipState): MoveOption | undefined {
  return moveOptions(state, ship)
    .filter((o) => staysOnMap(state, ship, o.to))
    .map((o, i) => scoreOf(state, ship, o, i))
    .sort(compare)[0]?.option;
}
