/**
 * `npm run balance -- [--games N] [--play-on N] [--classes a,b] [--jobs N] [--out F]`:
 * AI-against-AI matches between every pair of impulse's ship classes at equal points: the fewest
 * whole ships, up to ten a side, within 5% of each other's points (issue 18, deliverable 6). Each
 * pair fights N seeded games at the normal level, the classes' sides swapped every game and each
 * two games deployed anew (one fixed start measured the geometry as much as the ships), shared
 * among one process per CPU; the matrix gives each row class's win rate against each column class
 * (a draw counts half), fits each class's strength per point and what a point is worth, and with
 * that fit names the pairings above 65% at equal points, the goal for point costs (whole ships
 * seldom bring the sides' points level: src/cli/balance/report.ts); those are played on to
 * --play-on games and judged on all of them, so a matchup is told from a pairing that drew lucky
 * dice, and so is any the refit then lifts above the goal. Bases are left out: they do not move,
 * so a duel at equal points is not a measure of them.
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { loadCatalog } from '../assets/load-catalog.js';
import type { impulse } from '../engine/index.js';
import { sibling } from '../paths.js';
import { readArgs } from './args.js';
import { fleetCounts, type DuelJob } from './balance/duel.js';
import { playOnAboveGoal } from './balance/play-on.js';
import { balanceReport, pairingsAboveGoal, type Pairing, type Played } from './balance/report.js';
import { runInChildren } from './pool.js';

/**
 * The classes to pair: those named (an organiser trying a new class against a few), or every class
 * but the bases, cheapest first; or why not, in one line.
 */
function chosenClasses(all: readonly impulse.ShipClass[], named: string | undefined): impulse.ShipClass[] | string {
  const movable = all.filter((c) => c.hullSize !== 'base');
  const ids = named?.split(',').map((id) => id.trim()) ?? movable.map((c) => c.id);
  const unknown = ids.filter((id) => !movable.some((c) => c.id === id));
  if (unknown.length > 0)
    return `no ship class ${unknown.join(', ')} to pair (there are: ${movable.map((c) => c.id).join(', ')})`;
  if (ids.length < 2) return '--classes names two classes or more';
  return movable.filter((c) => ids.includes(c.id)).sort((x, y) => x.points - y.points);
}

/** balance/worker.ts under tsx, balance/worker.js compiled (src/paths.ts). */
const WORKER = sibling(import.meta.url, './balance/worker');

/** Which games of which pairings to play, on how many processes, and where to say how far it is. */
interface Batch {
  readonly pairings: readonly Pairing[];
  /** The pairings' indices. */
  readonly which: readonly number[];
  /** Games `from` to `to`, not included, of each: games are seeded by their number. */
  readonly from: number;
  readonly to: number;
  readonly jobs: number;
  readonly say: (line: string) => void;
}

/** Plays a batch of games and adds each pairing's to `played`. */
async function playGames({ pairings, which, from, to, jobs, say }: Batch, played: Played[]): Promise<void> {
  const each = to - from;
  const duels: DuelJob[] = which.flatMap((p) => {
    const pairing = pairings[p];
    if (!pairing) return [];
    const { a, b, n, m } = pairing;
    return Array.from({ length: each }, (_, k) => ({ a: a.id, b: b.id, n, m, game: from + k }));
  });
  const progress = (done: number) => {
    if (done % (each * 5) === 0 || done === duels.length) say(`${done} of ${duels.length} games`);
  };
  const scores = await runInChildren<DuelJob, number>(WORKER, duels, jobs, progress);
  which.forEach((p, k) => {
    const more = scores.slice(k * each, (k + 1) * each).reduce((sum, s) => sum + s, 0);
    played[p] = { score: (played[p]?.score ?? 0) + more, games: (played[p]?.games ?? 0) + each };
  });
}

const USAGE =
  'usage: npm run balance -- [--games N (2 or more, default 20)] [--play-on N (the games a pairing above 65% at equal points is played on to, default 3 × --games)] [--classes id,id,... (default every class but bases)] [--jobs N (processes, default one per CPU)] [--out assets/balance.md]';

async function main(): Promise<number> {
  const args = readArgs({
    usage: USAGE,
    options: {
      games: { type: 'string', default: '20' },
      'play-on': { type: 'string' },
      classes: { type: 'string' },
      jobs: { type: 'string', default: String(availableParallelism()) },
      out: { type: 'string', default: '' },
    },
  });
  if (typeof args === 'number') return args;
  const games = Number(args.values.games);
  const jobs = Number(args.values.jobs);
  const out = args.values.out ?? '';
  const playOn = Number(args.values['play-on'] ?? 3 * games);
  const problem =
    !Number.isInteger(games) || games < 2
      ? '--games takes a whole number, 2 or more'
      : !Number.isInteger(playOn) || playOn < games
        ? '--play-on takes a whole number, no fewer than --games'
        : !Number.isInteger(jobs) || jobs < 1
          ? '--jobs takes a whole number, 1 or more'
          : undefined;
  if (problem) {
    console.error(`${problem}\n${USAGE}`);
    return 2;
  }
  const catalog = await loadCatalog();
  const classes = chosenClasses(catalog.classes, args.values.classes);
  if (typeof classes === 'string') {
    console.error(`${classes}\n${USAGE}`);
    return 2;
  }
  const pairings = classes.flatMap((a, i) =>
    classes.slice(i + 1).map((b) => {
      const [n, m] = fleetCounts(a.points, b.points);
      return { a, b, n, m };
    }),
  );
  const started = Date.now();
  const say = (line: string) => process.stderr.write(`${line}, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  const played: Played[] = pairings.map(() => ({ score: 0, games: 0 }));
  try {
    const all = pairings.map((_, p) => p);
    await playGames({ pairings, which: all, from: 0, to: games, jobs, say }, played);
    await playOnAboveGoal({
      aboveGoal: () => pairingsAboveGoal(classes, pairings, played),
      gamesOf: (p) => played[p]?.games ?? 0,
      pairings: pairings.length,
      to: playOn,
      play: (which) => playGames({ pairings, which, from: games, to: playOn, jobs, say }, played),
      say,
    });
  } catch (error) {
    // A game the engine refused, or a process that died: said in one line, the run stopped.
    console.error(`the balance run stopped: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const report = balanceReport(classes, pairings, played, { games, playedOn: playOn });
  console.log(report);
  if (out) await writeFile(out, report);
  return 0;
}

process.exitCode = await main();
