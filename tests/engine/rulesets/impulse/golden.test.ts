/** Golden games replay exactly: same final state, same dice, same events (tests/fixtures/games). */
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../src/engine/index.js';
import { type GoldenGame, summarize } from '../../../fixtures/golden.js';

const dir = new URL('../../../fixtures/games/', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();

describe('golden games', () => {
  test('there are golden games to replay, and the fleet battle runs to a victory', async () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    const fleet = JSON.parse(await readFile(new URL('fleet-battle.json', dir), 'utf8')) as GoldenGame;
    expect(fleet.expected.outcome?.winner).toBeTruthy();
    expect(fleet.expected.dice.length).toBeGreaterThan(20);
  });

  test.each(files)('%s replays to the recorded result', async (file) => {
    const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as GoldenGame;
    expect(golden.rulesVersion).toBe(impulse.RULES_VERSION);
    const replayed = impulse.replayGame(golden.initial, golden.log);
    if (!replayed.ok) expect.fail(`entry ${replayed.error.index} was refused: ${replayed.error.error.code}`);
    const summary = summarize(replayed.value.state, replayed.value.events);
    expect(summary.ships).toEqual(golden.expected.ships);
    expect(summary.dice).toEqual(golden.expected.dice);
    expect(summary).toEqual(golden.expected);
  });
});
