/**
 * `skirmish` golden games replay exactly (issue 44): the same final state, the same dice, the same
 * events (tests/fixtures/record-skirmish-golden.ts records them; one per bundled mission, each played
 * to its end with shooting, a successful charge and objectives scored).
 */
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { SKIRMISH } from '../../../../src/engine/rulesets/skirmish/index.js';
import { type SkirmishGolden, summarizeSkirmish } from '../../../fixtures/skirmish-golden.js';

const dir = new URL('../../../fixtures/skirmish-games/', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
const read = async (file: string) => JSON.parse(await readFile(new URL(file, dir), 'utf8')) as SkirmishGolden;

describe('skirmish golden games', () => {
  test('one per bundled mission, each played to its end with shooting, a charge and objectives scored', async () => {
    expect(files).toEqual(['purge.json', 'supply-drop.json', 'take-and-hold.json']);
    for (const file of files) {
      const golden = await read(file);
      expect(golden.expected.outcome, file).not.toBeNull();
      expect(golden.expected.eventTypes.attackDeclared ?? 0, file).toBeGreaterThan(10);
      expect(golden.expected.eventTypes.chargeSucceeded ?? 0, file).toBeGreaterThan(0);
      expect(golden.expected.eventTypes.vpScored ?? 0, file).toBeGreaterThan(0);
      expect(golden.expected.dice.length, file).toBeGreaterThan(50);
    }
  });

  test.each(files)('%s replays to the recorded state and events', async (file) => {
    const golden = await read(file);
    expect(golden.rulesVersion).toBe(SKIRMISH.rulesVersion);
    const replayed = SKIRMISH.replayGame(golden.initial, golden.log);
    if (!replayed.ok) expect.fail(`entry ${replayed.error.index} was refused: ${replayed.error.error.code}`);
    const summary = summarizeSkirmish(replayed.value.state, replayed.value.events);
    // The readable parts first, so a change shows where it is; then the digests of the whole.
    expect(summary.units).toEqual(golden.expected.units);
    expect(summary.dice).toEqual(golden.expected.dice);
    expect(summary.eventTypes).toEqual(golden.expected.eventTypes);
    expect(summary).toEqual(golden.expected);
  });
});
