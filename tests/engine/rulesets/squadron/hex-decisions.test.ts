/**
 * The hex decisions the README's Squadron section and `/rules topic:squadron-hex` state (issue 41,
 * item 5), each played through the engine: how far a large ship boosts, what a skipped action step
 * still allows, which arc reinforce looks at, where a large base barrel-rolls, and the mobile arc's
 * quarters on six facings.
 */
import { describe, expect, test } from 'vitest';
import { type Facing, type Hex, hexDistance, neighbour, squadron } from '../../../../src/engine/index.js';
import { fly } from '../../../../src/engine/rulesets/squadron/manoeuvres.js';
import { dialAll, passActions, play, ship, table } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const at = (state: State, id: string) => passActions(state, id).state;
const steps = (from: Hex, facing: Facing, n: number): Hex =>
  Array.from({ length: n }).reduce<Hex>((h) => neighbour(h, facing), from);
const moved = (state: State, id: string, changes: Partial<squadron.SquadShip>): State => ({
  ...state,
  ships: state.ships.map((s) => (s.id === id ? { ...s, ...changes } : s)),
});

/** Tess Arkwright (a Warden, skill 6) coordinates Captain Ives (the large Harbour transport, skill 4), who has flown. */
async function largeShipCoordinated() {
  const state = await table(
    [
      { pilot: 'tess-arkwright', hex: '1010', facing: 'N' },
      { pilot: 'captain-ives', hex: '1410', facing: 'N' },
    ],
    [{ pilot: 'shard-drone', hex: '2218', facing: 'N' }],
  );
  const tess = at(dialAll(state, { 'tess-arkwright': '1FG', 'captain-ives': '1FG' }).state, 'tess-arkwright');
  return play(tess, {
    type: 'action',
    side: 'concord',
    ship: 'tess-arkwright',
    action: 'coordinate',
    target: 'captain-ives',
  }).state;
}

describe('hex decisions (README: Squadron; /rules topic:squadron-hex)', () => {
  test('a large ship boosts as far as its straight 1, one hex more than a small ship: «posicione os guias traseiros da nave no final do gabarito» (README: hex decisions)', async () => {
    const granted = await largeShipCoordinated();
    expect(granted.activation).toMatchObject({ ship: 'captain-ives', step: 'free' });
    const before = ship(granted, 'captain-ives');
    expect(before.stats.size).toBe('large');
    const boosted = (state: typeof granted) =>
      ship(
        play(state, { type: 'action', side: 'concord', ship: 'captain-ives', action: 'boost', boost: 'straight' })
          .state,
        'captain-ives',
      );
    const after = boosted(granted);
    // The template at the front guides, the rear guides at its end: the straight 1's own geometry.
    const straight1 = fly(before.hex, before.facing, { bearing: 'straight', speed: 1 }, 'large');
    expect(hexDistance(before.hex, after.hex)).toBe(3);
    expect(after.hex).toEqual(straight1?.end);
    expect(after.facing).toBe(before.facing);
    // A game created under squadron-1 keeps its rules: every base boosted as a small one, 2 hexes.
    const old = boosted({ ...granted, rulesVersion: 'squadron-1' });
    expect(old.hex).toEqual(steps(before.hex, before.facing, 2));
  });

  test('a skipped action step still allows a later free action from coordinate (README: hex decisions)', async () => {
    const state = await table(
      [
        { pilot: 'lance-cadet', hex: '1010', facing: 'N' },
        { pilot: 'warden-gunner', hex: '1310', facing: 'N' },
      ],
      [{ pilot: 'vex-karrow', hex: '2218', facing: 'N' }],
    );
    // Vex Karrow (skill 7, still to move) sits where the Lance's straight 2 would end.
    const lance = ship(state, 'lance-cadet');
    const blocked = moved(state, 'vex-karrow', { hex: steps(lance.hex, 0, 3), facing: 3 });
    const dialled = dialAll(blocked, { 'lance-cadet': '2FG', 'warden-gunner': '1FG', 'vex-karrow': '2FG' });
    expect(dialled.events).toContainEqual({ type: 'actionStepSkipped', ship: 'lance-cadet', reason: 'collided' });
    expect(ship(dialled.state, 'lance-cadet').skipsActionStep).toBe(true);
    const warden = at(dialled.state, 'warden-gunner');
    const granted = play(warden, {
      type: 'action',
      side: 'concord',
      ship: 'warden-gunner',
      action: 'coordinate',
      target: 'lance-cadet',
    });
    expect(granted.events).toContainEqual({
      type: 'freeActionGranted',
      ship: 'lance-cadet',
      by: 'warden-gunner',
      only: [],
    });
    const { state: done, events } = play(granted.state, {
      type: 'action',
      side: 'concord',
      ship: 'lance-cadet',
      action: 'focus',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'actionTaken', ship: 'lance-cadet', action: 'focus', free: true }),
    );
    expect(ship(done, 'lance-cadet').focus).toBe(1);
  });

  test('reinforce looks at the defender’s front arc, even on a turret ship (README: hex decisions)', async () => {
    const state = await table(
      [{ pilot: 'warden-gunner', hex: '1010', facing: 'N' }],
      [{ pilot: 'vex-karrow', hex: '2218', facing: 'N' }],
    );
    // Both have flown; at Vex Karrow's action step the two are set where the test needs them.
    const ready = at(dialAll(state, { 'warden-gunner': '1FG', 'vex-karrow': '2FG' }).state, 'vex-karrow');
    const w = ship(ready, 'warden-gunner').hex;
    /** Reinforce evades added when Vex, at `where` facing `facing`, attacks the Warden (facing N) holding `end`. */
    const reinforceEvades = (end: 'fore' | 'aft', where: Hex, facing: Facing) => {
      const placed = moved(moved(ready, 'warden-gunner', { facing: 0, reinforce: end }), 'vex-karrow', {
        hex: where,
        facing,
      });
      // The Warden's turret covers Vex wherever it is: its primary arc is not what reinforce reads.
      expect(squadron.attackOptions(placed, ship(placed, 'warden-gunner')).map((o) => o.target)).toContain(
        'vex-karrow',
      );
      const combat = play(placed, { type: 'action', side: 'veyra', ship: 'vex-karrow', action: 'pass' }).state;
      const { events } = play(combat, {
        type: 'attack',
        side: 'veyra',
        ship: 'vex-karrow',
        target: 'warden-gunner',
      });
      expect(events).toContainEqual(expect.objectContaining({ type: 'attackResult', defender: 'warden-gunner' }));
      return events.filter((e) => e.type === 'symbolDieAdded' && e.purpose === 'reinforce').length;
    };
    // Level to the Warden's right (90°), two hexes off, facing NW towards it: outside its front arc.
    const beside = neighbour(neighbour(w, 1), 2);
    expect(reinforceEvades('fore', beside, 5)).toBe(0);
    expect(reinforceEvades('aft', beside, 5)).toBe(1);
    // Straight ahead, facing S towards it: inside the front arc.
    const ahead = steps(w, 0, 2);
    expect(reinforceEvades('fore', ahead, 3)).toBe(1);
    expect(reinforceEvades('aft', ahead, 3)).toBe(0);
  });

  test('a large base barrel-rolls 2 hexes aside, as a small one does (README: hex decisions)', async () => {
    const granted = await largeShipCoordinated();
    const before = ship(granted, 'captain-ives');
    for (const [spot, across] of [
      ['level', [1, 2]],
      ['forward', [1, 1]],
      ['back', [2, 2]],
    ] as const) {
      const after = ship(
        play(granted, {
          type: 'action',
          side: 'concord',
          ship: 'captain-ives',
          action: 'barrelRoll',
          direction: 'right',
          spot,
        }).state,
        'captain-ives',
      );
      expect(after.hex).toEqual(neighbour(neighbour(before.hex, across[0]), across[1]));
      expect(hexDistance(before.hex, after.hex)).toBe(2);
      expect(after.facing).toBe(before.facing);
    }
  });

  test('the mobile arc’s quarters on six facings: ahead, behind, two hexsides a side; it stays between rounds (README: hex decisions)', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '2218', facing: 'N' }],
      [{ pilot: 'sorra-maw', hex: '1010', facing: 'N' }],
    );
    const ready = at(dialAll(state, { 'lance-cadet': '2FG', 'sorra-maw': '1FG' }).state, 'sorra-maw');
    const m = ship(ready, 'sorra-maw').hex;
    /** Which of the six hexside directions, three hexes off, the Maw (facing N) can fire on with its arc `arc`. */
    const covered = (arc: 'forward' | 'right' | 'rear' | 'left') =>
      ([0, 1, 2, 3, 4, 5] as const).filter((direction) => {
        const placed = moved(moved(ready, 'sorra-maw', { facing: 0, mobileArc: arc }), 'lance-cadet', {
          hex: steps(m, direction, 3),
        });
        return squadron
          .attackOptions(placed, ship(placed, 'sorra-maw'))
          .some((o) => o.target === 'lance-cadet' && o.weapon === 'primary');
      });
    // The front arc always fires (straight ahead); the mobile arc adds its quarter's hexsides.
    expect(covered('forward')).toEqual([0]);
    expect(covered('right')).toEqual([0, 1, 2]);
    expect(covered('rear')).toEqual([0, 3]);
    expect(covered('left')).toEqual([0, 4, 5]);
    // Turned to the rear, it stays there through the End phase into the next round.
    const turned = play(ready, {
      type: 'action',
      side: 'veyra',
      ship: 'sorra-maw',
      action: 'rotateArc',
      arc: 'rear',
    });
    expect(turned.events).toContainEqual(expect.objectContaining({ type: 'tokensCleared', round: 1 }));
    expect(turned.state.round).toBe(2);
    expect(ship(turned.state, 'sorra-maw').mobileArc).toBe('rear');
  });
});
