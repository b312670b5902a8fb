/** Impulse games through the bot for tests: play on by the simplest legal commands until a moment comes. */
import { impulse } from '../../src/engine/index.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import type { LocalBot } from './local-bot.js';
import { toLine, toSlash } from './slash.js';

/** Plays the first legal command of whoever is asked (ending steps first), as typed commands, until `done` holds. */
export async function playUntil(b: LocalBot, done: (s: impulse.GameState) => boolean): Promise<impulse.GameState> {
  for (let i = 0; i < 2000; i += 1) {
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    if (done(state)) return state;
    const side = impulse.awaiting(state)[0] ?? '';
    const legal = impulse.legalCommands(state, side);
    const command = legal.find((c) => c.type === 'endStep') ?? legal.find((c) => c.type === 'move') ?? legal[0];
    if (!command) throw new Error('nothing legal');
    await b.session.run(toLine(toSlash(command)), side === 'concord' ? 'alice' : 'bob');
  }
  throw new Error('the moment never came');
}
