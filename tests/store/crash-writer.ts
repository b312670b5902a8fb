/**
 * Child process for the crash tests: applies numbered changes to one game as fast as it can and
 * prints "ack N" only after change N is saved, until it is killed.
 *   mode "version": each change bumps the game's version (the head alone changes);
 *   mode "log": each change is a command, as the bot makes it (one more log entry and a new head).
 */
import { openGameStore } from '../../src/store/index.js';
import { lobbyRecord, startedRecord, withCommand } from './record-fixture.js';

const url = process.argv[2] ?? '';
const mode = process.argv[3] === 'log' ? 'log' : 'version';
const store = await openGameStore(url);
const first = mode === 'log' ? startedRecord('c1') : lobbyRecord('c1');
await store.update('c1', () => ({ save: first, result: undefined }));
for (let n = 1; ; n += 1) {
  await store.update('c1', (current) => {
    const game = current ?? first;
    return { save: mode === 'log' ? withCommand(game) : { ...game, version: n }, result: undefined };
  });
  process.stdout.write(`ack ${n}\n`);
}
