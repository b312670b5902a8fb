import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../src/engine/index.js';
import { buildInitialState } from '../../../../src/engine/rulesets/impulse/setup.js';
import { TEST_WEAPONS, rawGame, scenarioOf, ship, testClass } from '../../../helpers/build.js';

describe('building a game from a scenario', () => {
  test("ships start on their class's start curve, weapons charged, batteries empty, rules version stamped", () => {
    const s = rawGame({
      ships: [
        { name: 'Vigil', hex: '1010', facing: 'SE' },
        { name: 'Raider', side: 'red', hex: '1040' },
      ],
    });
    expect(ship(s, 'Vigil')).toMatchObject({
      curve: 2,
      facing: 2,
      batteriesCharged: 0,
      groups: [
        { red: 1, yellow: 2 },
        { red: 1, yellow: 1 },
      ],
    });
    expect(s.rulesVersion).toBe(impulse.RULES_VERSION);
    expect(s.catalog.classes).toHaveProperty('cruiser');
  });

  test('preset damage and criticals apply, and the hull modifier counts from the start', () => {
    const s = rawGame({
      ships: [
        {
          name: 'Vigil',
          hex: '1010',
          weapons: 'empty',
          damage: { shields: { forward: 2 }, hull: 2, criticals: ['helmDown'], afterburnersUsed: 1 },
        },
        { name: 'Raider', side: 'red', hex: '1040' },
      ],
    });
    expect(ship(s, 'Vigil')).toMatchObject({
      hullMarked: 2,
      hullModifier: -1,
      afterburnersUsed: 1,
      shields: { forward: 3 },
      groups: [
        { red: 0, yellow: 0 },
        { red: 0, yellow: 0 },
      ],
    });
    expect(ship(s, 'Vigil').criticals.map((c) => c.effect)).toEqual(['helmDown']);
  });

  test.each([
    ['an unknown class', { class: 'nope' }, 'UNKNOWN_CLASS'],
    ['a curve the class lacks', { curve: 9 }, 'BAD_CURVE'],
    ['more shield damage than boxes', { damage: { shields: { rear: 4 } } }, 'BAD_DAMAGE'],
    ['hull damage that leaves no box', { damage: { hull: 6 } }, 'BAD_DAMAGE'],
  ])('%s is a setup error naming the place', (_, extra, code) => {
    const scenario = scenarioOf({
      ships: [
        { name: 'Vigil', hex: '1010', ...extra },
        { name: 'Raider', side: 'red', hex: '1040' },
      ],
    });
    const built = buildInitialState(scenario, { classes: [testClass()], weapons: TEST_WEAPONS }, 'seed');
    expect(built.ok).toBe(false);
    expect(!built.ok && built.error).toMatchObject({ code, path: expect.stringContaining('ships[0]') });
  });

  test('a ship cannot start on a planet', () => {
    const scenario = scenarioOf({
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040' },
      ],
      terrain: [{ kind: 'planet', name: 'Osk', hex: '1010' }],
    });
    const built = buildInitialState(scenario, { classes: [testClass()], weapons: TEST_WEAPONS }, 'seed');
    expect(!built.ok && built.error.code).toBe('BAD_HEX');
  });

  test('a weapon type missing from the catalog is a setup error', () => {
    const scenario = scenarioOf({
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040' },
      ],
    });
    const built = buildInitialState(scenario, { classes: [testClass()], weapons: [] }, 'seed');
    expect(!built.ok && built.error.code).toBe('UNKNOWN_WEAPON');
  });
});
