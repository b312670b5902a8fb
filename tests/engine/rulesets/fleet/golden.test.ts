/** `fleet` golden games replay exactly: same final state, same dice, same events (issue 43, deliverable 10). */
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { fleet } from '../../../../src/engine/index.js';
import { type FleetGolden, summarizeFleet } from '../../../fixtures/fleet-golden.js';

const dir = new URL('../../../fixtures/fleet-games/', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();

describe('fleet golden games', () => {
  test('one per bundled scenario, each played to its end with attacks in it', async () => {
    expect(files).toEqual(['pitched-battle.json', 'relay-stations.json', 'salvage-run.json']);
    for (const file of files) {
      const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as FleetGolden;
      expect(golden.expected.outcome).not.toBeNull();
      expect(golden.expected.dice.length).toBeGreaterThan(20);
    }
  });

  test.each(files)('%s replays to the recorded result', async (file) => {
    const golden = JSON.parse(await readFile(new URL(file, dir), 'utf8')) as FleetGolden;
    expect(golden.rulesVersion).toBe(fleet.FLEET.rulesVersion);
    const replayed = fleet.FLEET.replayGame(golden.initial, golden.log);
    if (!replayed.ok) expect.fail(`entry ${replayed.error.index} was refused: ${replayed.error.error.code}`);
    const summary = summarizeFleet(replayed.value.state, replayed.value.events);
    expect(summary.ships).toEqual(golden.expected.ships);
    expect(summary.dice).toEqual(golden.expected.dice);
    expect(summary).toEqual(golden.expected);
  });
});
