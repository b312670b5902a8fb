/**
 * `npm run replay -- <game.json>`: replays a game record (`{ initial, log }`, and optionally
 * `state` or a golden `expected` summary) through the engine and prints how it ended. Anyone can
 * check a finished game this way: the opening state holds the dice seed, so every roll re-runs.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { impulse } from '../engine/index.js';

const RecordSchema = z.object({
  initial: z.looseObject({ ruleset: z.literal('impulse'), rulesVersion: z.string() }),
  log: z.array(z.looseObject({ type: z.string(), side: z.string() })),
  state: z.unknown().optional(),
});

function describeShip(state: impulse.GameState, ship: impulse.ShipState): string {
  const c = impulse.shipClass(state, ship);
  const shields = Object.values(ship.shields).join('/');
  return `${ship.name.padEnd(20)} ${ship.side.padEnd(10)} ${ship.status.padEnd(10)} shields ${shields.padEnd(12)} hull ${c.hull.length - ship.hullMarked}/${c.hull.length}`;
}

async function main(path: string | undefined): Promise<number> {
  if (!path) {
    console.error('usage: npm run replay -- <game.json>   (a record with "initial" and "log")');
    return 2;
  }
  const parsed = RecordSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) {
    console.error(`${path} is not a game record:\n${z.prettifyError(parsed.error)}`);
    return 2;
  }
  const initial = parsed.data.initial as unknown as impulse.GameState;
  const log = parsed.data.log as unknown as impulse.Command[];
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
  if (parsed.data.state !== undefined) {
    const same = JSON.stringify(parsed.data.state) === JSON.stringify(state);
    console.log(
      same ? 'the recorded state matches the replay' : 'MISMATCH: the recorded state differs from the replay',
    );
    return same ? 0 : 1;
  }
  return 0;
}

process.exitCode = await main(process.argv[2]);
