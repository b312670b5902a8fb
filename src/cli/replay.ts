/**
 * `npm run replay -- <game.json>`: replays a game record (`{ initial, log }`, and optionally
 * `state` or a golden `expected` summary) through the engine and prints how it ended. Anyone can
 * check a finished game this way: the opening state holds the dice seed, so every roll re-runs.
 */
import { z } from 'zod';
import { impulse } from '../engine/index.js';
import { canonical } from './verify-export.js';
import { readArgs, readJsonFile } from './args.js';

const USAGE = 'usage: npm run replay -- <game.json>   (a record with "initial" and "log", or a /game log export)';

const Initial = z.looseObject({ ruleset: z.literal('impulse'), rulesVersion: z.string() });
const Command = z.looseObject({ type: z.string(), side: z.string() });

/** A game record: the engine's `{ initial, log }`. */
const RecordSchema = z.object({ initial: Initial, log: z.array(Command), state: z.unknown().optional() });

/** A `/game log` export: its log entries carry the commands (the opening only once the game is over). */
const ExportSchema = z.object({
  format: z.literal('talon-game-log/1'),
  initial: Initial.optional(),
  log: z.array(z.looseObject({ command: Command })),
  state: z.unknown().optional(),
});

/** The record in a file, from either shape, or what is wrong with it in one line. */
function readGame(raw: unknown): z.infer<typeof RecordSchema> | string {
  const exported = ExportSchema.safeParse(raw);
  if (exported.success) {
    const { initial, log, state } = exported.data;
    if (!initial)
      return 'this /game log export is of a game still being played: the opening state is in the export only once the game is over';
    return { initial, log: log.map((e) => e.command), ...(state !== undefined ? { state } : {}) };
  }
  const record = RecordSchema.safeParse(raw);
  return record.success ? record.data : `not a game record nor a /game log export:\n${z.prettifyError(record.error)}`;
}

function describeShip(state: impulse.GameState, ship: impulse.ShipState): string {
  const c = impulse.shipClass(state, ship);
  const shields = Object.values(ship.shields).join('/');
  return `${ship.name.padEnd(20)} ${ship.side.padEnd(10)} ${ship.status.padEnd(10)} shields ${shields.padEnd(12)} hull ${c.hull.length - ship.hullMarked}/${c.hull.length}`;
}

async function main(): Promise<number> {
  const args = readArgs({ usage: USAGE, options: {}, positionals: 1 });
  if (typeof args === 'number') return args;
  const path = args.positionals[0];
  if (!path) {
    console.error(USAGE);
    return 2;
  }
  const file = await readJsonFile(path);
  if (!file.ok) {
    console.error(file.why);
    return 2;
  }
  const game = readGame(file.value);
  if (typeof game === 'string') {
    console.error(`${path}: ${game}`);
    return 2;
  }
  const initial = game.initial as unknown as impulse.GameState;
  const log = game.log as unknown as impulse.Command[];
  if (initial.rulesVersion !== impulse.RULES_VERSION)
    console.warn(`note: recorded under rules ${initial.rulesVersion}, replaying with ${impulse.RULES_VERSION}`);
  const replayed = impulse.replayGame(initial, log);
  if (!replayed.ok) {
    console.error(
      `entry ${replayed.error.index} (${log[replayed.error.index]?.type}) was refused: ${replayed.error.error.code} ${JSON.stringify(replayed.error.error.detail)}`,
    );
    return 1;
  }
  const { state, events } = replayed.value;
  const dice = events.filter((e) => e.type === 'diceRolled');
  console.log(`${state.scenario.name}: ${log.length} commands, round ${state.flow.round}, ${dice.length} dice rolls`);
  console.log(
    state.outcome
      ? `outcome: ${state.outcome.winner ?? 'draw'} (${state.outcome.reason})`
      : `in play: ${JSON.stringify(state.flow)}`,
  );
  for (const ship of state.ships) console.log(`  ${describeShip(state, ship)}`);
  if (game.state !== undefined) {
    const same = canonical(game.state) === canonical(state);
    console.log(
      same ? 'the recorded state matches the replay' : 'MISMATCH: the recorded state differs from the replay',
    );
    return same ? 0 : 1;
  }
  return 0;
}

process.exitCode = await main();
