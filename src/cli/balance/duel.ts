/**
 * One balance game (issue 18, deliverable 6): `n` ships of class `a` against `m` of class `b`, the
 * normal AI on both sides, each game seeded by its number so a run can be repeated exactly and its
 * games shared among processes in any order.
 */
import type { loadCatalog } from '../../assets/load-catalog.js';
import { playMatch } from '../../ai/match.js';
import { impulse, type AnyRuleset } from '../../engine/index.js';

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/** The most ships of one class a side fields. */
export const MOST = 6;

/** One game of a pairing: which classes, how many of each, and its number in the pairing. */
export interface DuelJob {
  readonly a: string;
  readonly b: string;
  readonly n: number;
  readonly m: number;
  readonly game: number;
}

/** How many ships of each class (up to MOST) bring the two sides' points closest. */
export function fleetCounts(a: number, b: number): [number, number] {
  const gap = ([x, y]: [number, number]) => Math.abs(x * a - y * b) / Math.max(x * a, y * b);
  let best: [number, number] = [1, 1];
  for (let x = 1; x <= MOST; x += 1) for (let y = 1; y <= MOST; y += 1) if (gap([x, y]) < gap(best)) best = [x, y];
  return best;
}

/** A duel scenario: `n` ships of class `a` (side one, facing south) against `m` of class `b`. */
function duelScenario(a: impulse.ShipClass, n: number, b: impulse.ShipClass, m: number, swap: boolean): unknown {
  const [one, two, k, l] = swap ? [b, a, m, n] : [a, b, n, m];
  const line = (cls: impulse.ShipClass, count: number, side: string, row: number, facing: string) =>
    Array.from({ length: count }, (_, i) => ({
      side,
      class: cls.id,
      name: `${side}-${i + 1}`,
      hex: `${29 + 2 * i}${row}`,
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
    ships: [...line(one, k, 'one', 24, 'S'), ...line(two, l, 'two', 33, 'N')],
    victory: [{ kind: 'lastSideStanding' }],
  };
}

/** Class `a`'s score in one game: 1 for a win, a half for a draw, 0 for a loss. */
export function playDuel(rules: AnyRuleset, catalog: Catalog, job: DuelJob): number {
  const a = catalog.classes.find((c) => c.id === job.a);
  const b = catalog.classes.find((c) => c.id === job.b);
  if (!a || !b) throw new Error(`no class ${a ? job.b : job.a}`);
  // Sides swap every game, so neither class keeps the side that moves second.
  const swap = job.game % 2 === 1;
  const scenario = impulse.ScenarioSchema.parse(duelScenario(a, job.n, b, job.m, swap));
  const created = rules.createGame(scenario, catalog, `balance-${a.id}-${b.id}-${job.game}`);
  if (!created.ok) throw new Error(`${a.id} against ${b.id} did not start`);
  const result = playMatch(rules, created.value.state, { one: 'normal', two: 'normal' }, `balance-${job.game}`);
  const aSide = swap ? 'two' : 'one';
  return result.winner === null ? 0.5 : result.winner === aSide ? 1 : 0;
}
