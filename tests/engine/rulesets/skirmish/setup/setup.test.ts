/**
 * `skirmish`'s setup (issue 44; other-systems.md 4.5: one model per hex, a vehicle's seven-hex base,
 * coherency; 4.2 "Reserves"): every mission's units deployed inside their side's zone, coherent and
 * apart; units in reserve off the table; a roster's list in place of a side's own, spread across
 * its band; what cannot be set up refused with its path.
 */
import { describe, expect, test } from 'vitest';
import { FLOWER, occupiedHexes, place } from '../../../../../src/engine/core/footprint.js';
import { isCoherent } from '../../../../../src/engine/core/formation.js';
import { toOffset } from '../../../../../src/engine/core/hex-label.js';
import { type Hex, hexDistance, hexKey } from '../../../../../src/engine/core/hex.js';
import type { SkirmishMission } from '../../../../../src/engine/rulesets/skirmish/data/schema.js';
import type { SkirmishRoster } from '../../../../../src/engine/rulesets/skirmish/roster.js';
import {
  autoAnchor,
  createSkirmishGame,
  deploymentArea,
  initialSkirmishState,
  modelBaseHexes,
  placeModels,
} from '../../../../../src/engine/rulesets/skirmish/setup.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { profile } from '../../../../helpers/skirmish-state.js';
import { at, skirmishContent, skirmishMission } from './skirmish-content.js';

const MISSIONS = ['take-and-hold', 'supply-drop', 'purge'];

async function initial(mission: SkirmishMission | string, roster: SkirmishRoster | null = null, seed = 'setup') {
  const { catalog } = await skirmishContent();
  const m = typeof mission === 'string' ? await skirmishMission(mission) : mission;
  return initialSkirmishState(m, roster, catalog, seed);
}

async function state(mission: SkirmishMission | string, roster: SkirmishRoster | null = null): Promise<SkirmishState> {
  const built = await initial(mission, roster);
  if (!built.ok) throw new Error(`${built.error.code} ${built.error.path}: ${built.error.message}`);
  return built.value;
}

/** Every hex a unit's bases cover (a large model's flower). */
function coveredHexes(s: SkirmishState, unit: SkirmishUnit): Hex[] {
  const sheet = s.catalog.datasheets[unit.datasheet];
  return unit.models.flatMap((m) => {
    if (!m.hex) return [];
    const profile = sheet?.models.find((p) => p.id === m.profile);
    return profile?.base === 'large' ? occupiedHexes(place(FLOWER, m.hex)) : [m.hex];
  });
}

/** A mission changed: `side`'s units replaced. */
async function withUnits(id: string, side: number, units: SkirmishMission['sides'][number]['units']) {
  const m = await skirmishMission(id);
  return { ...m, sides: m.sides.map((s, i) => (i === side ? { ...s, units } : s)) } as SkirmishMission;
}

describe('setup: deployment (other-systems.md 4.5)', () => {
  test.each(MISSIONS)(
    '%s: every unit on the table stands wholly inside its side deployment band, coherent, one model per hex',
    async (id) => {
      const s = await state(id);
      const seen = new Set<string>();
      const walls = new Set(s.terrain.filter((t) => t.kind === 'wall').flatMap((t) => t.hexes.map(hexKey)));
      for (const unit of s.units.filter((u) => !u.reserve)) {
        const side = s.sides.find((d) => d.id === unit.side);
        const hexes = coveredHexes(s, unit);
        expect(hexes.length).toBeGreaterThanOrEqual(unit.models.length);
        for (const h of hexes) {
          const { col, row } = toOffset(h);
          expect(col).toBeGreaterThanOrEqual(1);
          expect(col).toBeLessThanOrEqual(s.board.cols);
          expect(row).toBeGreaterThanOrEqual(side?.deployment.fromRow ?? 0);
          expect(row).toBeLessThanOrEqual(side?.deployment.toRow ?? 0);
          expect(seen.has(hexKey(h)), `${unit.name} on a taken hex`).toBe(false);
          expect(walls.has(hexKey(h))).toBe(false);
          seen.add(hexKey(h));
        }
        expect(isCoherent(unit.models.map((m) => m.hex as Hex))).toBe(true);
      }
    },
  );

  test('a unit mission-placed has its first model on its `at` hex and the rest about it', async () => {
    const m = await skirmishMission('take-and-hold');
    const s = await state(m);
    for (const [i, entry] of (m.sides[0]?.units ?? []).entries()) {
      const unit = s.units.find((u) => u.id === `wardens-${i + 1}`);
      expect(unit?.name).toBe(entry.name);
      expect(unit?.models[0]?.hex).toEqual(entry.at);
    }
  });

  test('units, models and sides start as state.ts describes: ids <side>-<k>, models numbered, full wounds; CP, VP, kills', async () => {
    const s = await state('take-and-hold');
    expect(s.units.map((u) => u.id)).toEqual([
      'wardens-1',
      'wardens-2',
      'wardens-3',
      'wardens-4',
      'wardens-5',
      'brood-1',
      'brood-2',
      'brood-3',
      'brood-4',
      'brood-5',
    ]);
    const line = s.units[0];
    expect(line?.datasheet).toBe('warden-line-squad');
    expect(line?.models.map((m) => m.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(line?.models.map((m) => m.profile).slice(0, 3)).toEqual(['line-lieutenant', 'line-sergeant', 'warden']);
    expect(line?.models.map((m) => m.wounds).slice(0, 3)).toEqual([3, 2, 1]);
    expect(line?.models.every((m) => m.alive)).toBe(true);
    expect(s.cp).toEqual({ wardens: 0, brood: 0 });
    expect(s.vp).toEqual({ wardens: 0, brood: 0 });
    expect(s.kills).toEqual({ wardens: 0, brood: 0 });
    expect(s.rounds).toBe(5);
    expect(s.objectives.every((o) => o.controller === null)).toBe(true);
    for (const u of s.units)
      expect(u).toMatchObject({ destroyed: false, shocked: false, movement: null, shot: false, charged: false });
    // The game's catalog holds only what it uses.
    expect(Object.keys(s.catalog.datasheets).sort()).toEqual(
      [
        'bastion-guard',
        'brood-matriarch',
        'brood-stalkers',
        'brood-swarmlings',
        'chitin-warriors',
        'warden-captain',
        'warden-fire-team',
        'warden-line-squad',
      ].sort(),
    );
    expect(s.catalog.weapons['bulwark-cannon']).toBeUndefined();
    expect(s.catalog.weapons['warden-carbine']).toBeDefined();
  });

  test('4.2 Reserves: a unit held in reserve is off the table, every model alive with no hex', async () => {
    const s = await state('supply-drop');
    const reserves = s.units.filter((u) => u.reserve);
    expect(reserves.map((u) => u.name)).toEqual(['Drop Veterans', 'Burrowers']);
    for (const u of reserves) expect(u.models.every((m) => m.hex === null && m.alive && m.wounds > 0)).toBe(true);
  });

  test("a vehicle's large base stands wholly free: its seven hexes inside the zone and clear of every other base", async () => {
    const s = await state('supply-drop');
    const tank = s.units.find((u) => u.name === 'Bulwark');
    expect(tank?.models[0]?.hex).toEqual(at(16, 2));
    expect(coveredHexes(s, tank as SkirmishUnit)).toHaveLength(7);
    // On row 1 its flower would reach row 0, off the board: refused.
    const edge = await withUnits('supply-drop', 0, [
      { datasheet: 'bulwark-tank', name: 'Bulwark', at: at(16, 1), reserve: false },
    ]);
    const refused = await initial(edge);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'HEX_BLOCKED', path: 'sides[0].units[0].at' });
  });

  test('a ruin takes infantry but not a vehicle (4.5); a wall takes nobody', async () => {
    const base = await skirmishMission('take-and-hold');
    const ruin = { kind: 'ruin' as const, height: 0, hexes: [at(10, 2)] };
    const wall = { kind: 'wall' as const, height: 0, hexes: [at(20, 2)] };
    const mission = { ...base, terrain: [...base.terrain, ruin, wall] };
    const side = (units: SkirmishMission['sides'][number]['units']) => ({
      ...mission,
      sides: mission.sides.map((s, i) => (i === 0 ? { ...s, units } : s)),
    });
    const captain = await initial(side([{ datasheet: 'warden-captain', name: 'C', at: at(10, 2), reserve: false }]));
    expect(captain.ok).toBe(true);
    const tank = await initial(side([{ datasheet: 'bulwark-tank', name: 'T', at: at(10, 2), reserve: false }]));
    expect(tank.ok ? null : tank.error.code).toBe('HEX_BLOCKED');
    const onWall = await initial(side([{ datasheet: 'warden-captain', name: 'C', at: at(20, 2), reserve: false }]));
    expect(onWall.ok ? null : onWall.error.code).toBe('HEX_BLOCKED');
    // A squad next to the ruin flows around the vehicle-free hexes but never onto the wall.
    const squad = await state(side([{ datasheet: 'warden-line-squad', name: 'S', at: at(19, 2), reserve: false }]));
    expect(squad.units[0]?.models.some((m) => m.hex && hexKey(m.hex) === hexKey(at(20, 2)))).toBe(false);
  });
});

describe('setup: placing a unit of large bases (4.5: distances between the closest hexes of two bases)', () => {
  test('each next base is whole, apart from the others and within 2 of a placed base', () => {
    const tank = profile({ id: 'tank', base: 'large', keywords: ['vehicle'] });
    const zone = deploymentArea({ cols: 30, rows: 22 }, { fromRow: 1, toRow: 6 });
    const placed = placeModels({ terrain: new Map(), taken: new Set(), zone }, [tank, tank, tank], at(10, 3));
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const bases = placed.value.map((h) => modelBaseHexes(tank, h));
    expect(new Set(bases.flat().map(hexKey)).size).toBe(21);
    for (const [i, base] of bases.entries()) {
      if (i === 0) continue;
      const near = bases.slice(0, i).some((b) => b.some((x) => base.some((y) => hexDistance(x, y) <= 2)));
      expect(near).toBe(true);
    }
    // A band of two rows holds no flower of three rows.
    const thin = deploymentArea({ cols: 30, rows: 22 }, { fromRow: 1, toRow: 2 });
    const refused = placeModels({ terrain: new Map(), taken: new Set(), zone: thin }, [tank], at(10, 2));
    expect(refused.ok ? null : refused.error.code).toBe('LEADER_BLOCKED');
  });
});

describe('setup: a roster in place of a side (issue 42 roster flow)', () => {
  const wardens: SkirmishRoster = {
    wardens: [
      { name: 'Alpha', datasheet: 'warden-line-squad' },
      { name: 'Hammer', datasheet: 'bulwark-tank' },
      { name: 'Voss', datasheet: 'warden-captain' },
      { name: 'Drop', datasheet: 'drop-veterans', reserve: true },
      { name: 'Beta', datasheet: 'warden-line-squad' },
    ],
  };

  test("the listed side brings its list, deployed automatically across its band; the other side keeps the mission's", async () => {
    const s = await state('take-and-hold', wardens);
    const own = s.units.filter((u) => u.side === 'wardens');
    expect(own.map((u) => [u.id, u.name, u.reserve])).toEqual([
      ['wardens-1', 'Alpha', false],
      ['wardens-2', 'Hammer', false],
      ['wardens-3', 'Voss', false],
      ['wardens-4', 'Drop', true],
      ['wardens-5', 'Beta', false],
    ]);
    const m = await skirmishMission('take-and-hold');
    expect(s.units.filter((u) => u.side === 'brood').map((u) => u.name)).toEqual(m.sides[1]?.units.map((u) => u.name));
    // Spread across the band, west to east in list order (the reserve takes no place).
    const cols = own.filter((u) => !u.reserve).map((u) => toOffset(u.models[0]?.hex as Hex).col);
    expect(cols).toEqual([...cols].sort((a, b) => a - b));
    expect((cols.at(-1) ?? 0) - (cols[0] ?? 0)).toBeGreaterThanOrEqual(15);
    for (const u of own.filter((x) => !x.reserve))
      for (const h of coveredHexes(s, u)) expect(toOffset(h).row).toBeLessThanOrEqual(4);
  });

  test('the automatic deployment is deterministic: the same list, the same hexes, whatever the seed', async () => {
    const { catalog } = await skirmishContent();
    const m = await skirmishMission('take-and-hold');
    const a = initialSkirmishState(m, wardens, catalog, 'one');
    const b = initialSkirmishState(m, wardens, catalog, 'two');
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.units).toEqual(b.value.units);
  });

  test('the i-th of n automatic units is aimed at column (i + 1/2) x cols / n on the middle row', () => {
    const deployment = { fromRow: 19, toRow: 22 };
    expect([0, 1, 2].map((i) => toOffset(autoAnchor({ cols: 30 }, deployment, i, 3)))).toEqual([
      { col: 6, row: 20 },
      { col: 16, row: 20 },
      { col: 26, row: 20 },
    ]);
  });

  test("a roster's problem refuses the start (its points against the mission's own)", async () => {
    const big: SkirmishRoster = {
      wardens: Array.from({ length: 4 }, (_, i) => ({ name: `Tank ${i + 1}`, datasheet: 'bulwark-tank' })),
    };
    const refused = await initial('take-and-hold', big);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'ROSTER_overPoints', path: 'roster.wardens' });
  });

  test('a list too large for its band is refused: NO_ROOM', async () => {
    const m = { ...(await skirmishMission('take-and-hold')), points: 3000 };
    const swarm: SkirmishRoster = {
      brood: Array.from({ length: 13 }, (_, i) => ({ name: `Swarm ${i + 1}`, datasheet: 'brood-swarmlings' })),
    };
    const refused = await initial(m, swarm);
    expect(refused.ok ? null : refused.error.code).toBe('NO_ROOM');
  });
});

describe('setup: what cannot be set up is refused with its path', () => {
  test.each([
    [
      'an unknown datasheet',
      [{ datasheet: 'nope', name: 'X', at: at(5, 2), reserve: false }],
      { code: 'UNKNOWN_DATASHEET', path: 'sides[0].units[0].datasheet' },
    ],
    [
      "another faction's datasheet",
      [{ datasheet: 'brood-stalkers', name: 'X', at: at(5, 2), reserve: false }],
      { code: 'WRONG_FACTION', path: 'sides[0].units[0].datasheet' },
    ],
    [
      'two units of one name',
      [
        { datasheet: 'warden-captain', name: 'Twin', at: at(5, 2), reserve: false },
        { datasheet: 'warden-captain', name: 'twin', at: at(9, 2), reserve: false },
      ],
      { code: 'DUPLICATE_NAME', path: 'sides[0].units[1].name' },
    ],
    [
      '`at` outside the deployment zone',
      [{ datasheet: 'warden-captain', name: 'X', at: at(5, 8), reserve: false }],
      { code: 'OUT_OF_ZONE', path: 'sides[0].units[0].at' },
    ],
    [
      '`at` off the board',
      [{ datasheet: 'warden-captain', name: 'X', at: at(31, 2), reserve: false }],
      { code: 'OFF_BOARD', path: 'sides[0].units[0].at' },
    ],
    [
      '`at` on a unit placed before',
      [
        { datasheet: 'warden-captain', name: 'A', at: at(5, 2), reserve: false },
        { datasheet: 'warden-captain', name: 'B', at: at(5, 2), reserve: false },
      ],
      { code: 'HEX_BLOCKED', path: 'sides[0].units[1].at' },
    ],
  ])('%s', async (_, units, expected) => {
    const refused = await initial(await withUnits('take-and-hold', 0, units));
    expect(refused.ok ? null : refused.error).toMatchObject(expected);
  });

  test('an objective off the board, deployment zones that overlap or leave the board, a mission that is not one', async () => {
    const m = await skirmishMission('purge');
    const off = await initial({ ...m, objectives: [{ id: 'far', hex: at(40, 5), value: 1 }] });
    expect(off.ok ? null : off.error).toMatchObject({ code: 'OFF_BOARD', path: 'objectives[0].hex' });
    const overlapping = await initial({
      ...m,
      sides: m.sides.map((s, i) => (i === 1 ? { ...s, deployment: { fromRow: 4, toRow: 8 } } : s)),
    });
    expect(overlapping.ok ? null : overlapping.error).toMatchObject({ code: 'BAD_ZONE', path: 'sides[1].deployment' });
    const beyond = await initial({
      ...m,
      sides: m.sides.map((s, i) => (i === 1 ? { ...s, deployment: { fromRow: 19, toRow: 23 } } : s)),
    });
    expect(beyond.ok ? null : beyond.error).toMatchObject({ code: 'BAD_ZONE', path: 'sides[1].deployment' });
    const bad = await initial({ ...m, board: { cols: 2, rows: 22 } });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'BAD_MISSION', path: 'board.cols' });
  });
});

describe('createSkirmishGame: the opening state, then the battle begun', () => {
  test('the first turn is decided and round 1 has begun (flow/turn.ts startBattle)', async () => {
    const { catalog } = await skirmishContent();
    const created = createSkirmishGame(await skirmishMission('take-and-hold'), null, catalog, 'game');
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value.events.some((e) => e.type === 'firstTurnDecided')).toBe(true);
    expect(created.value.state.round).toBe(1);
    expect(created.value.state.units).toEqual((await state('take-and-hold')).units);
  });
});
