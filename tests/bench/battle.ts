/**
 * Full-battle benchmark (issue: firing and damage): four rounds of the fleet battle (12 ships,
 * missiles flying) played with random legal commands. Two figures: the whole simulation, choosing
 * each command from the engine's `legalCommands` as a bot's autocomplete would, and the engine alone
 * replaying the same game from its log.
 */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { impulse } from '../../src/engine/index.js';
import { randomCommand } from '../helpers/random-play.js';
import { sized } from './mode.js';
import { type Row, median, percentile } from './stats.js';

const ROUNDS = 4;
const RUNS = sized(7, 1);

function simulate(initial: impulse.GameState, policySeed: string) {
  const rng = createRng(seedRng(policySeed));
  let state = initial;
  const log: impulse.Command[] = [];
  let missiles = 0;
  while (state.outcome === null && state.flow.round <= ROUNDS) {
    const cmd = randomCommand(state, (n) => rng.int(n));
    if (!cmd) break;
    const result = impulse.applyCommand(state, cmd);
    if (!result.ok) throw new Error(`refused ${result.error.code}`);
    missiles += result.value.events.filter((e) => e.type === 'missileLaunched').length;
    state = result.value.state;
    log.push(cmd);
  }
  return { state, log, missiles };
}

export async function benchBattle(): Promise<Row[]> {
  const catalog = await loadCatalog();
  const scenario = catalog.scenarios.find((s) => s.id === 'fleet-battle');
  if (!scenario) throw new Error('fleet-battle scenario missing');
  const created = impulse.createGame(scenario, catalog, 'battle-bench');
  if (!created.ok) throw new Error(created.error.message);
  const initial = created.value.state;
  simulate(initial, 'warm-up');

  const simulations: number[] = [];
  let last = simulate(initial, 'battle-0');
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    last = simulate(initial, `battle-${i}`);
    simulations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const replays: number[] = [];
  for (let i = 0; i < RUNS * 3; i++) {
    const start = process.hrtime.bigint();
    const replayed = impulse.replayGame(initial, last.log);
    replays.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (!replayed.ok) throw new Error('replay failed');
  }
  const sim = median(simulations);
  const rep = median(replays);
  const what = `${last.log.length} commands, ${last.missiles} missiles`;
  return [
    {
      measure: `4-round fleet battle, random legal play (ms; ${what})`,
      median: sim.toFixed(0),
      p99: percentile(simulations, 99).toFixed(0),
      goal: '< 200',
      ratio: (sim / 200).toFixed(2),
      met: sim < 200,
    },
    {
      measure: '4-round fleet battle, engine replaying its log (ms)',
      median: rep.toFixed(1),
      p99: percentile(replays, 99).toFixed(1),
      goal: '< 200',
      ratio: (rep / 200).toFixed(2),
      met: rep < 200,
    },
  ];
}
