/**
 * One balance game (issue 18, deliverable 6): `n` ships of class `a` against `m` of class `b`, the
 * normal AI on both sides, each game seeded by its number so a run can be repeated exactly and its
 * games shared among processes in any order.
 */
import type { loadCatalog } from '../../assets/load-catalog.js';
import { playMatch } from '../../ai/match.js';
import { createRng, impulse, seedRng, type AnyRuleset } from '../../engine/index.js';

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/** The most ships of one class a side fields where some fleets of that size come to equal points. */
export const MOST = 10;

/**
 * The most a side fields where no fleets of up to MOST ships come within EQUAL of equal points: a
 * small ship against a dreadnought (13 Lantern of 49 against 2 Zerath of 318) is still judged rather
 * than only reported, since a cost can be wrong there too.
 */
export const MOST_UNEVEN = 13;

/** Two fleets whose points differ by no more than this share of the larger are at equal points. */
export const EQUAL = 0.05;

/** One game of a pairing: which classes, how many of each, and its number in the pairing. */
export interface DuelJob {
  readonly a: string;
  readonly b: string;
  readonly n: number;
  readonly m: number;
  readonly game: number;
}

/** How far apart `x` ships of cost `a` and `y` of cost `b` are, as a share of the larger side's points. */
export function pointsGap(a: number, b: number, [x, y]: readonly [number, number]): number {
  return Math.abs(x * a - y * b) / Math.max(x * a, y * b);
}

/**
 * How many ships of each class to field: the fewest ships (up to MOST a side, or MOST_UNEVEN where
 * no fleets that small come level) that bring the sides within EQUAL of equal points, so a pairing
 * of big ships stays a game that ends; where none do, the counts that come nearest (that pairing is
 * reported, not judged).
 */
export function fleetCounts(a: number, b: number): [number, number] {
  return equalFleets(a, b, MOST) ?? equalFleets(a, b, MOST_UNEVEN) ?? nearestFleets(a, b, MOST_UNEVEN);
}

/** Every pair of fleet sizes of up to `most` ships a side. */
function fleetSizes(most: number): [number, number][] {
  return Array.from({ length: most * most }, (_, i): [number, number] => [(i % most) + 1, Math.floor(i / most) + 1]);
}

/** Of `sizes`, the one whose points come nearest level (the first of those tied). */
function nearest(a: number, b: number, sizes: [number, number][]): [number, number] {
  return sizes.reduce((best, f) => (pointsGap(a, b, f) < pointsGap(a, b, best) ? f : best));
}

/** The fewest ships of up to `most` a side within EQUAL of equal points, the nearest of those; none if none are. */
function equalFleets(a: number, b: number, most: number): [number, number] | undefined {
  const equal = fleetSizes(most).filter((f) => pointsGap(a, b, f) <= EQUAL);
  if (equal.length === 0) return undefined;
  const fewest = Math.min(...equal.map(([x, y]) => x + y));
  return nearest(
    a,
    b,
    equal.filter(([x, y]) => x + y === fewest),
  );
}

/** The fleets of up to `most` a side whose points come nearest level. */
function nearestFleets(a: number, b: number, most: number): [number, number] {
  return nearest(a, b, fleetSizes(most));
}

/**
 * Where the two lines start: side one's line is centred on column 38 at row 24, facing south; side
 * two's is `apart` rows south of it, facing north, its centre `across` columns to one side.
 */
export interface Deployment {
  readonly across: number;
  readonly apart: number;
}

/** The farthest side two's line is moved across, in columns. */
export const ACROSS = 4;
/** The nearest and farthest the lines start, in rows: the long guns in range, or all out of it. */
export const APART = [7, 11] as const;

/** The column side one's line is centred on: room for MOST_UNEVEN ships and ACROSS either way, two digits. */
const CENTRE = 38;

/**
 * The deployment of game `game` of a pairing, drawn from the pairing's seed. One fixed deployment
 * measured the geometry as much as the ships: moving one line by a single column took six Kiri
 * against five Lanterns from 88% to 43% or 38% (40 games each). So every two games draw their own;
 * games 2k and 2k + 1 share one, the classes' sides swapped, so neither class keeps the better start.
 */
export function deployment(job: DuelJob): Deployment {
  const rng = createRng(seedRng(`balance-deployment-${job.a}-${job.n}-${job.b}-${job.m}-${Math.floor(job.game / 2)}`));
  const across = rng.int(2 * ACROSS + 1) - ACROSS;
  return { across, apart: APART[0] + rng.int(APART[1] - APART[0] + 1) };
}

/** A duel scenario: `k` ships of class `one` against `l` of class `two`, deployed as `at` says. */
export function duelScenario(
  one: impulse.ShipClass,
  k: number,
  two: impulse.ShipClass,
  l: number,
  at: Deployment,
): unknown {
  const line = (cls: impulse.ShipClass, count: number, side: string, centre: number, row: number, facing: string) =>
    Array.from({ length: count }, (_, i) => ({
      side,
      class: cls.id,
      name: `${side}-${i + 1}`,
      hex: `${centre - (count - 1) + 2 * i}${row}`,
      facing,
    }));
  return {
    id: 'balance',
    name: 'Balance',
    description: '',
    sides: [
      { id: 'one', name: 'One', faction: one.faction },
      { id: 'two', name: 'Two', faction: two.faction },
    ],
    initiative: 'two',
    ships: [...line(one, k, 'one', CENTRE, 24, 'S'), ...line(two, l, 'two', CENTRE + at.across, 24 + at.apart, 'N')],
    victory: [{ kind: 'lastSideStanding' }],
  };
}

/** Class `a`'s score in one game: 1 for a win, a half for a draw, 0 for a loss. */
export function playDuel(rules: AnyRuleset, catalog: Catalog, job: DuelJob, at = deployment(job)): number {
  const a = catalog.classes.find((c) => c.id === job.a);
  const b = catalog.classes.find((c) => c.id === job.b);
  if (!a || !b) throw new Error(`no class ${a ? job.b : job.a}`);
  // Sides swap every game, so neither class keeps the side that moves second.
  const swap = job.game % 2 === 1;
  const scenario = impulse.ScenarioSchema.parse(
    swap ? duelScenario(b, job.m, a, job.n, at) : duelScenario(a, job.n, b, job.m, at),
  );
  const created = rules.createGame(scenario, null, catalog, `balance-${a.id}-${b.id}-${job.game}`);
  if (!created.ok) throw new Error(`${a.id} against ${b.id} did not start`);
  const result = playMatch(rules, created.value.state, { one: 'normal', two: 'normal' }, `balance-${job.game}`);
  const aSide = swap ? 'two' : 'one';
  return result.winner === null ? 0.5 : result.winner === aSide ? 1 : 0;
}
