/**
 * `fleet`'s geometry (issue 43; other-systems.md 5.9; seed 004 pp. 13-14 and 19-20): hull zones as
 * sectors from their reference hexes, range bands by hex distance, line of sight and obstruction,
 * and the contract's `FLEET_GEOMETRY`.
 */
import { describe, expect, it } from 'vitest';
import { FLEET_GEOMETRY } from '../../../../../src/engine/rulesets/fleet/geometry/ruleset-geometry.js';
import { distanceBand, rangeBandOf } from '../../../../../src/engine/rulesets/fleet/geometry/range.js';
import { attackSight } from '../../../../../src/engine/rulesets/fleet/geometry/sight.js';
import {
  zoneReferenceHex,
  zoneSectors,
  zonesHolding,
} from '../../../../../src/engine/rulesets/fleet/geometry/zones.js';
import type { FleetShip } from '../../../../../src/engine/rulesets/fleet/state.js';
import { hex, table } from '../attack/table.js';

const shipIn = (state: ReturnType<typeof table>, id: string): FleetShip =>
  state.ships.find((s) => s.id === id) as FleetShip;

describe('hull zones (5.9: zones are facing sectors from their reference hexes)', () => {
  it.each([
    ['small', 'frigate', { front: hex(10, 10), right: hex(10, 10), rear: hex(10, 10), left: hex(10, 10) }],
    ['medium', 'cruiser', { front: hex(10, 10), right: hex(10, 10), rear: hex(10, 11), left: hex(10, 10) }],
    ['large', 'battleship', { front: hex(10, 10), right: hex(10, 11), rear: hex(10, 12), left: hex(10, 11) }],
  ] as const)('%s ship facing N: each zone reference hex', (_size, cls, refs) => {
    const state = table({ ships: [{ id: 's', class: cls, at: hex(10, 10) }] });
    for (const [zone, h] of Object.entries(refs))
      expect(zoneReferenceHex(state, shipIn(state, 's'), zone as 'front')).toEqual(h);
  });

  it('a medium ship facing S has its rear hex to the north', () => {
    const state = table({ ships: [{ id: 's', at: hex(10, 10), facing: 3 }] });
    expect(zoneReferenceHex(state, shipIn(state, 's'), 'rear')).toEqual(hex(10, 9));
  });

  it('four sectors with apexes per size', () => {
    expect(zoneSectors('large').map((s) => [s.name, s.at])).toEqual([
      ['front', { q: 0, r: 0 }],
      ['right', { q: 0, r: 1 }],
      ['rear', { q: 0, r: 2 }],
      ['left', { q: 0, r: 1 }],
    ]);
  });

  it.each([
    [hex(10, 7), ['front']],
    [hex(11, 9), ['right']],
    [hex(9, 10), ['left']],
    [hex(10, 13), ['rear']],
    // On the corner ray between the front and right wedges: both zones (5.9: boundary hexes count twice).
    [hex(11, 8), ['front', 'right']],
  ])('a small ship at 1010 facing N: %o lies in %o', (target, zones) => {
    const state = table({ ships: [{ id: 's', class: 'frigate', at: hex(10, 10) }] });
    expect(zonesHolding(state, shipIn(state, 's'), target)).toEqual(zones);
  });

  it('a turned ship turns its zones (facing SE: the hex to its SE is in the front zone)', () => {
    const state = table({ ships: [{ id: 's', class: 'frigate', at: hex(10, 10), facing: 2 }] });
    expect(zonesHolding(state, shipIn(state, 's'), hex(13, 10))).toEqual(['front']);
  });
});

describe('range (seed 004 pp. 13-14; 5.9: close 0-2, medium 3, long 4-5)', () => {
  it.each([
    [0, 'close'],
    [1, 'close'],
    [2, 'close'],
    [3, 'medium'],
    [4, 'long'],
    [5, 'long'],
    [6, undefined],
  ] as const)('distance %i is %s', (d, band) => expect(rangeBandOf(d)).toBe(band));

  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [5, 5],
    [6, undefined],
  ] as const)('distance band of %i hexes is %s', (d, band) => expect(distanceBand(d)).toBe(band));
});

describe('line of sight (seed 004 p. 19) and obstruction (pp. 19-20)', () => {
  // The attacker's front hex at 1010 facing N; the defender 4 hexes north facing S (front 1006, rear 1005).
  const base = {
    ships: [
      { id: 'atk', class: 'frigate', at: hex(10, 10) },
      { id: 'def', side: 'blue', at: hex(10, 6), facing: 3 as const },
    ],
  };
  const atk = { kind: 'ship' as const, ship: 'atk', zone: 'front' as const };

  it('seed 004 p. 19: sight to the defending zone that faces the attacker', () => {
    const s = attackSight(table(base), atk, { kind: 'ship', ship: 'def', zone: 'front' });
    expect(s).toMatchObject({ visible: true, obstructed: false, from: hex(10, 10), to: hex(10, 6) });
    expect(s.line).toContainEqual(hex(10, 8));
  });

  it('seed 004 p. 19: no sight to a zone when the line would cross another hull zone of the defender', () => {
    for (const zone of ['rear', 'left', 'right'] as const)
      expect(attackSight(table(base), atk, { kind: 'ship', ship: 'def', zone }).visible).toBe(false);
  });

  it.each([
    ['an obstacle', { obstacles: [{ kind: 'asteroids' as const, hex: hex(10, 8) }] }],
    ['another ship', { ships: [...base.ships, { id: 'third', side: 'blue', class: 'frigate', at: hex(10, 8) }] }],
    ['a squadron', { squadrons: [{ id: 'sq', side: 'red', at: hex(10, 8) }] }],
  ])('seed 004 pp. 19-20: a line through %s is obstructed', (_what, extra) => {
    const s = attackSight(table({ ...base, ...extra }), atk, { kind: 'ship', ship: 'def', zone: 'front' });
    expect(s).toMatchObject({ visible: true, obstructed: true, obstructedBy: [hex(10, 8)] });
  });

  it("seed 004 p. 19: sight to or from a squadron is traced from its own hex (its nearest point) to the zone's reference hex", () => {
    const state = table({ ...base, squadrons: [{ id: 'sq', side: 'blue', at: hex(10, 8) }] });
    expect(attackSight(state, atk, { kind: 'squadron', squadron: 'sq' })).toMatchObject({
      visible: true,
      from: hex(10, 10),
      to: hex(10, 8),
    });
    const fromSquadron = attackSight(
      state,
      { kind: 'squadron', squadron: 'sq' },
      { kind: 'ship', ship: 'def', zone: 'front' },
    );
    expect(fromSquadron).toMatchObject({ visible: true, from: hex(10, 8), to: hex(10, 6) });
    // Its line to another zone of the ship would cross the front zone: no sight.
    expect(
      attackSight(state, { kind: 'squadron', squadron: 'sq' }, { kind: 'ship', ship: 'def', zone: 'rear' }).visible,
    ).toBe(false);
  });

  it('seed 004 pp. 19-20: a line that only grazes an obstacle hex is not obstructed', () => {
    const state = table({
      ships: [
        { id: 'atk', class: 'frigate', at: hex(10, 10) },
        { id: 'def', side: 'blue', class: 'frigate', at: hex(11, 8), facing: 3 },
      ],
      obstacles: [{ kind: 'debris', hex: hex(10, 9) }],
    });
    const s = attackSight(state, atk, { kind: 'ship', ship: 'def', zone: 'front' });
    expect(s.obstructed).toBe(false);
  });

  it("the attacker's and the defender's own hexes never obstruct", () => {
    // The defender's rear zone seen from behind it: the line passes no hex but the ends.
    const state = table({
      ships: [
        { id: 'atk', class: 'frigate', at: hex(10, 2), facing: 3 },
        { id: 'def', side: 'blue', at: hex(10, 6), facing: 3 },
      ],
    });
    const s = attackSight(
      state,
      { kind: 'ship', ship: 'atk', zone: 'front' },
      { kind: 'ship', ship: 'def', zone: 'rear' },
    );
    expect(s).toMatchObject({ visible: true, obstructed: false });
  });
});

describe('FLEET_GEOMETRY (the ruleset contract)', () => {
  const state = table({
    ships: [
      { id: 'atk', at: hex(10, 10) },
      { id: 'def', side: 'blue', at: hex(10, 6), facing: 3 },
    ],
    squadrons: [{ id: 'sq', at: hex(12, 9) }],
  });

  it('reads and writes hex labels', () => {
    expect(FLEET_GEOMETRY.formatPosition(hex(7, 9))).toBe('0712');
    expect(FLEET_GEOMETRY.parsePosition('0712')).toEqual(hex(7, 9));
  });

  it('footprints: a medium ship covers two hexes, a squadron one', () => {
    expect(FLEET_GEOMETRY.footprint(state, 'atk')?.footprint.offsets).toHaveLength(2);
    expect(FLEET_GEOMETRY.footprint(state, 'sq')?.footprint.offsets).toHaveLength(1);
    expect(FLEET_GEOMETRY.footprint(state, 'nobody')).toBeUndefined();
  });

  it('distance between the nearest hexes, and the band', () => {
    expect(FLEET_GEOMETRY.distance(state, 'atk', 'def')).toBe(4);
    expect(FLEET_GEOMETRY.rangeBand(state, 'atk', 'def')).toBe('long');
    expect(FLEET_GEOMETRY.rangeBands).toEqual(['close', 'medium', 'long']);
  });

  it('arcs: the four hull zones of a ship, none for a squadron', () => {
    expect(FLEET_GEOMETRY.arcs(state, 'atk').map((s) => s.name)).toEqual(['front', 'right', 'rear', 'left']);
    expect(FLEET_GEOMETRY.arcs(state, 'sq')).toEqual([]);
    expect(FLEET_GEOMETRY.arcsContaining(state, 'atk', 'def')).toEqual(['front']);
    expect(FLEET_GEOMETRY.arcsContaining(state, 'atk', 'sq')).toEqual(['right']);
  });

  it('line of sight between the two ships: front to front, clear', () => {
    expect(FLEET_GEOMETRY.lineOfSight(state, 'atk', 'def')).toMatchObject({ visible: true, obstructed: false });
  });

  it('seed 004 pp. 19-20: an obstacle between the two ships obstructs the contract line too', () => {
    const blocked = { ...state, obstacles: [{ kind: 'asteroids' as const, hex: hex(10, 8) }] };
    expect(FLEET_GEOMETRY.lineOfSight(blocked, 'atk', 'def')).toMatchObject({ visible: true, obstructed: true });
  });
});
