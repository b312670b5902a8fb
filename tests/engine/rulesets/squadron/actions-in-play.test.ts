/**
 * Seed 001's actions as a game plays them (issue 14, deliverable 3): each test is named by the action
 * ("Aquisição de Mira", "Foco", ...) and plays it from a ship's action step.
 */
import { describe, expect, test } from 'vitest';
import { hexDistance, squadron } from '../../../../src/engine/index.js';
import { arrange, dialAll, passActions, play, refusal, ship, table } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const at = (state: State, id: string) => passActions(state, id).state;

describe('"Aquisição de Mira" (target lock)', () => {
  test('range 1-3 all round; a lock out of range is refused at no cost, so the ship may measure first', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1010', facing: 'N' }],
      [
        { pilot: 'shard-drone', hex: '1012', facing: 'S' },
        { pilot: 'shard-drone', hex: '2220', facing: 'N' },
      ],
    );
    const ready = at(
      dialAll(state, { 'spear-wingman': '1FG', 'shard-drone': '2TW', 'shard-drone-2': '2FG' }).state,
      'spear-wingman',
    );
    // The near drone is behind the Spear (360°); the far one is beyond range 3.
    expect(
      refusal(ready, {
        type: 'action',
        side: 'concord',
        ship: 'spear-wingman',
        action: 'targetLock',
        target: 'shard-drone-2',
      }),
    ).toBe('OUT_OF_RANGE');
    const { state: locked, events } = play(ready, {
      type: 'action',
      side: 'concord',
      ship: 'spear-wingman',
      action: 'targetLock',
      target: 'shard-drone',
    });
    expect(events).toContainEqual({ type: 'lockAcquired', ship: 'spear-wingman', target: 'shard-drone', letter: 'A' });
    expect(locked.locks['spear-wingman']).toEqual({ target: 'shard-drone', letter: 'A' });
  });

  test('a lock on a friendly ship is refused', async () => {
    const state = await table(
      [
        { pilot: 'spear-wingman', hex: '1010', facing: 'N' },
        { pilot: 'lance-cadet', hex: '1210', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const ready = at(dialAll(state).state, 'spear-wingman');
    expect(
      refusal(ready, {
        type: 'action',
        side: 'concord',
        ship: 'spear-wingman',
        action: 'targetLock',
        target: 'lance-cadet',
      }),
    ).toBe('NOT_AN_ENEMY');
  });
});

describe('"Foco" and "Desvio" (focus, evade)', () => {
  test('each gives its token; one action of each kind per round', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const ready = at(dialAll(state).state, 'lance-cadet');
    const focused = play(ready, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'focus' }).state;
    expect(ship(focused, 'lance-cadet').focus).toBe(1);
    expect(ship(focused, 'lance-cadet').actionsThisRound).toEqual(['focus']);
  });
});

describe('"Impulso" and "Pirueta" (boost, barrel roll)', () => {
  test('a boost flies the bank 1; a barrel roll sets the ship two hexes aside, facing kept', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const ready = at(dialAll(state).state, 'lance-cadet');
    const before = ship(ready, 'lance-cadet');
    const boosted = ship(
      play(ready, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'boost', boost: 'bankRight' }).state,
      'lance-cadet',
    );
    // The bank 1 template and the base: three hexes on, turned 60°.
    expect(hexDistance(before.hex, boosted.hex)).toBe(3);
    expect(boosted.facing).toBe(1);
    const rolled = ship(
      play(ready, {
        type: 'action',
        side: 'concord',
        ship: 'lance-cadet',
        action: 'barrelRoll',
        direction: 'left',
        spot: 'level',
      }).state,
      'lance-cadet',
    );
    expect(hexDistance(before.hex, rolled.hex)).toBe(2);
    expect(rolled.facing).toBe(before.facing);
  });

  test('a roll or boost onto another base is refused, and the ship may still act', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const ready = at(dialAll(state, { 'lance-cadet': '2FG', 'shard-drone': '2FG' }).state, 'lance-cadet');
    // Put the drone where the Lance's straight boost would end.
    const lance = ship(ready, 'lance-cadet');
    const ahead = { q: lance.hex.q, r: lance.hex.r - 2 };
    const blocked = { ...ready, ships: ready.ships.map((s) => (s.id === 'shard-drone' ? { ...s, hex: ahead } : s)) };
    expect(
      refusal(blocked, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'boost', boost: 'straight' }),
    ).toBe('MOVE_ONTO_SHIP');
    expect(refusal(blocked, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'focus' })).toBeUndefined();
  });
});

describe('"Camuflagem" (cloak)', () => {
  test('+2 agility, no attacking while cloaked; decloak at the start of the next Activation phase', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'nyx-serane', hex: '1005', facing: 'S' }],
    );
    const ready = at(dialAll(state, { 'lance-cadet': '1TW', 'nyx-serane': '1TW' }).state, 'nyx-serane');
    const cloaked = play(ready, { type: 'action', side: 'veyra', ship: 'nyx-serane', action: 'cloak' }).state;
    expect(ship(cloaked, 'nyx-serane').cloaked).toBe(true);
    expect(squadron.attackOptions(cloaked, ship(cloaked, 'nyx-serane'))).toEqual([]);
    // Next round, before any dial is revealed (the Lance's included), the Wraith chooses: decloak or stay.
    const combatDone = passCombat(cloaked);
    const next = dialAll(combatDone, { 'lance-cadet': '1TW', 'nyx-serane': '2FG' }).state;
    const decloakStep = passActions(next, 'nyx-serane').state;
    expect(decloakStep.activation).toMatchObject({ ship: 'nyx-serane', step: 'decloak' });
    expect(ship(decloakStep, 'lance-cadet').activated).toBe(false);
    const before = ship(decloakStep, 'nyx-serane').hex;
    const { state: out, events } = play(decloakStep, {
      type: 'decloak',
      side: 'veyra',
      ship: 'nyx-serane',
      how: 'boost',
    });
    expect(events).toContainEqual(expect.objectContaining({ type: 'decloaked', ship: 'nyx-serane', how: 'boost' }));
    expect(ship(out, 'nyx-serane').cloaked).toBe(false);
    // The straight-2 boost is three hexes; then the Lance (skill 2) activates first, the Wraith (9) later.
    expect(hexDistance(before, ship(out, 'nyx-serane').hex)).toBe(3);
    expect(out.activation).toMatchObject({ ship: 'lance-cadet', step: 'action' });
    // Staying cloaked instead: the Wraith flies its dial in its turn, and may not cloak again.
    const stayed = passActions(
      play(decloakStep, { type: 'decloak', side: 'veyra', ship: 'nyx-serane', how: 'stay' }).state,
      'nyx-serane',
    ).state;
    expect(ship(stayed, 'nyx-serane').cloaked).toBe(true);
    expect(refusal(stayed, { type: 'action', side: 'veyra', ship: 'nyx-serane', action: 'cloak' })).toBe(
      'ALREADY_CLOAKED',
    );
  });
});

/** Every attack choice in the Combat phase held, to reach the next round. */
function passCombat(state: State): State {
  let current = state;
  while (current.phase === 'combat') {
    const [side] = squadron.SQUADRON.awaiting(current).sides;
    if (side === undefined) break;
    const [firing] = squadron.stillToFire(current).filter((id) => ship(current, id).side === side);
    if (current.attack) current = play(current, { type: 'modify', side, done: true }).state;
    else if (firing) current = play(current, { type: 'holdFire', side, ship: firing }).state;
  }
  return current;
}

describe('"Coordenar" (coordinate)', () => {
  test('a friendly ship at range 1-2 performs a free action; still one action of each kind a round', async () => {
    const state = await table(
      [
        { pilot: 'warden-gunner', hex: '1010', facing: 'N' },
        { pilot: 'lance-cadet', hex: '1310', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '1002', facing: 'S' }],
    );
    const dialled = dialAll(state, { 'warden-gunner': '1FG', 'lance-cadet': '2FG', 'shard-drone': '2FG' }).state;
    const lanceActs = at(dialled, 'lance-cadet');
    const wardenActs = at(
      play(lanceActs, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'focus' }).state,
      'warden-gunner',
    );
    const { state: granted, events } = play(wardenActs, {
      type: 'action',
      side: 'concord',
      ship: 'warden-gunner',
      action: 'coordinate',
      target: 'lance-cadet',
    });
    expect(events).toContainEqual({ type: 'freeActionGranted', ship: 'lance-cadet', by: 'warden-gunner', only: [] });
    expect(granted.activation).toMatchObject({ ship: 'lance-cadet', step: 'free' });
    expect(refusal(granted, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'focus' })).toBe(
      'ALREADY_THIS_ROUND',
    );
    const { events: free } = play(granted, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'evade' });
    expect(free).toContainEqual(
      expect.objectContaining({ type: 'actionTaken', ship: 'lance-cadet', action: 'evade', free: true }),
    );
  });

  test('coordinate reaches range 1-2 only, and only friends', async () => {
    const state = await table(
      [
        { pilot: 'warden-gunner', hex: '0510', facing: 'N' },
        { pilot: 'lance-cadet', hex: '2010', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '0502', facing: 'S' }],
    );
    const ready = at(dialAll(state).state, 'warden-gunner');
    expect(
      refusal(ready, {
        type: 'action',
        side: 'concord',
        ship: 'warden-gunner',
        action: 'coordinate',
        target: 'lance-cadet',
      }),
    ).toBe('OUT_OF_RANGE');
    expect(
      refusal(ready, {
        type: 'action',
        side: 'concord',
        ship: 'warden-gunner',
        action: 'coordinate',
        target: 'shard-drone',
      }),
    ).toBe('NOT_A_FRIEND');
  });
});

describe('"Reforço", "Girar Arco", "Recarregar", "SLAM", "Passar"', () => {
  test('reinforce sets the fore or aft token; only a ship with it on its bar may', async () => {
    const state = await table(
      [
        { pilot: 'warden-gunner', hex: '1010', facing: 'N' },
        { pilot: 'lance-cadet', hex: '1410', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '1002', facing: 'S' }],
    );
    const lance = at(dialAll(state).state, 'lance-cadet');
    expect(
      refusal(lance, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'reinforce', end: 'fore' }),
    ).toBe('NOT_ON_ACTION_BAR');
    const warden = at(
      play(lance, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'pass' }).state,
      'warden-gunner',
    );
    const done = play(warden, {
      type: 'action',
      side: 'concord',
      ship: 'warden-gunner',
      action: 'reinforce',
      end: 'aft',
    }).state;
    expect(ship(done, 'warden-gunner').reinforce).toBe('aft');
  });

  test('«escolha o lado dianteiro ou traseiro»: a reinforce that names no end is refused, never taken as fore', async () => {
    const state = await table(
      [{ pilot: 'warden-gunner', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1002', facing: 'S' }],
    );
    const warden = at(dialAll(state).state, 'warden-gunner');
    const reinforce = { type: 'action', side: 'concord', ship: 'warden-gunner', action: 'reinforce' } as const;
    expect(refusal(warden, reinforce)).toBe('WHICH_END');
    // Refused at no cost: the same ship may still reinforce, naming the end.
    for (const end of ['fore', 'aft'] as const)
      expect(ship(play(warden, { ...reinforce, end }).state, 'warden-gunner').reinforce).toBe(end);
    // What is offered always names it: both ends, never a reinforce without one.
    const offered = squadron.SQUADRON.legalCommands(warden, 'concord').filter(
      (c) => c.type === 'action' && c.action === 'reinforce',
    );
    expect(offered.map((c) => (c.type === 'action' ? c.end : undefined))).toEqual(['fore', 'aft']);
  });

  test('rotate arc points the mobile arc; a target behind comes into it', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1014', facing: 'N' }],
      [{ pilot: 'sorra-maw', hex: '1010', facing: 'N' }],
    );
    const ready = at(dialAll(state, { 'lance-cadet': '1TW', 'sorra-maw': '1FG' }).state, 'sorra-maw');
    const maw = ship(ready, 'sorra-maw');
    const behind = {
      ...ready,
      ships: ready.ships.map((s) => (s.id === 'lance-cadet' ? { ...s, hex: { q: maw.hex.q, r: maw.hex.r + 3 } } : s)),
    };
    const turned = play(behind, {
      type: 'action',
      side: 'veyra',
      ship: 'sorra-maw',
      action: 'rotateArc',
      arc: 'rear',
    }).state;
    expect(ship(turned, 'sorra-maw').mobileArc).toBe('rear');
    expect(squadron.attackOptions(turned, ship(turned, 'sorra-maw')).map((o) => o.target)).toContain('lance-cadet');
    expect(squadron.attackOptions(behind, ship(behind, 'sorra-maw')).map((o) => o.target)).not.toContain('lance-cadet');
  });

  test('reload flips the spent torpedo face up (all its shots) and gives a disarmed token: no attack this round', async () => {
    // Mira Sol (skill 8) activates after the Ravager (2), so the round waits with the token showing.
    const state = await table(
      [{ pilot: 'mira-sol', hex: '1010', facing: 'N' }],
      [{ pilot: 'ravager-crew', upgrades: ['heavy-torpedo'], hex: '1006', facing: 'S' }],
    );
    const spent = {
      ...state,
      ships: state.ships.map((s) =>
        s.id === 'ravager-crew' ? { ...s, weapons: s.weapons.map((w) => ({ ...w, charges: 0 })) } : s,
      ),
    };
    const ready = at(dialAll(spent, { 'mira-sol': '1TW', 'ravager-crew': '1FG' }).state, 'ravager-crew');
    const reloaded = play(ready, { type: 'action', side: 'veyra', ship: 'ravager-crew', action: 'reload' }).state;
    expect(ship(reloaded, 'ravager-crew')).toMatchObject({ disarmed: true, weapons: [{ charges: 2 }] });
    expect(squadron.attackOptions(reloaded, ship(reloaded, 'ravager-crew'))).toEqual([]);
    const { events } = play(reloaded, { type: 'action', side: 'concord', ship: 'mira-sol', action: 'pass' });
    expect(events).toContainEqual({ type: 'holdsFire', ship: 'ravager-crew', reason: 'cannot' });
    const fresh = at(dialAll(state, { 'mira-sol': '1TW', 'ravager-crew': '1FG' }).state, 'ravager-crew');
    expect(refusal(fresh, { type: 'action', side: 'veyra', ship: 'ravager-crew', action: 'reload' })).toBe(
      'NOTHING_TO_RELOAD',
    );
  });

  test('SLAM flies another manoeuvre of the revealed speed, then a disarmed token; never free', async () => {
    // Vex Karrow (skill 7) activates after Juno Pell (6), so the round waits with the token showing.
    const state = await table(
      [{ pilot: 'juno-pell', hex: '1015', facing: 'N' }],
      [{ pilot: 'vex-karrow', hex: '2002', facing: 'S' }],
    );
    const ready = at(dialAll(state, { 'juno-pell': '2FG', 'vex-karrow': '2FG' }).state, 'juno-pell');
    expect(refusal(ready, { type: 'action', side: 'concord', ship: 'juno-pell', action: 'slam', dial: '3FW' })).toBe(
      'SLAM_SPEED',
    );
    const before = ship(ready, 'juno-pell').hex;
    const slammed = ship(
      play(ready, { type: 'action', side: 'concord', ship: 'juno-pell', action: 'slam', dial: '2FG' }).state,
      'juno-pell',
    );
    expect(slammed.disarmed).toBe(true);
    expect(hexDistance(before, slammed.hex)).toBe(3);
  });

  test('pass is always open, even to a ship with nothing else to do', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const ready = at(dialAll(state).state, 'lance-cadet');
    const passed = play(ready, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'pass' });
    expect(passed.events).toContainEqual(expect.objectContaining({ type: 'actionTaken', action: 'pass' }));
    expect(arrange(ready, {}).activation).toMatchObject({ ship: 'lance-cadet' });
  });
});
