/** `squadron` golden games replay exactly: same final state, same dice, same events (issue 14). */
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { type SquadronGolden, summarizeSquadron } from '../../../fixtures/squadron-golden.js';

const dir = new URL('../../../fixtures/squadron-games/', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();

describe('squadron golden games', () => {
  test('one per bundled scenario, each played to its end with attacks in it', async () => {
    expect(files).toEqual(['asteroid-field.json', 'dogfight.json', 'escort.json']);
    for (const file of files) {
      const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as SquadronGolden;
      expect(golden.expected.outcome).not.toBeNull();
      expect(golden.expected.dice.length).toBeGreaterThan(20);
    }
  });

  test.each(files)('%s replays to the recorded result', async (file) => {
    const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as SquadronGolden;
    expect(golden.rulesVersion).toBe(squadron.SQUADRON.rulesVersion);
    const replayed = squadron.SQUADRON.replayGame(golden.initial, golden.log);
    if (!replayed.ok) expect.fail(`entry ${replayed.error.index} was refused: ${replayed.error.error.code}`);
    const summary = summarizeSquadron(replayed.value.state, replayed.value.events);
    expect(summary.ships).toEqual(golden.expected.ships);
    expect(summary.dice).toEqual(golden.expected.dice);
    expect(summary).toEqual(golden.expected);
  });
});
