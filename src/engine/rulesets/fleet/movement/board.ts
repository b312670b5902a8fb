/**
 * The board as movement sees it (issue 43; other-systems.md 5.9): the scenario's columns by rows of
 * hex labels (core/hex-label.ts, from column and row 0), and what stands on a hex. A squadron's hex
 * holds nothing else (5.9 "Footprints"); obstacles take no room (ships and squadrons may end on them).
 */
import { fitsInArea, inArea, type BoardArea, type PlacedFootprint } from '../../../core/footprint.js';
import { type Hex, hexEquals, hexKey } from '../../../core/hex.js';
import { liveShips, liveSquadrons, shipHexes } from '../geometry/base.js';
import type { FleetState } from '../state.js';

/** The play area: the board's columns and rows of hex labels. */
export const boardArea = (state: Pick<FleetState, 'board'>): BoardArea => ({
  kind: 'rectangle',
  minCol: 0,
  minRow: 0,
  cols: state.board.cols,
  rows: state.board.rows,
});

export const onBoard = (state: Pick<FleetState, 'board'>, h: Hex): boolean => inArea(boardArea(state), h);

/** The whole base lies on the board (a ship leaving it is destroyed). */
export const baseOnBoard = (state: Pick<FleetState, 'board'>, base: PlacedFootprint): boolean =>
  fitsInArea(base, boardArea(state));

/** The hexes live ships cover, by key (`exceptShip` left out: a ship does not stand in its own way). */
export function shipHexKeys(state: Pick<FleetState, 'ships' | 'catalog'>, exceptShip?: string): Set<string> {
  const keys = new Set<string>();
  for (const ship of liveShips(state)) {
    if (ship.id === exceptShip) continue;
    for (const h of shipHexes(state, ship)) keys.add(hexKey(h));
  }
  return keys;
}

/** The live squadron on `h`, if any (`exceptSquadron` left out). */
export const squadronOn = (state: Pick<FleetState, 'squadrons'>, h: Hex, exceptSquadron?: string) =>
  liveSquadrons(state).find((sq) => sq.id !== exceptSquadron && hexEquals(sq.hex, h));

/** No live ship and no live squadron (but `exceptSquadron`) stands on `h`. */
export function hexFree(
  state: Pick<FleetState, 'ships' | 'squadrons' | 'catalog'>,
  h: Hex,
  exceptSquadron?: string,
): boolean {
  return !shipHexKeys(state).has(hexKey(h)) && !squadronOn(state, h, exceptSquadron);
}
