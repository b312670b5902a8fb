/**
 * The balance report (issue 18, deliverable 6): the win-rate matrix as played, and each pairing
 * judged at equal points: whole ships seldom bring the sides' points level, so the fitted model's
 * points term is taken out of each rate (src/cli/balance/fit.ts) before it is held to the goal.
 */
import { wilson } from '../../ai/match.js';
import type { impulse } from '../../engine/index.js';
import { ACROSS, APART, EQUAL, MOST, MOST_UNEVEN, pointsGap } from './duel.js';
import { atEqualPoints, byPointsAlone, fitPointCosts, type Fit, type Rate } from './fit.js';

const GOAL = 0.65;

/** How many pairings below the goal the report names, highest first: how near the costs are to it. */
const NEAREST = 5;

const percent = (x: number) => `${Math.round(x * 100)}%`;

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
function fittedCosts(classes: readonly impulse.ShipClass[], fit: Fit | undefined): string[] {
  if (!fit) return ['Costs are fitted when three classes or more are paired.'];
  const edge = percent(byPointsAlone(fit.beta, 0.1));
  return [
    `Costs fitted to these games (every pairing, judged or not): the chance that n ships of class a beat m of class b taken as σ(β · (ln(n·a's cost / m·b's cost) + ln(a's strength / b's strength))), fitted by maximum likelihood. β = ${fit.beta.toFixed(2)}: between classes of equal strength per point, the side with 10% more points wins ${edge}. A strength above 1 means the class does more than its cost says.`,
    '',
    '| class | cost | strength per point | fitted cost |',
    '|---|---:|---:|---:|',
    ...classes.map((c) => {
      const strength = fit.strength.get(c.id) ?? 1;
      return `| ${c.name} | ${c.points} | ${strength.toFixed(2)} | ${Math.round(c.points * strength)} |`;
    }),
  ];
}

/** A pairing's games: class a's score (a win 1, a draw a half) out of how many it played. */
export interface Played {
  readonly score: number;
  readonly games: number;
}

/** The model fitted to every pairing's games, or none where two classes are one pairing. */
function fitOf(
  classes: readonly impulse.ShipClass[],
  pairings: readonly Pairing[],
  played: readonly Played[],
): Fit | undefined {
  // Two classes are one pairing: it cannot tell the worth of a point from the classes' strengths.
  if (classes.length < 3) return undefined;
  return fitPointCosts({
    classes,
    results: pairings.map(({ a, b, n, m }, p) => ({
      a: a.id,
      b: b.id,
      n,
      m,
      score: played[p]?.score ?? 0,
      games: played[p]?.games ?? 0,
    })),
  });
}

/** A judged pairing: class a's rate as played and at equal points, and ln of its points ratio. */
interface Judgement {
  readonly played: Rate;
  readonly equal: Rate;
  readonly edge: number;
}

/** A pairing held to the goal, or undefined where its fleets are not within EQUAL of equal points. */
function judge({ a, b, n, m }: Pairing, { score, games }: Played, fit: Fit | undefined): Judgement | undefined {
  if (games === 0 || pointsGap(a.points, b.points, [n, m]) > EQUAL) return undefined;
  const played: Rate = { rate: score / games, ...wilson(score, games) };
  const edge = Math.log((n * a.points) / (m * b.points));
  return { played, edge, equal: fit ? atEqualPoints(played, games, edge, fit.beta) : played };
}

const aboveGoal = (j: Judgement | undefined) => j !== undefined && Math.max(j.equal.rate, 1 - j.equal.rate) > GOAL;

/**
 * The pairings (by index) above the goal at equal points, with the fit of these games: those a run
 * plays on, so that a matchup is told from a pairing that drew lucky dice.
 */
export function pairingsAboveGoal(
  classes: readonly impulse.ShipClass[],
  pairings: readonly Pairing[],
  played: readonly Played[],
): number[] {
  const fit = fitOf(classes, pairings, played);
  return pairings.flatMap((pairing, p) =>
    aboveGoal(judge(pairing, played[p] ?? { score: 0, games: 0 }, fit)) ? [p] : [],
  );
}

const interval = (r: Rate) => `95% CI ${percent(r.low).slice(0, -1)}-${percent(r.high)}`;

/** The rate and interval of the other side of a pairing. */
const other = (r: Rate): Rate => ({ rate: 1 - r.rate, low: 1 - r.high, high: 1 - r.low });

/**
 * The win-rate matrix: each row class's rate against each column class as played, and its average
 * at equal points over the pairings judged.
 */
function matrix(
  classes: readonly impulse.ShipClass[],
  rate: ReadonlyMap<string, number>,
  atEqual: ReadonlyMap<string, readonly number[]>,
): string[] {
  const short = (c: impulse.ShipClass) => c.name.slice(0, 9);
  const average = (id: string) => {
    const rates = atEqual.get(id) ?? [];
    return rates.length === 0 ? '—' : percent(rates.reduce((sum, r) => sum + r, 0) / rates.length);
  };
  return [
    `| row beats column | ${classes.map(short).join(' | ')} | at equal points |`,
    `|---|${classes.map(() => '---:').join('|')}|---:|`,
    ...classes.map(
      (a) =>
        `| ${a.name} (${a.points}) | ${classes.map((b) => (a === b ? '—' : percent(rate.get(`${a.id}|${b.id}`) ?? 0))).join(' | ')} | ${average(a.id)} |`,
    ),
  ];
}

/**
 * A judged pairing told from its winner's side: the winner's rate at equal points, and the line
 * that names it with both rates, their intervals and the fleets.
 */
function verdict(
  { a, b }: Pairing,
  { played, equal }: Judgement,
  fleets: string,
  fitted: boolean,
): { readonly atEven: Rate; readonly line: string } {
  const [winner, asPlayed, atEven] = equal.rate > 0.5 ? [a, played, equal] : [b, other(played), other(equal)];
  const asPlayedText = `${percent(asPlayed.rate)} as played (${interval(asPlayed)})`;
  const line = fitted
    ? `${winner.name} wins ${percent(atEven.rate)} at equal points (${interval(atEven)}), ${asPlayedText}, in ${fleets}`
    : `${winner.name} wins ${asPlayedText} in ${fleets}`;
  return { atEven, line };
}

/** A judged pairing below the goal: its winner's rate at equal points, and the line naming it. */
interface Below {
  readonly rate: number;
  readonly line: string;
}

/**
 * The NEAREST pairings below the goal, highest first: a reader told only that none is above could
 * not see how near the costs came to it.
 */
function nearestTheGoal(below: readonly Below[], fitted: boolean): string[] {
  const nearest = [...below].sort((x, y) => y.rate - x.rate).slice(0, NEAREST);
  if (nearest.length === 0) return [];
  const howMany = nearest.length === 1 ? 'highest' : `${nearest.length} highest`;
  return [
    `Nearest the goal${fitted ? ' at equal points' : ''}, the ${howMany} below ${GOAL * 100}%:`,
    ...nearest.map(({ line }) => `- ${line}`),
    '',
  ];
}

/**
 * The report of a run: `played` holds each pairing's games, `games` to a pairing at first and up to
 * `playedOn` for those above the goal after the first `games` (src/cli/balance.ts).
 */
export function balanceReport(
  classes: readonly impulse.ShipClass[],
  pairings: readonly Pairing[],
  played: readonly Played[],
  { games, playedOn }: { readonly games: number; readonly playedOn: number },
): string {
  const rate = new Map<string, number>();
  const flagged: string[] = [];
  const below: Below[] = [];
  const unequal: string[] = [];
  /** Each class's rates at equal points in the pairings judged: its average says whether it costs too little. */
  const atEqual = new Map<string, number[]>();
  let judged = 0;
  let clear = 0;
  /** Pairings above the goal as played, and how many of those the side with more points won. */
  let aboveAsPlayed = 0;
  let aboveByPoints = 0;
  const fit = fitOf(classes, pairings, played);
  const longer = played.filter((p) => p.games > games).length;
  for (const [p, pairing] of pairings.entries()) {
    const { a, b, n, m } = pairing;
    const record = played[p] ?? { score: 0, games: 0 };
    const { score, games: count } = record;
    rate.set(`${a.id}|${b.id}`, score / count);
    rate.set(`${b.id}|${a.id}`, 1 - score / count);
    const fleets = `${n} ${a.name} (${n * a.points} pts) against ${m} ${b.name} (${m * b.points} pts)${count > games ? `, ${count} games` : ''}`;
    const judgement = judge(pairing, record, fit);
    if (!judgement) {
      unequal.push(`${fleets}: ${percent(score / count)}`);
      continue;
    }
    judged += 1;
    const { played: asPlayedRate, equal, edge } = judgement;
    atEqual.set(a.id, [...(atEqual.get(a.id) ?? []), equal.rate]);
    atEqual.set(b.id, [...(atEqual.get(b.id) ?? []), 1 - equal.rate]);
    if (Math.max(asPlayedRate.rate, 1 - asPlayedRate.rate) > GOAL) {
      aboveAsPlayed += 1;
      if (asPlayedRate.rate > 0.5 === edge > 0 && edge !== 0) aboveByPoints += 1;
    }
    const { atEven, line } = verdict(pairing, judgement, fleets, fit !== undefined);
    if (!aboveGoal(judgement)) {
      below.push({ rate: atEven.rate, line });
      continue;
    }
    if (atEven.low > GOAL) clear += 1;
    flagged.push(line);
  }
  const worth = fit ? percent(byPointsAlone(fit.beta, EQUAL)) : '';
  return [
    `# Balance of impulse's ship classes (issue 18)`,
    '',
    `\`npm run balance -- --games ${games} --play-on ${playedOn}\`: the normal AI on both sides, ${games} seeded games a pairing, sides swapped every game, fleets of the fewest whole ships (up to ${MOST} a side, or ${MOST_UNEVEN} where no smaller fleets come level) within ${EQUAL * 100}% of equal points, each two games from a deployment of their own (the lines ${APART[0]} to ${APART[1]} rows apart, one moved up to ${ACROSS} columns across), so the matrix measures the ships rather than one starting geometry. A cell is the row class's win rate against the column class as played (a draw counts half). Goal: no pairing at equal points above ${GOAL * 100}%. With ${games} games a pairing, an even match shows above ${GOAL * 100}% about one time in ${Math.round(1 / evenAbove(games))} by the luck of the dice alone. ${playedOn > games ? `So a pairing above ${GOAL * 100}% at equal points after ${games} games is played on to ${playedOn}, from deployments of their own, and judged on all its games, and so is any pairing the fit lifts above the goal once it takes those games in (${longer} ${longer === 1 ? 'was' : 'were'} played on): a matchup stays above, most luck falls back (its first games, picked for being high, still count, so the judgement errs against the costs).` : 'So a few flagged pairings are expected even when the costs are right.'}`,
    '',
    fit
      ? `Whole ships seldom bring the sides' points level, and the games say the points matter: with ${EQUAL * 100}% more points, equal ships win ${worth} (the fit below). So each pairing is judged at equal points, its rate with the fitted points term taken out (σ(logit p − β · ln(n·a's cost / m·b's cost))); the last column is the row class's average at equal points over the pairings judged, above 50% where it costs too little. As played, ${aboveAsPlayed} of ${judged} pairings are above ${GOAL * 100}%, ${aboveByPoints} of them won by the side with more points.`
      : `With two classes there is no fit to take the points gap out, so each pairing is judged as played; the last column is the row class's average over the pairings judged.`,
    '',
    ...matrix(classes, rate, atEqual),
    '',
    flagged.length === 0
      ? `No pairing at equal points is above ${GOAL * 100}%.`
      : `Pairings at equal points above ${GOAL * 100}% (${flagged.length} of ${judged}; ${clear} with the whole 95% interval above ${GOAL * 100}%):`,
    ...flagged.map((f) => `- ${f}`),
    '',
    ...nearestTheGoal(below, fit !== undefined),
    unequal.length === 0
      ? `Every pairing comes within ${EQUAL * 100}% of equal points.`
      : `Pairings no fleets of up to ${MOST_UNEVEN} ships bring within ${EQUAL * 100}% of equal points (not judged, as played):`,
    ...unequal.map((f) => `- ${f}`),
    '',
    ...fittedCosts(classes, fit),
    '',
  ].join('\n');
}
