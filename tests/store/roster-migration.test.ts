/**
 * Schema 3 to 4 (issue 42): a lobby stored with the impulse-shaped `fleet` loads with the same list
 * as its ruleset-opaque `roster`, which the ruleset's own roster schema reads, on every store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse, squadron } from '../../src/engine/index.js';
import { GAME_SCHEMA_VERSION } from '../../src/store/index.js';
import { cleanUp, makePlace, putValue, type Place } from './harness.js';
import { v2Fixture, v3Lobby } from './record-fixture.js';

afterEach(cleanUp);

const KINDS: Place['kind'][] = ['memory', 'sqlite'];

async function stored(kind: Place['kind'], channelId: string, raw: unknown) {
  const place = makePlace(kind);
  const { backend } = await place.open();
  await putValue(backend, `game:${channelId}`, raw);
  return (await place.open()).store;
}

const FLEET = [
  { side: 'concord', classId: 'kestrel-frigate', name: 'Swiftwing', addedBy: '1001' },
  { side: 'veyra', classId: 'sarrek-heavy-cruiser', name: 'Ashen Claw', addedBy: '1002' },
  { side: 'concord', classId: 'bastion-heavy-cruiser', name: 'Vigil', addedBy: '1001' },
];

const SQUAD = [
  { side: 'concord', classId: 'oren-vale', name: 'Oren Vale', addedBy: '1001', upgrades: ['heavy-torpedo'] },
  { side: 'concord', classId: 'lance-cadet', name: 'Lance Cadet', addedBy: '1001' },
];

describe.each(KINDS)('a schema-3 record on %s', (kind) => {
  it('an impulse lobby keeps its fleet as the roster, per side in the order added', async () => {
    const store = await stored(kind, 'c3', v3Lobby('c3', 'impulse', FLEET));
    const record = await store.get('c3');
    expect(record?.schemaVersion).toBe(GAME_SCHEMA_VERSION);
    expect(record).not.toHaveProperty('fleet');
    expect(record?.roster).toEqual({
      concord: [
        { classId: 'kestrel-frigate', name: 'Swiftwing' },
        { classId: 'bastion-heavy-cruiser', name: 'Vigil' },
      ],
      veyra: [{ classId: 'sarrek-heavy-cruiser', name: 'Ashen Claw' }],
    });
    expect(impulse.IMPULSE.schemas.roster.safeParse(record?.roster).success).toBe(true);
  });

  it('a squadron lobby keeps its pilots and their upgrades', async () => {
    const store = await stored(kind, 'c4', v3Lobby('c4', 'squadron', SQUAD));
    const roster = squadron.SQUADRON.schemas.roster.parse((await store.get('c4'))?.roster);
    expect(roster).toEqual({
      concord: [
        { classId: 'oren-vale', name: 'Oren Vale', upgrades: ['heavy-torpedo'] },
        { classId: 'lance-cadet', name: 'Lance Cadet', upgrades: [] },
      ],
    });
  });

  it('a lobby with no fleet, and the schema-2 fixture, load with an empty roster', async () => {
    const empty = await stored(kind, 'c5', v3Lobby('c5', 'impulse', []));
    expect((await empty.get('c5'))?.roster).toEqual({});
    const old = await stored(kind, 'c1', v2Fixture());
    expect((await old.get('c1'))?.roster).toEqual({});
  });
});
