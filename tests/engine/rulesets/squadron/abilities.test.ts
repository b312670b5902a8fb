/**
 * Our pilots' abilities (issue 14, deliverable 5: "pilots with skill and a short ability each"), one
 * test each, with scripted dice (attack 1-3 hit, 4 crit, 5-6 focus, 7-8 blank; defence 6-8 blank).
 */
import { describe, expect, test } from 'vitest';
import type { squadron } from '../../../../src/engine/index.js';
import { arrange, dialAll, passActions, play, refusal, ship, table, withDice } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const BLANKS = Array.from({ length: 12 }, () => 7);
const declared = (events: readonly squadron.SquadronEvent[]) => events.find((e) => e.type === 'attackDeclared');

/** Two ships nose to nose three hexes apart, in the Combat phase. */
async function joust(concord: string, veyra: string, concordDial = '2FG', veyraDial = '2FG'): Promise<State> {
  const state = await table(
    [{ pilot: concord, hex: '1012', facing: 'N' }],
    [{ pilot: veyra, hex: '1003', facing: 'S' }],
  );
  return passActions(dialAll(state, { [concord]: concordDial, [veyra]: veyraDial }).state).state;
}

describe('pilot abilities', () => {
  test('closeIn (Lance Cadet): attacking at range 1, one more attack die', async () => {
    const state = await joust('lance-cadet', 'shard-drone');
    const { events } = play(withDice(state, BLANKS), {
      type: 'attack',
      side: 'concord',
      ship: 'lance-cadet',
      target: 'shard-drone',
      weapon: 'primary',
    });
    // Attack 3, one for range 1, one for the pilot.
    expect(declared(events)).toMatchObject({ band: 1, attackDice: 5 });
  });

  test('longSight (Hale Dorran): at range 3 the defender rolls no extra die for range', async () => {
    const near = await joust('hale-dorran', 'shard-drone');
    const far = arrange(near, { 'shard-drone': { hex: { q: 10, r: -4 } } });
    const { events } = play(withDice(far, BLANKS), {
      type: 'attack',
      side: 'concord',
      ship: 'hale-dorran',
      target: 'shard-drone',
      weapon: 'primary',
    });
    expect(declared(events)).toMatchObject({ band: 3, defenceDice: 3 });
  });

  test('greenFocus (Oren Vale): after a green manoeuvre, a free focus before the action step', async () => {
    const state = await table(
      [{ pilot: 'oren-vale', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '2003', facing: 'S' }],
    );
    const ready = passActions(dialAll(state, { 'oren-vale': '2FG', 'shard-drone': '2FG' }).state, 'oren-vale').state;
    expect(ready.activation).toMatchObject({ ship: 'oren-vale', step: 'free', only: ['focus'] });
    expect(refusal(ready, { type: 'action', side: 'concord', ship: 'oren-vale', action: 'evade' })).toBe('NOT_OFFERED');
    const focused = play(ready, { type: 'action', side: 'concord', ship: 'oren-vale', action: 'focus' }).state;
    expect(ship(focused, 'oren-vale').focus).toBe(1);
    expect(focused.activation).toMatchObject({ ship: 'oren-vale', step: 'action' });
  });

  test('luckyBlank (Warden Gunner): one blank of the attack is rerolled at once', async () => {
    const state = await joust('warden-gunner', 'shard-drone', '2FG', '2FG');
    const { events } = play(withDice(state, [7, 1, 1, 2, ...BLANKS]), {
      type: 'attack',
      side: 'concord',
      ship: 'warden-gunner',
      target: 'shard-drone',
      weapon: 'primary',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'symbolDiceRerolled', purpose: 'luckyBlank', which: [0] }),
    );
  });

  test('rattle (Nyx Serane): an attack that deals damage gives the defender a stress token', async () => {
    const state = await joust('lance-cadet', 'nyx-serane');
    const { state: after } = play(withDice(state, [1, 1, 1, 1, 1, ...BLANKS]), {
      type: 'attack',
      side: 'veyra',
      ship: 'nyx-serane',
      target: 'lance-cadet',
      weapon: 'primary',
    });
    expect(ship(after, 'lance-cadet').stress).toBe(1);
  });

  test('shieldTender (Bulwark Crew): in the End phase, if it did not attack, one shield back', async () => {
    const state = await table(
      [{ pilot: 'bulwark-crew', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '2003', facing: 'S' }],
    );
    const hurt = arrange(state, { 'bulwark-crew': { shields: 0 } });
    const { state: next, events } = passActions(dialAll(hurt, { 'bulwark-crew': '1FG', 'shard-drone': '2FG' }).state);
    expect(events).toContainEqual({ type: 'shieldRestored', ship: 'bulwark-crew', shields: 1 });
    expect(ship(next, 'bulwark-crew').shields).toBe(1);
  });

  test('packHunter (Spear Wingman): attacking a ship another friendly ship has locked, one more die', async () => {
    const state = await table(
      [
        { pilot: 'spear-wingman', hex: '1012', facing: 'N' },
        { pilot: 'lance-cadet', hex: '1212', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const fighting = passActions(
      dialAll(state, { 'spear-wingman': '2FG', 'lance-cadet': '2FG', 'shard-drone': '2FG' }).state,
    ).state;
    const locked = { ...fighting, locks: { 'lance-cadet': { target: 'shard-drone', letter: 'A' } } };
    // The Spear (skill 3) fires first: attack 3, one for range 1, one for the Lance's lock.
    const { events } = play(withDice(locked, BLANKS), {
      type: 'attack',
      side: 'concord',
      ship: 'spear-wingman',
      target: 'shard-drone',
      weapon: 'primary',
    });
    expect(declared(events)).toMatchObject({ attackDice: 5 });
  });

  test('slipstream (Mira Sol): after a boost or barrel roll, a focus token', async () => {
    // Nyx Serane (skill 9) activates after Mira Sol (8): the round waits with the token showing.
    const state = await table(
      [{ pilot: 'mira-sol', hex: '1012', facing: 'N' }],
      [{ pilot: 'nyx-serane', hex: '2003', facing: 'S' }],
    );
    const ready = passActions(dialAll(state, { 'mira-sol': '2FG', 'nyx-serane': '2FG' }).state, 'mira-sol').state;
    const boosted = play(ready, {
      type: 'action',
      side: 'concord',
      ship: 'mira-sol',
      action: 'boost',
      boost: 'straight',
    }).state;
    expect(ship(boosted, 'mira-sol').focus).toBe(1);
  });
});
