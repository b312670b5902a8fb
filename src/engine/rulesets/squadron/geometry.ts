/**
 * Where ships stand to each other on the mat (issue 14; seed 001's range ruler and arcs, the hex
 * adaptation of ../shared/reference/other-systems.md section 2.8): range bands between two bases,
 * whether one is in a weapon's arc, whether an obstacle obstructs the line, and the playing area.
 */
import { inArea, type BoardArea } from '../../core/footprint.js';
import { type Hex, hexCentre, hexDistance, hexEquals } from '../../core/hex.js';
import { segmentCrossesHexInterior } from '../../core/hex-line.js';
import { BASE_RADIUS, bearingTo, inArc, rangeBand } from './range.js';
import type { CarriedWeapon, MobileArc, SquadShip, SquadronState } from './state.js';

type Placed = Pick<SquadShip, 'hex' | 'facing' | 'stats' | 'mobileArc'>;

export const playingArea = (state: Pick<SquadronState, 'cols' | 'rows'>): BoardArea => ({
  kind: 'rectangle',
  minCol: 1,
  minRow: 1,
  cols: state.cols,
  rows: state.rows,
});

export const onMat = (state: Pick<SquadronState, 'cols' | 'rows'>, hex: Hex): boolean =>
  inArea(playingArea(state), hex);

export const bandBetween = (state: Pick<SquadronState, 'settings'>, a: Placed, b: Placed): number | undefined =>
  rangeBand(a.hex, a.stats.size, b.hex, b.stats.size, state.settings.edition);

const QUARTER_CENTRE: Readonly<Record<MobileArc, number>> = { forward: 0, right: 90, rear: 180, left: -90 };

/** A mobile arc: the quarter (90°) it points to, any part of the target's base counting. */
function inQuarter(from: Placed, to: Placed): boolean {
  const d = hexDistance(from.hex, to.hex);
  if (d === 0) return true;
  const bearing = bearingTo(from.hex, from.facing, to.hex);
  const off = Math.abs(((bearing - QUARTER_CENTRE[from.mobileArc] + 540) % 360) - 180);
  const width = (Math.asin(Math.min(1, BASE_RADIUS[to.stats.size] / d)) * 180) / Math.PI;
  return off - width <= 45 + 1e-9;
}

/** Whether `to` is in the primary weapon's arc of `from`. */
export function inPrimaryArc(state: Pick<SquadronState, 'settings'>, from: Placed, to: Placed): boolean {
  const edition = state.settings.edition;
  const front = inArc(from.hex, from.facing, to.hex, 'front', to.stats.size, edition);
  switch (from.stats.arc) {
    case 'front':
      return front;
    case 'frontRear':
      return front || inArc(from.hex, from.facing, to.hex, 'rear', to.stats.size, edition);
    case 'turret':
      return true;
    case 'mobile':
      return front || inQuarter(from, to);
  }
}

/** Whether `to` is in the front arc of `from` (a reinforce token's fore side; a front secondary weapon). */
export const inFrontArc = (state: Pick<SquadronState, 'settings'>, from: Placed, to: Placed): boolean =>
  inArc(from.hex, from.facing, to.hex, 'front', to.stats.size, state.settings.edition);

export function inWeaponArc(
  state: Pick<SquadronState, 'settings'>,
  weapon: CarriedWeapon | 'primary',
  from: Placed,
  to: Placed,
): boolean {
  if (weapon === 'primary') return inPrimaryArc(state, from, to);
  return weapon.arc === 'turret' || inFrontArc(state, from, to);
}

/** An obstacle lies across the line between the two bases' centres (one more defence die). */
export function obstructed(state: Pick<SquadronState, 'obstacles'>, a: Hex, b: Hex): boolean {
  return state.obstacles.some(
    (o) => !hexEquals(o.hex, a) && !hexEquals(o.hex, b) && segmentCrossesHexInterior(a, b, o.hex),
  );
}

/** Distance on the plane between two hex centres, in base widths (for the nearest enemy). */
export function planeDistance(a: Hex, b: Hex): number {
  const p = hexCentre(a);
  const q = hexCentre(b);
  return Math.hypot(p.x - q.x, p.y - q.y);
}
