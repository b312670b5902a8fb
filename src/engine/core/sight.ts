/**
 * Line of sight (issue 42; other-systems.md sections 4.5 and 5.9): the hex line between two points
 * or two bases, and what the hexes on it do to sight. A ruleset says per hex whether it blocks (no
 * sight: a planet, dense terrain, another hull zone of the defender) or obstructs (sight, but worse:
 * Armada's one die less, X-Wing's extra defence die, a hex asteroid field's die modifier), and
 * whether a hex the line only grazes (along an edge or through a corner) counts: each system decides.
 * The two end hexes never count: a unit does not hide itself or its target.
 */
import { type PlacedFootprint, occupiedHexes } from './footprint.js';
import { type Hex, hexEquals } from './hex.js';
import { lineOfFire } from './hex-line.js';

/** What one hex on a line does to sight; `crossed` is false when the line only grazes it. */
export type HexSight = 'clear' | 'obstructs' | 'blocks';
export type SightTest = (hex: Hex, crossed: boolean) => HexSight;

export interface Sight {
  /** Nothing on the line blocks. */
  readonly visible: boolean;
  /** Visible, with at least one obstructing hex on the line. */
  readonly obstructed: boolean;
  /** The hexes that block, and those that obstruct, nearest first. */
  readonly blockedBy: readonly Hex[];
  readonly obstructedBy: readonly Hex[];
}

/** Sight along the line from one hex centre to another. */
export function lineOfSight(from: Hex, to: Hex, test: SightTest): Sight {
  const blockedBy: Hex[] = [];
  const obstructedBy: Hex[] = [];
  for (const { hex, crossed } of lineOfFire(from, to)) {
    if (hexEquals(hex, from) || hexEquals(hex, to)) continue;
    const seen = test(hex, crossed);
    if (seen === 'blocks') blockedBy.push(hex);
    else if (seen === 'obstructs') obstructedBy.push(hex);
  }
  return {
    visible: blockedBy.length === 0,
    obstructed: blockedBy.length === 0 && obstructedBy.length > 0,
    blockedBy,
    obstructedBy,
  };
}

/** Better sight first: clear, then obstructed, then blocked; among equals, fewer hexes in the way. */
const rank = (s: Sight): number =>
  (s.visible ? (s.obstructed ? 1 : 0) : 2) * 1000 + s.blockedBy.length + s.obstructedBy.length;

/**
 * The best sight between two bases: over every pair of a hex of one and a hex of the other (a 40k
 * unit sees what any of its models sees; the attacker picks the best line), the clearest line, the
 * first such pair in the footprints' order when several are equally clear.
 */
export function footprintSight(from: PlacedFootprint, to: PlacedFootprint, test: SightTest): Sight {
  let best: Sight | undefined;
  for (const a of occupiedHexes(from))
    for (const b of occupiedHexes(to)) {
      const sight = lineOfSight(a, b, test);
      if (!best || rank(sight) < rank(best)) best = sight;
    }
  // A footprint always covers its anchor, so there is at least one pair.
  return best as Sight;
}
