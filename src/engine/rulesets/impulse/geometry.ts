/**
 * Impulse's geometry for the ruleset contract (issue 42; src/engine/ruleset-geometry.ts), built
 * from the rules impulse already plays by (seed 000; DESIGN.md section 5): one-hex ships, hex
 * distance, Talon's four arcs, planets that block a line of fire. Vector flies the same ships on the
 * same board (seed 002), so it takes this over its own state's board.
 *
 * Range belongs to each weapon (its own bands in the weapon data), so impulse names no bands of its
 * own. Asteroid and nebula hexes a line crosses obstruct it (their die modifier); the exact
 * modifier, with its rule for a line along a hexside, stays `fireModifier`'s.
 */
import { SINGLE_HEX, type PlacedFootprint } from '../../core/footprint.js';
import { type Hex, hexDistance } from '../../core/hex.js';
import { formatHex, parseHex } from '../../core/hex-label.js';
import { lineOfSight } from '../../core/sight.js';
import type { RulesetGeometry } from '../../ruleset-geometry.js';
import { ARC_SECTORS, arcsContaining } from './firing/arcs.js';
import { terrainAt } from './firing/terrain.js';
import type { GameState, ShipState } from './state.js';

/** A ship still on the board (a destroyed or retreated ship has no place to measure from). */
function onBoard(board: GameState, id: string): ShipState | undefined {
  const ship = board.ships.find((s) => s.id === id);
  return ship && ship.status === 'active' ? ship : undefined;
}

const both = (board: GameState, a: string, b: string): [ShipState, ShipState] | undefined => {
  const from = onBoard(board, a);
  const to = onBoard(board, b);
  return from && to ? [from, to] : undefined;
};

function sightTest(board: GameState) {
  return (hex: Hex, crossed: boolean) => {
    const kind = terrainAt(board, hex);
    if (kind === 'planet') return 'blocks' as const;
    return kind !== null && crossed ? ('obstructs' as const) : ('clear' as const);
  };
}

/** Impulse's geometry over whatever state holds an impulse board (impulse's own state, vector's `board`). */
export function impulseGeometry<State>(boardOf: (state: State) => GameState): RulesetGeometry<State> {
  return {
    parsePosition: parseHex,
    formatPosition: formatHex,
    footprint: (state, unit): PlacedFootprint | undefined => {
      const ship = onBoard(boardOf(state), unit);
      return ship && { footprint: SINGLE_HEX, anchor: ship.hex, facing: ship.facing };
    },
    distance: (state, from, to) => {
      const pair = both(boardOf(state), from, to);
      return pair && hexDistance(pair[0].hex, pair[1].hex);
    },
    rangeBands: [],
    rangeBand: () => undefined,
    arcs: (state, unit) => (onBoard(boardOf(state), unit) ? ARC_SECTORS : []),
    arcsContaining: (state, unit, target) => {
      const pair = both(boardOf(state), unit, target);
      return pair ? arcsContaining(pair[0].hex, pair[0].facing, pair[1].hex) : [];
    },
    lineOfSight: (state, from, to) => {
      const board = boardOf(state);
      const pair = both(board, from, to);
      return pair && lineOfSight(pair[0].hex, pair[1].hex, sightTest(board));
    },
  };
}
