/**
 * Overlaps on the way (issue 14; seed 001's FAQ "Colisões" and "Obstáculos"; the hex rule of
 * ../shared/reference/other-systems.md section 2.8). Two bases overlap when their hexes are nearer
 * than the sum of their radii: small ships only in the same hex, a large one with anything next to
 * it. A manoeuvre whose end would overlap another ship backs up along its path, hex by hex, until
 * it overlaps none (at worst to where it started), and the ship skips its action step. A path that
 * passes through or ends on an obstacle also skips the action step; which obstacles then roll for
 * damage is the obstacle's rule.
 */
import { type Hex, hexDistance, hexEquals, hexKey } from '../../core/hex.js';
import { BASE_RADIUS } from './range.js';
import type { BaseSize, Flight } from './manoeuvres.js';

export interface Body {
  readonly hex: Hex;
  readonly size: BaseSize;
}

export const overlaps = (a: Body, b: Body): boolean =>
  hexDistance(a.hex, b.hex) < BASE_RADIUS[a.size] + BASE_RADIUS[b.size] - 1e-9;

export interface Landing {
  /** Where the ship ends: the flight's end, or the last hex of its path it fits in. */
  readonly end: Hex;
  /** It backed up against another ship (and skips its action step). */
  readonly bumped: boolean;
  /** The obstacle hexes the path passed through or ended on, in order (each skips the action step). */
  readonly obstacles: readonly Hex[];
}

/**
 * Lands a flight among `others` (the other ships, where they are) and `obstacles` (hexes). A bumped
 * ship keeps the facing it had (the manoeuvre's end facing applies only if it arrives).
 */
export function land(
  from: Hex,
  size: BaseSize,
  flight: Flight,
  others: readonly Body[],
  obstacles: readonly Hex[],
): Landing {
  const fits = (h: Hex) => !others.some((o) => overlaps({ hex: h, size }, o));
  const stops = [from, ...flight.path];
  let at = stops.length - 1;
  while (at > 0 && !fits(stops[at] as Hex)) at -= 1;
  const end = stops[at] as Hex;
  const rocks = new Set(obstacles.map(hexKey));
  const travelled = flight.path.slice(0, at);
  return {
    end,
    bumped: !hexEquals(end, flight.end),
    obstacles: travelled.filter((h) => rocks.has(hexKey(h))),
  };
}
