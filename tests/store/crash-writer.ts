/**
 * Child process for the crash test: applies numbered changes to one game as fast as it can and
 * prints "ack N" only after change N is saved, until it is killed.
 */
import { openGameStore } from '../../src/store/index.js';
import { lobbyRecord } from './record-fixture.js';

const url = process.argv[2] ?? '';
const store = await openGameStore(url);
await store.update('c1', () => ({ save: lobbyRecord('c1'), result: undefined }));
for (let n = 1; ; n += 1) {
  await store.update('c1', (current) => ({ save: current ? { ...current, version: n } : lobbyRecord('c1'), result: undefined }));
  process.stdout.write(`ack ${n}\n`);
}
