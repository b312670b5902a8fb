import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../../src/engine/index.js';
import { at, eventsOf, newGame, play, rawGame, refusal, settled, ship, testClass } from '../../../../helpers/build.js';

// Vigil (blue, initiative) runs curve 3-3-2: AP in B, D and F. Raider (red) is out of every range.
const base = () =>
  rawGame({
    ships: [
      { name: 'Vigil', hex: '1010', facing: 'N' },
      { name: 'Warden', hex: '0810', facing: 'N' },
      { name: 'Raider', side: 'red', hex: '1030', facing: 'S' },
    ],
  });
const apStep = (impulseLetter: impulse.Impulse = 'B', turn: 0 | 1 = 0) =>
  at(base(), { impulse: impulseLetter, step: 'ap', turn });
const useAp = (
  use: impulse.ApUse,
  extra: Partial<{ ship: string; side: string; source: 'curve' | 'battery' }> = {},
): impulse.Command => ({
  type: 'useAp',
  side: extra.side ?? 'blue',
  ship: extra.ship ?? 's1',
  use,
  ...(extra.source ? { source: extra.source } : {}),
});

describe('available power: who gets AP', () => {
  test('a ship whose power is live gets AP; one whose power is not gets none', () => {
    expect(impulse.curveGivesAp(base(), ship(base(), 'Vigil'), 'B')).toBe(true);
    expect(impulse.curveGivesAp(base(), ship(base(), 'Vigil'), 'A')).toBe(false);
    expect(refusal(apStep('A'), useAp({ kind: 'doNothing' }))).toBe('NO_AP');
  });

  test('at most one AP per ship per impulse', () => {
    const { state } = play(apStep(), useAp({ kind: 'doNothing' }));
    expect(refusal(state, useAp({ kind: 'enableSideslip' }))).toBe('AP_ALREADY_USED');
  });

  test('a charged battery gives the AP in an impulse with none from the curve, and is discharged', () => {
    const s = apStep('A');
    ship(s, 'Vigil').batteriesCharged = 1;
    const { state, events } = play(s, useAp({ kind: 'enableSideslip' }));
    expect(ship(state, 'Vigil').batteriesCharged).toBe(0);
    expect(ship(state, 'Vigil').sideslip).toBe(true);
    expect(eventsOf(events, 'apUsed')[0]?.source).toBe('battery');
  });

  test('curve or battery, never both in one impulse', () => {
    const s = apStep('B');
    ship(s, 'Vigil').batteriesCharged = 1;
    const { state } = play(s, useAp({ kind: 'enableSideslip' }, { source: 'battery' }));
    expect(ship(state, 'Vigil').batteriesCharged).toBe(0);
    expect(refusal(state, useAp({ kind: 'doNothing' }, { source: 'curve' }))).toBe('AP_ALREADY_USED');
  });

  test('asking for battery power with an empty battery is refused', () => {
    expect(refusal(apStep('B'), useAp({ kind: 'doNothing' }, { source: 'battery' }))).toBe('NO_BATTERY_CHARGE');
  });

  test('Power Loss stops AP from the curve and from the battery', () => {
    const s = apStep('B');
    ship(s, 'Vigil').criticals.push({ id: 'c1', effect: 'powerLoss', received: { round: 0, impulse: 'F' } });
    ship(s, 'Vigil').batteriesCharged = 1;
    expect(refusal(s, useAp({ kind: 'doNothing' }))).toBe('NO_AP');
  });

  test('under Power Loss a charged battery gives no AP, so the AP step passes by itself', () => {
    const s = at(
      rawGame({
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1030', facing: 'S' },
        ],
      }),
      { impulse: 'A', step: 'ap' },
    );
    ship(s, 'Vigil').batteriesCharged = 1;
    expect(settled(s).state.flow).toMatchObject({ step: 'ap' });
    ship(s, 'Vigil').criticals.push({ id: 'c1', effect: 'powerLoss', received: { round: 0, impulse: 'F' } });
    expect(eventsOf(settled(s).events, 'stepEnded')[0]).toMatchObject({ step: 'ap', reason: 'noAp' });
  });

  test('a hull modifier from the last Power Phase lowers the power that the chart reads', () => {
    const s = apStep('B');
    ship(s, 'Vigil').hullModifier = -1; // power 3 becomes 2: live in C and F, not B
    expect(refusal(s, useAp({ kind: 'doNothing' }))).toBe('NO_AP');
  });
});

describe('the nine AP uses', () => {
  test('1. defend initiative places a Defend marker (initiative side only)', () => {
    const { state } = play(apStep(), useAp({ kind: 'defendInitiative' }));
    expect(ship(state, 'Vigil').initiativeMarker).toBe('defend');
  });

  test('2. change initiative places a Change marker (second player only)', () => {
    const s = apStep('B', 1);
    const { state } = play(s, useAp({ kind: 'changeInitiative' }, { ship: 's3', side: 'red' }));
    expect(ship(state, 'Raider').initiativeMarker).toBe('change');
    expect(refusal(apStep(), useAp({ kind: 'changeInitiative' }))).toBe('HAS_INITIATIVE');
    expect(refusal(s, useAp({ kind: 'defendInitiative' }, { ship: 's3', side: 'red' }))).toBe('NOT_INITIATIVE_SIDE');
  });

  test('3. charge a yellow box on a group with one empty', () => {
    const s = apStep();
    ship(s, 'Vigil').groups[0]!.yellow = 0;
    const { state } = play(s, useAp({ kind: 'chargeYellow', group: 0 }));
    expect(ship(state, 'Vigil').groups[0]).toEqual({ red: 1, yellow: 1, destroyed: false });
  });

  test.each([
    ['a full group', (s: impulse.GameState) => s, 0, 'NO_EMPTY_YELLOW_BOX'],
    ['a group that does not exist', (s: impulse.GameState) => s, 7, 'UNKNOWN_WEAPON_GROUP'],
    [
      'a destroyed group',
      (s: impulse.GameState) => {
        ship(s, 'Vigil').groups[0] = { red: 0, yellow: 0, destroyed: true };
        return s;
      },
      0,
      'WEAPON_GROUP_DESTROYED',
    ],
  ])('3. charging a yellow box on %s is refused', (_, prepare, group, code) => {
    expect(refusal(prepare(apStep()), useAp({ kind: 'chargeYellow', group }))).toBe(code);
  });

  test('4. charge an empty battery; a full one, or with battery power, is refused', () => {
    const { state } = play(apStep(), useAp({ kind: 'chargeBattery' }));
    expect(ship(state, 'Vigil').batteriesCharged).toBe(1);
    const full = apStep();
    ship(full, 'Vigil').batteriesCharged = 1;
    expect(refusal(full, useAp({ kind: 'chargeBattery' }))).toBe('NO_EMPTY_BATTERY');
    const noBattery = rawGame({
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1030' },
      ],
      classes: [testClass({ batteries: 0 })],
    });
    expect(refusal(at(noBattery, { impulse: 'B', step: 'ap' }), useAp({ kind: 'chargeBattery' }))).toBe(
      'NO_EMPTY_BATTERY',
    );
  });

  test('4. two batteries: one cannot charge the other', () => {
    const s = at(
      rawGame({
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1030' },
        ],
        classes: [testClass({ batteries: 2 })],
      }),
      { impulse: 'A', step: 'ap' },
    );
    ship(s, 'Vigil').batteriesCharged = 1;
    expect(refusal(s, useAp({ kind: 'chargeBattery' }))).toBe('BATTERY_TO_BATTERY');
  });

  test('5. reinforce a shield: +1 on that arc until this impulse next round', () => {
    const { state } = play(apStep('D'), useAp({ kind: 'reinforceShield', arc: 'left' }));
    expect(ship(state, 'Vigil').reinforcements).toEqual([{ arc: 'left', expires: { round: 2, impulse: 'D' } }]);
  });

  test('5. reinforcing a destroyed shield is allowed; a third reinforcement or one under Shields Down is not', () => {
    const s = apStep();
    ship(s, 'Vigil').shields.left = 0;
    expect(impulse.applyCommand(s, useAp({ kind: 'reinforceShield', arc: 'left' })).ok).toBe(true);
    ship(s, 'Vigil').reinforcements = [
      { arc: 'left', expires: { round: 2, impulse: 'B' } },
      { arc: 'left', expires: { round: 2, impulse: 'D' } },
    ];
    expect(refusal(s, useAp({ kind: 'reinforceShield', arc: 'rear' }))).toBe('TOO_MANY_REINFORCEMENTS');
    const down = apStep();
    ship(down, 'Vigil').criticals.push({ id: 'c1', effect: 'shieldsDown', received: { round: 0, impulse: 'F' } });
    expect(refusal(down, useAp({ kind: 'reinforceShield', arc: 'rear' }))).toBe('SHIELDS_DOWN');
  });

  test('6. enable a sideslip once', () => {
    const { state } = play(apStep(), useAp({ kind: 'enableSideslip' }));
    expect(ship(state, 'Vigil').sideslip).toBe(true);
    const again = apStep();
    ship(again, 'Vigil').sideslip = true;
    expect(refusal(again, useAp({ kind: 'enableSideslip' }))).toBe('SIDESLIP_ALREADY_ENABLED');
  });

  test.each([
    [3, 2],
    [2, 1],
    [1, null],
  ])('7. power through a turn: countdown %i becomes %s', (before, after) => {
    const s = apStep();
    ship(s, 'Vigil').turnCountdown = before;
    const { state } = play(s, useAp({ kind: 'powerThroughTurn' }));
    expect(ship(state, 'Vigil').turnCountdown).toBe(after);
  });

  test('7. powering through with no countdown is refused', () => {
    expect(refusal(apStep(), useAp({ kind: 'powerThroughTurn' }))).toBe('NO_TURN_COUNTDOWN');
  });

  test('9. do nothing spends the AP', () => {
    const { state, events } = play(apStep(), useAp({ kind: 'doNothing' }));
    expect(eventsOf(events, 'apUsed')).toHaveLength(1);
    expect(refusal(state, useAp({ kind: 'doNothing' }))).toBe('AP_ALREADY_USED');
  });

  test('AP uses are only for the AP step', () => {
    expect(refusal(at(base(), { impulse: 'B', step: 'movement' }), useAp({ kind: 'doNothing' }))).toBe('WRONG_STEP');
  });

  test('a ship of the other side, or of the side not acting, cannot spend AP', () => {
    expect(refusal(apStep(), useAp({ kind: 'doNothing' }, { ship: 's3' }))).toBe('NOT_YOUR_SHIP');
    expect(refusal(apStep(), useAp({ kind: 'doNothing' }, { ship: 's3', side: 'red' }))).toBe('NOT_YOUR_TURN');
  });
});

describe('8. select new missile targets', () => {
  const launcherClass = testClass({
    id: 'carrier',
    groups: [{ weapon: 'launcher', count: 1, arcs: ['forward'], red: 2, yellow: 0 }],
  });
  const game = () => {
    const s = at(
      rawGame({
        classes: [testClass(), launcherClass],
        ships: [
          { name: 'Hornet', hex: '1010', class: 'carrier' },
          { name: 'Vigil', hex: '0810' },
          { name: 'Raider', side: 'red', hex: '1002', facing: 'S' },
          { name: 'Prowler', side: 'red', hex: '1005', facing: 'S' },
        ],
      }),
      { impulse: 'B', step: 'ap' },
    );
    s.missiles.push({
      id: 'm1',
      side: 'blue',
      launcher: 's1',
      group: 0,
      weapon: 'launcher',
      hex: { q: 10, r: 3 },
      facing: 0,
      target: 's3',
      damaged: false,
      lastMoved: null,
    });
    return s;
  };
  const retarget = (missile: string, target: string, shipId = 's1') =>
    useAp({ kind: 'retargetMissile', missile, target }, { ship: shipId });

  test('a launcher facing its missile points it at a new target', () => {
    const { state, events } = play(game(), retarget('m1', 's4'));
    expect(state.missiles[0]?.target).toBe('s4');
    expect(eventsOf(events, 'missileRetargeted')[0]?.target.name).toBe('Prowler');
  });

  test.each([
    ['a ship with no launcher', () => retarget('m1', 's4', 's2'), 'NO_MISSILE_LAUNCHER'],
    ['an unknown missile', () => retarget('m9', 's4'), 'UNKNOWN_MISSILE'],
    ['a friendly target', () => retarget('m1', 's2'), 'INVALID_TARGET'],
  ])('refused for %s', (_, cmd, code) => {
    expect(refusal(game(), cmd())).toBe(code);
  });

  test('refused when the launcher does not face the missile', () => {
    const s = game();
    s.missiles[0]!.hex = { q: 10, r: 12 }; // behind Hornet
    expect(refusal(s, retarget('m1', 's4'))).toBe('LAUNCHER_NOT_FACING_MISSILE');
  });

  test('refused once the launching group has been destroyed', () => {
    const s = game();
    ship(s, 'Hornet').groups[0] = { red: 0, yellow: 0, destroyed: true };
    expect(refusal(s, retarget('m1', 's4'))).toBe('WEAPON_GROUP_DESTROYED');
  });

  test('refused for a missile another ship launched', () => {
    const s = game();
    s.missiles[0] = { ...s.missiles[0]!, launcher: 's2' };
    expect(refusal(s, retarget('m1', 's4'))).toBe('NOT_YOUR_MISSILE');
  });

  test("a missile already in the new target's hex detonates at once on a random ship and shield", () => {
    const s = game();
    s.missiles[0]!.hex = ship(s, 'Prowler').hex;
    s.rng = { kind: 'scripted', faces: [3], next: 0 }; // the only ship in the hex; arc 3 of 4 = rear
    const { state, events } = play(s, retarget('m1', 's4'));
    expect(state.missiles).toHaveLength(0);
    expect(eventsOf(events, 'damageApplied')[0]).toMatchObject({
      ship: { name: 'Prowler' },
      arc: 'rear',
      amount: 2,
      shield: 2,
    });
    expect(ship(state, 'Prowler').shields.rear).toBe(1);
  });
});

describe('the opening state', () => {
  const ships = [
    { name: 'Vigil', hex: '1010' },
    { name: 'Raider', side: 'red' as const, hex: '1030', facing: 'S' as const },
  ];

  test('settles at the first real decision: with nothing to do in impulse A, both turns pass to the initiative choice', () => {
    // Curve 3-3-2: no AP and no move in impulse A, nothing in range, no afterburners.
    const s = newGame({ ships, classes: [testClass({ afterburners: 0 })] });
    expect(s.flow).toMatchObject({ phase: 'initiative', impulse: 'A', chooser: 'blue' });
  });

  test('stops at movement when a ship could burn an afterburner (an optional move is a decision)', () => {
    const s = newGame({ ships });
    expect(s.flow).toMatchObject({ phase: 'turn', impulse: 'A', step: 'movement', turn: 0 });
  });
});
