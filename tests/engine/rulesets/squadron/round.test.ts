/**
 * Seed 001's round (issue 14, deliverable 1): Planning with sealed dials, Activation by pilot skill
 * lowest first (ties to the initiative), Combat highest first, the End phase's tokens.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { arrange, dialAll, passActions, play, refusal, ship, table } from '../../../helpers/squadron-game.js';

const R = squadron.SQUADRON;

describe('Planning phase (seed 001: "cada jogador escolhe secretamente uma manobra")', () => {
  test('a dial is sealed: the other side sees only that it is set, "n of m" in the event', async () => {
    const state = await table(
      [
        { pilot: 'lance-cadet', hex: '0510', facing: 'N' },
        { pilot: 'spear-wingman', hex: '0710', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '0503', facing: 'S' }],
    );
    const { state: after, events } = play(state, { type: 'dial', side: 'concord', ship: 'lance-cadet', dial: '2FG' });
    expect(events).toContainEqual({ type: 'dialSet', side: 'concord', ready: 1, of: 2 });
    expect(R.viewFor(after, 'veyra').dials['lance-cadet']).toBe(squadron.HIDDEN_DIAL);
    expect(R.viewFor(after, 'spectator').dials['lance-cadet']).toBe(squadron.HIDDEN_DIAL);
    expect(R.viewFor(after, 'concord').dials['lance-cadet']).toBe('2FG');
    expect(R.awaiting(after)).toMatchObject({ sides: ['concord', 'veyra'], simultaneous: true });
    expect(R.publicCommand({ type: 'dial', side: 'concord', ship: 'lance-cadet', dial: '2FG' })).toMatchObject({
      dial: squadron.HIDDEN_DIAL,
    });
  });

  test('a dial may be changed until the last one is set; the round goes on once all are in', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '0510', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '0503', facing: 'S' }],
    );
    const changed = play(
      state,
      { type: 'dial', side: 'concord', ship: 'lance-cadet', dial: '2FG' },
      { type: 'dial', side: 'concord', ship: 'lance-cadet', dial: '1TW' },
    ).state;
    expect(changed.dials['lance-cadet']).toBe('1TW');
    const { state: moving } = play(changed, { type: 'dial', side: 'veyra', ship: 'shard-drone', dial: '1TW' });
    expect(moving.phase).not.toBe('planning');
  });

  test('"Estresse": a stressed ship may not set a red manoeuvre; a dial not on its chart is refused', async () => {
    let state = await table(
      [{ pilot: 'lance-cadet', hex: '0510', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '0503', facing: 'S' }],
    );
    state = arrange(state, { 'lance-cadet': { stress: 1 } });
    expect(refusal(state, { type: 'dial', side: 'concord', ship: 'lance-cadet', dial: '3KR' })).toBe(
      'RED_WHILE_STRESSED',
    );
    expect(refusal(state, { type: 'dial', side: 'concord', ship: 'lance-cadet', dial: '1FW' })).toBe('NOT_ON_DIAL');
    expect(refusal(state, { type: 'dial', side: 'veyra', ship: 'lance-cadet', dial: '2FG' })).toBe('NOT_YOUR_SHIP');
  });
});

describe('Activation phase (seed 001: "na ordem de habilidade do piloto, do menor para o maior")', () => {
  test('lowest skill first; a tie goes to the side with the initiative (the squad of fewer points)', async () => {
    const state = await table(
      [
        { pilot: 'mira-sol', hex: '0310', facing: 'N' },
        { pilot: 'lance-cadet', hex: '0510', facing: 'N' },
      ],
      [
        { pilot: 'ravager-crew', hex: '0903', facing: 'S' },
        { pilot: 'shard-drone', hex: '1203', facing: 'S' },
      ],
    );
    // Concord 26+18 = 44 points, Veyra 17+12 = 29: Veyra has the initiative.
    expect(state.initiative).toBe('veyra');
    const dialled = dialAll(state);
    const events = [...dialled.events, ...passActions(dialled.state).events];
    const order = events.flatMap((e) => (e.type === 'shipActivates' ? [e.ship] : []));
    expect(order).toEqual(['shard-drone', 'ravager-crew', 'lance-cadet', 'mira-sol']);
  });

  test('each ship reveals its dial and flies it: the dial shows to all from then on', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '0510', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1503', facing: 'S' }],
    );
    const dialled = dialAll(state, { 'lance-cadet': '3FG', 'shard-drone': '2FG' });
    const passed = passActions(dialled.state, 'lance-cadet');
    const after = passed.state;
    const events = [...dialled.events, ...passed.events];
    expect(events).toContainEqual({ type: 'dialRevealed', ship: 'lance-cadet', dial: '3FG' });
    expect(ship(after, 'lance-cadet').hex).toEqual(squadron.SQUADRON.boardView(after, []).bases[0]?.hex);
    expect(R.viewFor(after, 'veyra').dials['lance-cadet']).toBe('3FG');
    // Straight 3 north: four hexes on (reference 2.8: one hex is a base, the template plus the base).
    expect(events.find((e) => e.type === 'shipMoved' && e.ship === 'lance-cadet')).toMatchObject({
      path: { length: 4 },
    });
  });

  test('the dial colours: red gives a stress token, green takes one away', async () => {
    let state = await table(
      [{ pilot: 'lance-cadet', hex: '0515', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1503', facing: 'S' }],
    );
    const red = passActions(dialAll(state, { 'lance-cadet': '3KR' }).state, 'lance-cadet').state;
    expect(ship(red, 'lance-cadet').stress).toBe(1);
    state = arrange(state, { 'lance-cadet': { stress: 1 } });
    const green = passActions(dialAll(state, { 'lance-cadet': '2FG' }).state, 'lance-cadet').state;
    expect(ship(green, 'lance-cadet').stress).toBe(0);
  });

  test('"Estresse": a stressed ship skips its action step', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '0515', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1503', facing: 'S' }],
    );
    const { events } = passActions(dialAll(state, { 'lance-cadet': '3KR', 'shard-drone': '2FG' }).state);
    expect(events).toContainEqual({ type: 'actionStepSkipped', ship: 'lance-cadet', reason: 'stressed' });
  });

  test('after its move the ship performs one action, then the next ship activates', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '0515', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1503', facing: 'S' }],
    );
    const moved = dialAll(state).state;
    expect(moved.activation).toMatchObject({ ship: 'shard-drone', step: 'action' });
    expect(R.awaiting(moved).sides).toEqual(['veyra']);
    const next = play(moved, { type: 'action', side: 'veyra', ship: 'shard-drone', action: 'focus' }).state;
    expect(next.activation).toMatchObject({ ship: 'lance-cadet', step: 'action' });
    expect(ship(next, 'shard-drone').focus).toBe(1);
  });
});

describe('End phase (seed 001: focus and evade tokens go; locks and stress stay)', () => {
  test('tokens cleared and kept as the rules say', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '0515', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1503', facing: 'S' }],
    );
    const arranged = arrange(state, {
      'lance-cadet': { stress: 2, focus: 1, evade: 1, reinforce: 'fore', disarmed: true },
    });
    const locked = { ...arranged, locks: { 'shard-drone': { target: 'lance-cadet', letter: 'A' } } };
    const { state: moved } = dialAll(locked, { 'lance-cadet': '2FG' });
    const { state: next, events } = play(moved, {
      type: 'action',
      side: 'veyra',
      ship: 'shard-drone',
      action: 'evade',
    });
    expect(events.some((e) => e.type === 'tokensCleared')).toBe(true);
    expect(next.round).toBe(2);
    expect(ship(next, 'lance-cadet')).toMatchObject({
      stress: 1,
      focus: 0,
      evade: 0,
      reinforce: null,
      disarmed: false,
    });
    expect(ship(next, 'shard-drone').evade).toBe(0);
    expect(next.locks['shard-drone']).toEqual({ target: 'lance-cadet', letter: 'A' });
  });
});
