/**
 * Engine benchmarks (issue: engine core): median microseconds per applied command, and milliseconds
 * to replay 10,000 commands. The commands are random legal play of the fleet battle (12 ships) on a
 * floating area large enough that nobody retreats, with fire now and then. However the content is
 * balanced (a weapon that hits harder, a class with less hull), the bench plays its 10,000 commands:
 * a game that ends sooner is followed by the next, from the same start with the next seed, and the
 * replay replays each game in turn (issue 41: a battle that ended after 441 commands stopped it).
 */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { impulse } from '../../src/engine/index.js';
import { type PlayedGame, playRandomly } from '../helpers/random-play.js';
import { sized } from './mode.js';
import { type Row, median, percentile } from './stats.js';

const COMMANDS = sized(10_000, 300);
const PASSES = sized(5, 1);

/** Random legal games of the fleet battle, one after another, until they hold `COMMANDS` commands. */
async function tenThousandCommands(): Promise<PlayedGame[]> {
  const catalog = await loadCatalog();
  const base = catalog.scenarios.find((s) => s.id === 'fleet-battle');
  if (!base) throw new Error('fleet-battle scenario missing');
  const scenario = { ...base, settings: { ...base.settings, maps: 4, mapColumns: 200, mapRows: 200 } };
  const games: PlayedGame[] = [];
  for (let played = 0, seed = 0; played < COMMANDS; seed += 1) {
    const created = impulse.createGame(scenario, catalog, `bench-${seed}`);
    if (!created.ok) throw new Error(created.error.message);
    const rng = createRng(seedRng(`bench-policy-${seed}`));
    // Ships fire only now and then, so a game lasts a while (how long no longer matters).
    const game = playRandomly(created.value.state, COMMANDS - played, (n) => rng.int(n), { fireRate: 0.02 });
    if (game.log.length === 0) throw new Error(`the bench game of seed ${seed} has no legal command`);
    games.push(game);
    played += game.log.length;
  }
  return games;
}

/** Replays every game in turn: the engine's work for all the commands. */
function replayAll(games: readonly PlayedGame[]): void {
  for (const game of games) if (!impulse.replayGame(game.initial, game.log).ok) throw new Error('replay failed');
}

export async function benchEngine(): Promise<Row[]> {
  const games = await tenThousandCommands();
  const commands = games.reduce((n, g) => n + g.log.length, 0);
  // Warm up the JIT on one full replay before measuring.
  replayAll(games);

  const perCommand: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    for (const game of games) {
      let state = game.initial;
      for (const cmd of game.log) {
        const start = process.hrtime.bigint();
        const result = impulse.applyCommand(state, cmd);
        perCommand.push(Number(process.hrtime.bigint() - start) / 1000);
        if (!result.ok) throw new Error(`replay refused ${cmd.type}`);
        state = result.value.state;
      }
    }
  }

  const replays: number[] = [];
  for (let i = 0; i < sized(7, 1); i++) {
    const start = process.hrtime.bigint();
    replayAll(games);
    replays.push(Number(process.hrtime.bigint() - start) / 1e6);
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
      measure: `replay ${commands} commands (${games.length === 1 ? 'one game' : `${games.length} games`}; ms; ${replays.length} runs)`,
      median: replayMedian.toFixed(0),
      p99: percentile(replays, 99).toFixed(0),
      goal: '< 1000',
      ratio: (replayMedian / 1000).toFixed(2),
      met: replayMedian < 1000,
    },
  ];
}
