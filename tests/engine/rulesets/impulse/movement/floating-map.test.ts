import { describe, expect, test } from 'vitest';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import { impulse } from '../../../../../src/engine/index.js';
import { at, eventsOf, play, rawGame, ship, testClass } from '../../../../helpers/build.js';

const h = (col: number, row: number) => fromOffset({ col, row });
const noBurners = testClass({ afterburners: 0 });

describe('the floating area (two 24 x 18 maps by default)', () => {
  test.each([
    ['48 columns side by side', [h(0, 5), h(47, 5)], true],
    ['49 columns', [h(0, 5), h(48, 5)], false],
    ['36 rows stacked', [h(3, 0), h(3, 35)], true],
    ['wide and tall at once', [h(0, 0), h(30, 20)], false],
  ])('%s fits: %s', (_, hexes, fits) => {
    expect(impulse.fitsArea(hexes, impulse.DEFAULT_SETTINGS)).toBe(fits);
  });
});

describe('retreat (seed 000 section 1.1.3, floating map)', () => {
  // Vigil moves east out of a 48-column spread; Raider and Warden sit far to the west.
  const spread = (vigilCol: number, others: { name: string; side?: 'blue' | 'red'; col: number }[]) => {
    const s = at(
      rawGame({
        classes: [noBurners],
        ships: [
          { name: 'Vigil', hex: h(vigilCol, 8), facing: 'NE' },
          ...others.map((o) => ({
            name: o.name,
            side: o.side ?? ('red' as const),
            hex: h(o.col, 8),
            facing: 'S' as const,
          })),
        ],
      }),
      { impulse: 'B', step: 'movement' },
    );
    return s;
  };

  test('a ship at the edge of a spread beyond the area, 6+ hexes from every other ship, retreats', () => {
    const s = spread(47, [
      { name: 'Raider', col: 0 },
      { name: 'Warden', side: 'blue', col: 1 },
    ]);
    const { state, events } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    expect(eventsOf(events, 'shipRetreated').map((e) => e.ship.name)).toEqual(['Vigil']);
    expect(ship(state, 'Vigil').status).toBe('retreated');
  });

  test('a ship within 6 hexes of another does not retreat: the map floats on', () => {
    const s = spread(47, [
      { name: 'Raider', col: 0 },
      { name: 'Warden', side: 'blue', col: 44 },
    ]);
    const { state } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    expect(ship(state, 'Vigil').status).toBe('active');
  });

  test.each([
    [6, 'retreated'],
    [5, 'active'],
  ])('a ship exactly %i hexes from the nearest other ship ends up %s', (gap, status) => {
    // Vigil moves from column 47 to 48 (a 49-column spread); Warden waits `gap` columns west of column 48.
    const s = spread(47, [
      { name: 'Raider', col: 0 },
      { name: 'Warden', side: 'blue', col: 48 - gap },
    ]);
    const { state } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    expect(ship(state, 'Vigil').status).toBe(status);
  });

  test('inside the area nothing retreats', () => {
    const s = spread(40, [{ name: 'Raider', col: 0 }]);
    expect(
      eventsOf(play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' }).events, 'shipRetreated'),
    ).toHaveLength(0);
  });

  test('a side whose last ship retreats loses', () => {
    const s = spread(47, [{ name: 'Raider', col: 0 }]);
    const { state, events } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    // Both are at an edge and 6+ apart, but the rule starts from the ship moving off the map: only it leaves.
    expect(eventsOf(events, 'shipRetreated').map((e) => e.ship.name)).toEqual(['Vigil']);
    expect(state.outcome).toMatchObject({ winner: 'red', reason: 'lastSideStanding' });
  });

  test('terrain that no longer fits and lies 6+ hexes from every ship is removed for good', () => {
    const s = at(
      rawGame({
        classes: [noBurners],
        ships: [
          { name: 'Vigil', hex: h(10, 8) },
          { name: 'Raider', side: 'red', hex: h(12, 8), facing: 'S' },
        ],
        terrain: [
          { kind: 'asteroids', hexes: ['7008'] },
          { kind: 'nebula', hexes: ['1410'] },
        ],
      }),
      { impulse: 'B', step: 'movement' },
    );
    const { state, events } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    expect(eventsOf(events, 'terrainRemoved')).toEqual([{ type: 'terrainRemoved', terrain: 't1', kind: 'asteroids' }]);
    expect(state.terrain.map((t) => t.kind)).toEqual(['nebula']);
  });
});
