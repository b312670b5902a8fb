/**
 * Engine benchmarks (issue: engine core): median microseconds per applied command, and milliseconds
 * to replay a 10,000-command game. The game is random legal play of the fleet battle (12 ships) on
 * a floating area large enough that nobody retreats, with fire now and then, so it lasts the whole
 * 10,000 commands.
 */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { impulse } from '../../src/engine/index.js';
import { playRandomly } from '../helpers/random-play.js';
import { type Row, median, percentile } from './stats.js';

const COMMANDS = 10_000;
const PASSES = 5;

async function tenThousandCommandGame() {
  const catalog = await loadCatalog();
  const base = catalog.scenarios.find((s) => s.id === 'fleet-battle');
  if (!base) throw new Error('fleet-battle scenario missing');
  // Only the last side standing wins: random fire would otherwise sink a flagship (an instant victory
  // in the fleet battle) within a few hundred commands, long before the 10,000 are played.
  const scenario = {
    ...base,
    victory: base.victory.filter((v) => v.kind === 'lastSideStanding'),
    settings: { ...base.settings, maps: 4, mapColumns: 200, mapRows: 200 },
  };
  const created = impulse.createGame(scenario, catalog, 'bench');
  if (!created.ok) throw new Error(created.error.message);
  const rng = createRng(seedRng('bench-policy'));
  // Ships fire only now and then, so the battle lasts the whole 10,000 commands.
  const game = playRandomly(created.value.state, COMMANDS, (n) => rng.int(n), { fireRate: 0.02 });
  if (game.log.length < COMMANDS) throw new Error(`the bench game ended after ${game.log.length} commands`);
  return game;
}

export async function benchEngine(): Promise<Row[]> {
  const game = await tenThousandCommandGame();
  // Warm up the JIT on one full replay before measuring.
  impulse.replayGame(game.initial, game.log);

  const perCommand: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    let state = game.initial;
    for (const cmd of game.log) {
      const start = process.hrtime.bigint();
      const result = impulse.applyCommand(state, cmd);
      perCommand.push(Number(process.hrtime.bigint() - start) / 1000);
      if (!result.ok) throw new Error(`replay refused ${cmd.type}`);
      state = result.value.state;
    }
  }

  const replays: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = process.hrtime.bigint();
    const replayed = impulse.replayGame(game.initial, game.log);
    replays.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (!replayed.ok) throw new Error('replay failed');
  }

  const commandMedian = median(perCommand);
  const replayMedian = median(replays);
  return [
    {
      measure: `apply one command (µs; ${perCommand.length} samples, 12 ships)`,
      median: commandMedian.toFixed(1),
      p99: percentile(perCommand, 99).toFixed(1),
      goal: '< 50',
      ratio: (commandMedian / 50).toFixed(2),
      met: commandMedian < 50,
    },
    {
      measure: `replay a ${game.log.length}-command game (ms; ${replays.length} runs)`,
      median: replayMedian.toFixed(0),
      p99: percentile(replays, 99).toFixed(0),
      goal: '< 1000',
      ratio: (replayMedian / 1000).toFixed(2),
      met: replayMedian < 1000,
    },
  ];
}
