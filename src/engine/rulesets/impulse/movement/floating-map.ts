/**
 * The floating map (seed 000 section 1.1.3, complication 2; DESIGN.md section 5): the map has no
 * edge, and the picture frames the action. Only when the ships spread beyond the full area (by
 * default two 24 x 18 maps side by side or one above the other) does the retreat rule apply: any ship
 * at the edge of the spread that is `retreatDistance` (6) or more hexes from every other ship
 * retreats and leaves the game. Terrain that no longer fits is removed for good when it is that far
 * from every ship.
 */
import { type Hex, hexDistance } from '../../../core/hex.js';
import { toOffset } from '../../../core/hex-label.js';
import { type Ctx, editShip } from '../context.js';
import { activeShips, refOf } from '../ships.js';
import type { Settings } from '../settings.js';
import type { ShipState, TerrainState } from '../state.js';

interface Box {
  minCol: number;
  maxCol: number;
  minRow: number;
  maxRow: number;
}

function boundingBox(hexes: readonly Hex[]): Box | null {
  if (hexes.length === 0) return null;
  const box = { minCol: Infinity, maxCol: -Infinity, minRow: Infinity, maxRow: -Infinity };
  for (const h of hexes) {
    const { col, row } = toOffset(h);
    box.minCol = Math.min(box.minCol, col);
    box.maxCol = Math.max(box.maxCol, col);
    box.minRow = Math.min(box.minRow, row);
    box.maxRow = Math.max(box.maxRow, row);
  }
  return box;
}

/** The hexes fit on the maps joined in a row or in a column. */
export function fitsArea(hexes: readonly Hex[], settings: Settings): boolean {
  const box = boundingBox(hexes);
  if (!box) return true;
  const width = box.maxCol - box.minCol + 1;
  const height = box.maxRow - box.minRow + 1;
  const { mapColumns: cols, mapRows: rows, maps } = settings;
  return (width <= cols * maps && height <= rows) || (width <= cols && height <= rows * maps);
}

function onEdge(h: Hex, box: Box): boolean {
  const { col, row } = toOffset(h);
  return col === box.minCol || col === box.maxCol || row === box.minRow || row === box.maxRow;
}

const distanceToNearest = (h: Hex, others: readonly ShipState[]): number =>
  Math.min(Infinity, ...others.map((o) => hexDistance(h, o.hex)));

/** Ships at the edge of the spread and far enough from every other ship to leave. */
function shipsThatMayLeave(ships: readonly ShipState[], retreatDistance: number): ShipState[] {
  const box = boundingBox(ships.map((s) => s.hex)) as Box;
  return ships.filter(
    (s) =>
      onEdge(s.hex, box) &&
      distanceToNearest(
        s.hex,
        ships.filter((o) => o.id !== s.id),
      ) >= retreatDistance,
  );
}

/**
 * The rule starts from the ship that is moving off the map (seed 000): if it may leave, it alone
 * retreats and the rest are framed anew. Only if the spread still does not fit do the other ships
 * at its edge that are far enough out retreat too.
 */
function retreatShips(ctx: Ctx, moverId: string): void {
  const { settings } = ctx.state;
  for (;;) {
    const ships = activeShips(ctx.state);
    if (
      fitsArea(
        ships.map((s) => s.hex),
        settings,
      )
    )
      return;
    const candidates = shipsThatMayLeave(ships, settings.retreatDistance);
    const mover = candidates.find((s) => s.id === moverId);
    const leaving = mover ? [mover] : candidates;
    // Nobody is far enough out to retreat: the map simply floats on.
    if (leaving.length === 0) return;
    for (const leaver of leaving) {
      const ship = editShip(ctx, leaver);
      ship.status = 'retreated';
      ctx.emit({ type: 'shipRetreated', ship: refOf(ship), hex: ship.hex });
    }
  }
}

function removeStrandedTerrain(ctx: Ctx): void {
  const { state } = ctx;
  const ships = activeShips(state);
  const farFromShips = (t: TerrainState): number => Math.min(...t.hexes.map((h) => distanceToNearest(h, ships)));
  for (;;) {
    const all = [...ships.map((s) => s.hex), ...state.terrain.flatMap((t) => t.hexes)];
    if (fitsArea(all, state.settings)) return;
    const removable = state.terrain
      .filter((t) => farFromShips(t) >= state.settings.retreatDistance)
      .sort((a, b) => farFromShips(b) - farFromShips(a) || (a.id < b.id ? -1 : 1));
    const gone = removable[0];
    if (!gone) return;
    state.terrain = state.terrain.filter((t) => t.id !== gone.id);
    ctx.emit({ type: 'terrainRemoved', terrain: gone.id, kind: gone.kind });
  }
}

/** Applies the retreat rule after the ship `moverId` has moved. */
export function applyFloatingMap(ctx: Ctx, moverId: string): void {
  retreatShips(ctx, moverId);
  removeStrandedTerrain(ctx);
}
