/**
 * AI benchmarks (issue 18, deliverable 3): milliseconds per AI order at each level a ruleset has,
 * for every ruleset, over whole AI-against-AI games (the goal: a median under 200 ms, never over 2 s). The
 * impulse fleet battle (12 ships) is the heaviest moment-by-moment choice we have.
 */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { chooseCommand } from '../../src/ai/choose.js';
import { levelsOf, type AiLevel } from '../../src/ai/levels.js';
import { RULESETS, type AnyRuleset } from '../../src/engine/index.js';
import { bundledGame } from '../helpers/bundled-game.js';
import { squadronGame } from '../helpers/squadron-game.js';
import { fleetGame } from '../helpers/fleet-game.js';
import { skirmishGame } from '../helpers/skirmish-game.js';
import { vectorGame } from '../helpers/vector-game.js';
import { sized } from './mode.js';
import { type Row, median, percentile } from './stats.js';

const LIMIT = sized(3000, 30);
const HARD_LIMIT = sized(250, 5);

/** Times every order of one AI-against-AI game at `level` (ms each). */
function timeGame(rules: AnyRuleset, opening: unknown, seed: string, level: AiLevel, limit = LIMIT): number[] {
  const times: number[] = [];
  let state = opening;
  for (let n = 0; n < limit && rules.outcome(state) === null; n += 1) {
    const side = rules.awaiting(state).sides[0];
    if (side === undefined) break;
    const start = process.hrtime.bigint();
    const command = chooseCommand(rules, state, side, level, `${seed}:${n}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    const applied = command ? rules.applyCommand(state, command) : undefined;
    if (!applied?.ok) throw new Error(`the AI's order was refused in ${rules.id}`);
    state = applied.value.state;
  }
  return times;
}

async function fleetBattle(): Promise<unknown> {
  const catalog = await loadCatalog();
  const scenario = catalog.scenarios.find((s) => s.id === 'fleet-battle');
  const rules = RULESETS.get('impulse');
  if (!scenario || !rules) throw new Error('fleet-battle missing');
  const created = rules.createGame(scenario, null, catalog, 'bench-ai');
  if (!created.ok) throw new Error('fleet-battle did not start');
  return created.value.state;
}

export async function benchAi(): Promise<Row[]> {
  const games: [string, string, () => Promise<unknown>][] = [
    ['impulse', 'duel', () => bundledGame('cruiser-duel', 'bench-ai')],
    ['impulse', 'fleet battle, 12 ships', fleetBattle],
    ['squadron', 'dogfight', async () => (await squadronGame('dogfight', 'bench-ai')).state],
    ['vector', 'duel', async () => (await vectorGame('cruiser-duel', {}, 'bench-ai')).state],
    ['fleet', 'pitched battle', async () => (await fleetGame('pitched-battle', 'bench-ai')).state],
    ['skirmish', 'take and hold', async () => (await skirmishGame('take-and-hold', 'bench-ai')).state],
  ];
  const rows: Row[] = [];
  for (const [id, label, opening] of games) {
    const rules = RULESETS.get(id);
    if (!rules) continue;
    for (const level of levelsOf(rules)) rows.push(await timeLevel(rules, `${id} ${label}`, opening, level));
  }
  return rows;
}

async function timeLevel(
  rules: AnyRuleset,
  label: string,
  opening: () => Promise<unknown>,
  level: AiLevel,
): Promise<Row> {
  // One game to warm the JIT, then three measured; the hard level's first HARD_LIMIT orders of each
  // (a fleet battle played hard on both sides runs to thousands of orders of a tenth of a second).
  const limit = level === 'hard' ? HARD_LIMIT : LIMIT;
  timeGame(rules, await opening(), 'warm', level, level === 'hard' ? sized(40, 2) : LIMIT);
  const times: number[] = [];
  for (const g of [0, 1, 2]) times.push(...timeGame(rules, await opening(), `bench-${g}`, level, limit));
  const m = median(times);
  const worst = Math.max(...times);
  return {
    measure: `${level} AI order, ${label} (ms; ${times.length} orders; max ${worst.toFixed(1)})`,
    median: m.toFixed(2),
    p99: percentile(times, 99).toFixed(2),
    goal: '< 200, max < 2000',
    ratio: (m / 200).toFixed(3),
    met: m < 200 && worst < 2000,
  };
}
