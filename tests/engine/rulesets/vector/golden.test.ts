/** `vector` golden games replay exactly: same final state, same dice, same events (issue 15). */
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { VECTOR } from '../../../../src/engine/rulesets/vector/index.js';
import { type VectorGolden, summarizeVector } from '../../../fixtures/vector-golden.js';

const dir = new URL('../../../fixtures/vector-games/', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();

describe('vector golden games', () => {
  test('two games, each to its end, with shots and a loss of control in each', async () => {
    expect(files).toEqual(['corvane-belt.json', 'cruiser-duel.json']);
    for (const file of files) {
      const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as VectorGolden;
      expect(golden.expected.outcome).not.toBeNull();
      expect(golden.expected.dice.length).toBeGreaterThan(10);
      expect(golden.expected.lossesOfControl).toBeGreaterThan(0);
    }
  });

  test.each(files)('%s replays to the recorded result', async (file) => {
    const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as VectorGolden;
    expect(golden.rulesVersion).toBe(VECTOR.rulesVersion);
    const replayed = VECTOR.replayGame(golden.initial, golden.log);
    if (!replayed.ok) expect.fail(`entry ${replayed.error.index} was refused: ${replayed.error.error.code}`);
    const summary = summarizeVector(replayed.value.state, replayed.value.events);
    expect(summary.ships).toEqual(golden.expected.ships);
    expect(summary.dice).toEqual(golden.expected.dice);
    expect(summary).toEqual(golden.expected);
  });
});
