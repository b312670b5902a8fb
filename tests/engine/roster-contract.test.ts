/**
 * The roster contract (issue 42), table by table for every ruleset through the contract alone:
 * `schemas.roster` reads its rosters, `rosterEntries` and `rosterPoints` describe them, each problem
 * is named (`rosterProblems`), `createGame` with no roster is the scenario's own forces, with a
 * roster flies it, and refuses a roster with a problem.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { RULESETS, type AnyRuleset, type Roster, type RosterProblemCode } from '../../src/engine/index.js';
import { GUNLINE_RULES, RANGE_DUEL } from '../helpers/gunline/rules.js';

const ALL = RULESETS.with(GUNLINE_RULES as unknown as AnyRuleset);

interface Case {
  readonly scenario: unknown;
  readonly catalog: unknown;
  /** A roster the scenario accepts (concord's list), its points and how many units the game then has on that side. */
  readonly good: Roster;
  readonly points: number;
  /** Rosters each with exactly the problem named. */
  readonly bad: readonly (readonly [RosterProblemCode, Roster, number | null])[];
  /** The names the units of a side carry in the started game, read through the contract's board. */
  readonly unitsOf: (state: unknown, side: string) => string[];
}

const impulseShips = (state: unknown, side: string): string[] =>
  (state as { ships: { side: string; name: string }[] }).ships.filter((s) => s.side === side).map((s) => s.name);

const impulseBad = [
  ['unknownUnit', { concord: [{ classId: 'no-such-class', name: 'Ghost' }] }, null],
  ['wrongSide', { concord: [{ classId: 'sarrek-heavy-cruiser', name: 'Turncoat' }] }, null],
  [
    'duplicateName',
    {
      concord: [
        { classId: 'kestrel-frigate', name: 'Dart' },
        { classId: 'kestrel-frigate', name: 'dart' },
      ],
    },
    null,
  ],
  ['unknownSide', { pirates: [{ classId: 'kestrel-frigate', name: 'Dart' }] }, null],
  ['overPoints', { concord: [{ classId: 'kestrel-frigate', name: 'Dart' }] }, 40],
] as const;

const CASES: Record<string, () => Promise<Case>> = {
  impulse: async () => {
    const catalog = await loadCatalog();
    const scenario = catalog.scenarios.find((s) => s.id === 'cruiser-duel');
    const good = {
      concord: [
        { classId: 'kestrel-frigate', name: 'Dart' },
        { classId: 'kestrel-frigate', name: 'Wisp' },
      ],
    };
    return { scenario, catalog, good, points: 82, bad: impulseBad, unitsOf: impulseShips };
  },
  vector: async () => {
    const catalog = await loadCatalog();
    const scenario = { scenario: catalog.scenarios.find((s) => s.id === 'cruiser-duel') };
    const good = { concord: [{ classId: 'kestrel-frigate', name: 'Dart' }] };
    const unitsOf = (state: unknown, side: string) => impulseShips((state as { board: unknown }).board, side);
    return { scenario, catalog, good, points: 41, bad: impulseBad, unitsOf };
  },
  squadron: async () => {
    const content = (await loadCatalog()).squadron;
    const scenario = content?.scenarios.find((s) => s.id === 'dogfight');
    const pilot = (classId: string, name: string, upgrades: string[] = []) => ({ classId, name, upgrades });
    return {
      scenario,
      catalog: content?.catalog,
      good: { concord: [pilot('oren-vale', 'Oren Vale', ['heavy-torpedo']), pilot('lance-cadet', 'Lance Cadet')] },
      points: 31 + 18,
      bad: [
        ['unknownUnit', { concord: [pilot('nobody', 'Nobody')] }, null],
        ['wrongSide', { concord: [pilot('shard-drone', 'Drone')] }, null],
        ['unknownUpgrade', { concord: [pilot('lance-cadet', 'Cadet', ['warp-core'])] }, null],
        ['noSlot', { concord: [pilot('lance-cadet', 'Cadet', ['heavy-torpedo'])] }, null],
        ['uniqueTwice', { concord: [pilot('oren-vale', 'Oren'), pilot('oren-vale', 'Oren 2')] }, null],
        ['tooManyUnits', { concord: Array.from({ length: 9 }, (_, i) => pilot('lance-cadet', `C${i}`)) }, 1000],
        ['overPoints', { concord: [pilot('lance-cadet', 'Cadet')] }, 10],
      ],
      unitsOf: (state, side) =>
        (state as { ships: { side: string; name: string }[] }).ships.filter((s) => s.side === side).map((s) => s.name),
    };
  },
  fleet: async () => {
    const content = (await loadCatalog()).fleet;
    const scenario = content?.scenarios.find((s) => s.id === 'pitched-battle');
    const ship = (cls: string, name: string) => ({ kind: 'ship', class: cls, name });
    const squadron = (cls: string, name: string) => ({ kind: 'squadron', class: cls, name });
    const heron = ship('heron-corvette', 'Wren');
    return {
      scenario,
      catalog: content?.catalog,
      good: { concord: [ship('vigil-frigate', 'Beacon'), squadron('gull-fighter', 'Gull Flight')] },
      points: 79 + 11,
      bad: [
        ['unknownUnit', { concord: [heron, ship('nothing', 'Ghost')] }, null],
        ['wrongSide', { concord: [heron, ship('shrike-raider', 'Turncoat')] }, null],
        ['uniqueTwice', { concord: [heron, squadron('ilse-varro', 'Ilse'), squadron('ilse-varro', 'Ilse 2')] }, null],
        ['noShips', { concord: [squadron('gull-fighter', 'Gull')] }, null],
        [
          'squadronPoints',
          { concord: [heron, ...Array.from({ length: 8 }, (_, i) => squadron('gull-fighter', `G${i}`))] },
          null,
        ],
        ['duplicateName', { concord: [heron, ship('heron-corvette', 'wren')] }, null],
        ['unknownSide', { pirates: [heron] }, null],
        [
          'tooManyUnits',
          { concord: [heron, ...Array.from({ length: 17 }, (_, i) => squadron('gull-fighter', `G${i}`))] },
          1000,
        ],
        ['overPoints', { concord: [heron] }, 30],
      ],
      unitsOf: (state, side) => {
        const s = state as { ships: { side: string; name: string }[]; squadrons: { side: string; name: string }[] };
        return [...s.ships, ...s.squadrons].filter((u) => u.side === side).map((u) => u.name);
      },
    };
  },
  skirmish: async () => {
    const content = (await loadCatalog()).skirmish;
    const scenario = content?.missions.find((m) => m.id === 'take-and-hold');
    const unit = (datasheet: string, name: string, reserve?: boolean) =>
      reserve === undefined ? { datasheet, name } : { datasheet, name, reserve };
    const captain = unit('warden-captain', 'Ardane');
    return {
      scenario,
      catalog: content?.catalog,
      good: { wardens: [captain, unit('bastion-guard', 'Bastion')] },
      points: 70 + 110,
      bad: [
        ['unknownUnit', { wardens: [captain, unit('nothing', 'Ghost')] }, null],
        ['wrongSide', { wardens: [captain, unit('brood-stalkers', 'Turncoat')] }, null],
        ['duplicateName', { wardens: [captain, unit('warden-captain', 'ardane')] }, null],
        ['unknownSide', { pirates: [captain] }, null],
        ['tooManyUnits', { wardens: Array.from({ length: 17 }, (_, i) => unit('warden-captain', `C${i}`)) }, 5000],
        ['overPoints', { wardens: [captain] }, 30],
        // other-systems.md 4.2 "Reserves": at most half the army's points wait off the table (110 of 180 > 90).
        ['reservePoints', { wardens: [captain, unit('bastion-guard', 'Bastion', true)] }, null],
      ],
      unitsOf: (state, side) =>
        (state as { units: { side: string; name: string }[] }).units.filter((u) => u.side === side).map((u) => u.name),
    };
  },
  gunline: async () =>
    Promise.resolve({
      scenario: RANGE_DUEL,
      catalog: {},
      good: { [RANGE_DUEL.sides[0]?.id ?? '']: [{ name: 'Bulwark', hull: 6 }] },
      points: 6,
      bad: [
        [
          'tooManyUnits',
          {
            [RANGE_DUEL.sides[0]?.id ?? '']: [
              { name: 'A', hull: 1 },
              { name: 'B', hull: 1 },
            ],
          },
          null,
        ],
        ['overPoints', { [RANGE_DUEL.sides[0]?.id ?? '']: [{ name: 'A', hull: 9 }] }, 5],
        ['unknownSide', { pirates: [{ name: 'A', hull: 1 }] }, null],
      ],
      unitsOf: (state, side) =>
        (state as { ships: { side: string; name: string }[] }).ships.filter((s) => s.side === side).map((s) => s.name),
    }),
};

describe.each(ALL.ids)('the %s ruleset keeps the roster contract', (id) => {
  const rules = ALL.get(id) as AnyRuleset;
  const load = async () => {
    const c = await (CASES[id] ?? (() => Promise.reject(new Error(`no roster case for ${id}`))))();
    return {
      ...c,
      scenario: rules.schemas.scenario.parse(c.scenario),
      catalog: rules.schemas.catalog.parse(c.catalog),
    };
  };

  it('reads, lists and prices a good roster with no problem', async () => {
    const c = await load();
    const roster = rules.schemas.roster.parse(c.good);
    const [side] = Object.keys(c.good);
    expect(rules.rosterProblems(roster, c.scenario, c.catalog, { points: null })).toEqual([]);
    expect(rules.rosterPoints(roster, c.catalog)).toEqual({ [side ?? '']: c.points });
    const entries = rules.rosterEntries(roster, c.catalog);
    expect(entries.map((e) => e.side)).toEqual((c.good[side ?? ''] ?? []).map(() => side));
    expect(entries.reduce((n, e) => n + e.points, 0)).toBe(c.points);
    for (const e of entries) expect(e.summary).toMatch(/\S/);
  });

  it('builds the scenario’s own forces without a roster, and flies the roster’s with one', async () => {
    const c = await load();
    const [side] = Object.keys(c.good);
    const own = rules.createGame(c.scenario, null, c.catalog, 'roster-contract');
    const empty = rules.createGame(c.scenario, {}, c.catalog, 'roster-contract');
    const listed = rules.createGame(c.scenario, rules.schemas.roster.parse(c.good), c.catalog, 'roster-contract');
    if (!own.ok || !empty.ok || !listed.ok) throw new Error('a game did not start');
    expect(empty.value.state).toEqual(own.value.state);
    expect(c.unitsOf(listed.value.state, side ?? '')).toHaveLength(c.good[side ?? '']?.length ?? 0);
    expect(c.unitsOf(listed.value.state, side ?? '')).not.toEqual(c.unitsOf(own.value.state, side ?? ''));
  });

  it('names each problem, and never starts a roster with one', async () => {
    const c = await load();
    for (const [code, raw, points] of c.bad) {
      const roster = rules.schemas.roster.parse(raw);
      const problems = rules.rosterProblems(roster, c.scenario, c.catalog, { points });
      expect(
        problems.map((p) => p.code),
        code,
      ).toContain(code);
      if (points === null)
        expect(rules.createGame(c.scenario, roster, c.catalog, 'roster-contract').ok, `${code} starts`).toBe(false);
    }
  });
});
