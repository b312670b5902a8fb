/**
 * The balance report (issue 18, deliverable 6): the win-rate matrix, each class's average at equal
 * points, and the pairings at equal points above the goal, with their 95% intervals.
 */
import { wilson } from '../../ai/match.js';
import type { impulse } from '../../engine/index.js';
import { ACROSS, APART, EQUAL, MOST, pointsGap } from './duel.js';
import { fitPointCosts } from './fit.js';

const GOAL = 0.65;

export interface Pairing {
  readonly a: impulse.ShipClass;
  readonly b: impulse.ShipClass;
  readonly n: number;
  readonly m: number;
}

/** The chance that an even match (50%) shows above GOAL in `games` games: the binomial tail. */
function evenAbove(games: number): number {
  let tail = 0;
  for (let k = Math.floor(GOAL * games) + 1; k <= games; k += 1) tail += binomial(games, k) / 2 ** games;
  return tail;
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - i + 1)) / i;
  return c;
}

/**
 * The costs the run's games say each class is worth (src/cli/balance/fit.ts): a table of the class,
 * its cost, its fitted strength per point and the cost that strength asks for.
 */
function fittedCosts(
  classes: readonly impulse.ShipClass[],
  pairings: readonly Pairing[],
  totals: readonly number[],
  games: number,
): string[] {
  // Two classes are one pairing: it cannot tell the worth of a point from the classes' strengths.
  if (classes.length < 3) return ['Costs are fitted when three classes or more are paired.'];
  const fit = fitPointCosts({
    classes,
    results: pairings.map(({ a, b, n, m }, p) => ({ a: a.id, b: b.id, n, m, score: totals[p] ?? 0, games })),
  });
  const edge = Math.round(100 / (1 + Math.exp(-fit.beta * Math.log(1.1))));
  return [
    `Costs fitted to these games (every pairing, judged or not): the chance that n ships of class a beat m of class b taken as σ(β · (ln(n·a's cost / m·b's cost) + ln(a's strength / b's strength))), fitted by maximum likelihood. β = ${fit.beta.toFixed(2)}: between classes of equal strength per point, the side with 10% more points wins ${edge}%. A strength above 1 means the class does more than its cost says.`,
    '',
    '| class | cost | strength per point | fitted cost |',
    '|---|---:|---:|---:|',
    ...classes.map((c) => {
      const strength = fit.strength.get(c.id) ?? 1;
      return `| ${c.name} | ${c.points} | ${strength.toFixed(2)} | ${Math.round(c.points * strength)} |`;
    }),
  ];
}

/** `scores` holds class `a`'s score in each game, pairing after pairing, `games` to a pairing. */
export function balanceReport(
  classes: readonly impulse.ShipClass[],
  pairings: readonly Pairing[],
  scores: readonly number[],
  games: number,
): string {
  const rate = new Map<string, number>();
  const flagged: string[] = [];
  const unequal: string[] = [];
  /** Each class's win rates in the pairings judged: its average says whether it costs too little. */
  const atEqual = new Map<string, number[]>();
  let judged = 0;
  let clear = 0;
  const totals = pairings.map((_, p) => scores.slice(p * games, (p + 1) * games).reduce((sum, s) => sum + s, 0));
  for (const [p, { a, b, n, m }] of pairings.entries()) {
    const score = totals[p] ?? 0;
    rate.set(`${a.id}|${b.id}`, score / games);
    rate.set(`${b.id}|${a.id}`, 1 - score / games);
    const top = Math.max(score / games, 1 - score / games);
    const fleets = `${n} ${a.name} (${n * a.points} pts) against ${m} ${b.name} (${m * b.points} pts)`;
    if (pointsGap(a.points, b.points, [n, m]) > EQUAL) {
      unequal.push(`${fleets}: ${Math.round((score / games) * 100)}%`);
      continue;
    }
    judged += 1;
    atEqual.set(a.id, [...(atEqual.get(a.id) ?? []), score / games]);
    atEqual.set(b.id, [...(atEqual.get(b.id) ?? []), 1 - score / games]);
    if (top > GOAL) {
      const ci = wilson(Math.max(score, games - score), games);
      if (ci.low > GOAL) clear += 1;
      const winner = score / games > 0.5 ? a : b;
      flagged.push(
        `${winner.name} wins ${(top * 100).toFixed(0)}% (95% CI ${(ci.low * 100).toFixed(0)}-${(ci.high * 100).toFixed(0)}%) in ${fleets}`,
      );
    }
  }
  const short = (c: impulse.ShipClass) => c.name.slice(0, 9);
  const percent = (x: number) => `${Math.round(x * 100)}%`;
  const average = (id: string) => {
    const rates = atEqual.get(id) ?? [];
    return rates.length === 0 ? '—' : percent(rates.reduce((sum, r) => sum + r, 0) / rates.length);
  };
  const header = `| row beats column | ${classes.map(short).join(' | ')} | at equal points |`;
  const rule = `|---|${classes.map(() => '---:').join('|')}|---:|`;
  const rows = classes.map(
    (a) =>
      `| ${a.name} (${a.points}) | ${classes.map((b) => (a === b ? '—' : percent(rate.get(`${a.id}|${b.id}`) ?? 0))).join(' | ')} | ${average(a.id)} |`,
  );
  return [
    `# Balance of impulse's ship classes (issue 18)`,
    '',
    `\`npm run balance -- --games ${games}\`: the normal AI on both sides, ${games} seeded games a pairing, sides swapped every game, fleets of the fewest whole ships (up to ${MOST} a side) within ${EQUAL * 100}% of equal points, each two games from a deployment of their own (the lines ${APART[0]} to ${APART[1]} rows apart, one moved up to ${ACROSS} columns across), so the matrix measures the ships rather than one starting geometry. A cell is the row class's win rate against the column class (a draw counts half); the last column is the row class's average over the pairings judged, above 50% where it costs too little. Goal: no pairing at equal points (within ${EQUAL * 100}%) above ${GOAL * 100}%. With ${games} games a pairing, an even match shows above ${GOAL * 100}% about one time in ${Math.round(1 / evenAbove(games))} by the luck of the dice alone, so a few flagged pairings are expected even when the costs are right.`,
    '',
    header,
    rule,
    ...rows,
    '',
    flagged.length === 0
      ? `No pairing at equal points is above ${GOAL * 100}%.`
      : `Pairings at equal points above ${GOAL * 100}% (${flagged.length} of ${judged}; ${clear} with the whole 95% interval above ${GOAL * 100}%):`,
    ...flagged.map((f) => `- ${f}`),
    '',
    unequal.length === 0
      ? `Every pairing comes within ${EQUAL * 100}% of equal points.`
      : `Pairings no fleets of up to ${MOST} ships bring within ${EQUAL * 100}% of equal points (not judged):`,
    ...unequal.map((f) => `- ${f}`),
    '',
    ...fittedCosts(classes, pairings, totals, games),
    '',
  ].join('\n');
}
