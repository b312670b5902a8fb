/**
 * Seed 001's Combat phase (issue 14, deliverable 4) with scripted dice. Faces by place on the die:
 * attack 1-3 hit, 4 crit, 5-6 focus, 7-8 blank; defence 1-3 evade, 4-5 focus, 6-8 blank.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { arrange, dialAll, passActions, play, refusal, ship, table, withDice } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const HIT = 1;
const CRIT = 4;
const FOCUS = 5;
const BLANK = 7;
const EVADE = 1;
const D_FOCUS = 4;
const D_BLANK = 6;

/**
 * The Spear (skill 3, attack 3, no ability that changes its dice here) and the drone (skill 1,
 * agility 3) three hexes apart, nose to nose, in the Combat phase.
 */
async function joust(): Promise<State> {
  const state = await table(
    [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
    [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
  );
  const fighting = passActions(dialAll(state, { 'spear-wingman': '2FG', 'shard-drone': '2FG' }).state).state;
  expect(fighting.phase).toBe('combat');
  return fighting;
}

const spearAttacks: squadron.SquadronCommand = {
  type: 'attack',
  side: 'concord',
  ship: 'spear-wingman',
  target: 'shard-drone',
  weapon: 'primary',
};

describe('the attack (seed 001: "Ataque"; reference section 2.4)', () => {
  test('highest skill fires first: the Spear (3) before the drone (1)', async () => {
    const state = await joust();
    expect(squadron.stillToFire(state)).toEqual(['spear-wingman']);
    expect(
      refusal(state, {
        type: 'attack',
        side: 'veyra',
        ship: 'shard-drone',
        target: 'spear-wingman',
        weapon: 'primary',
      }),
    ).toBe('NOT_FIRING_NOW');
  });

  test('range 1: the primary weapon rolls one more attack die', async () => {
    const state = await joust();
    const { events } = play(withDice(state, [BLANK, BLANK, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK]), spearAttacks);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'attackDeclared', band: 1, attackDice: 4, defenceDice: 3 }),
    );
  });

  test('range 3: the defender rolls one more defence die', async () => {
    const near = await joust();
    const far = arrange(near, { 'shard-drone': { hex: { q: 10, r: -4 } } });
    const declared = play(
      withDice(far, [BLANK, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK, D_BLANK]),
      spearAttacks,
    ).events.find((e) => e.type === 'attackDeclared');
    expect(declared).toMatchObject({ band: 3, attackDice: 3, defenceDice: 4 });
  });

  test('"Foco": the attacker turns every focus to a hit; the defender, every focus to an evade', async () => {
    const state = arrange(await joust(), { 'spear-wingman': { focus: 1 }, 'shard-drone': { focus: 1 } });
    const rolled = play(withDice(state, [FOCUS, FOCUS, HIT, BLANK, D_FOCUS, D_FOCUS, D_BLANK]), spearAttacks).state;
    expect(rolled.attack?.step).toBe('attacker');
    const attacked = play(rolled, { type: 'modify', side: 'concord', focus: true });
    expect(attacked.state.attack?.step).toBe('defender');
    expect(ship(attacked.state, 'spear-wingman').focus).toBe(0);
    const { events } = play(attacked.state, { type: 'modify', side: 'veyra', focus: true });
    // 3 hits against 2 evades: one damage card.
    expect(events).toContainEqual({
      type: 'attackResult',
      attacker: 'spear-wingman',
      defender: 'shard-drone',
      hits: 1,
      crits: 0,
    });
  });

  test('"Desvio": the evade token adds an evade result', async () => {
    const state = arrange(await joust(), { 'shard-drone': { evade: 1 } });
    const rolled = play(withDice(state, [HIT, HIT, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK]), spearAttacks).state;
    const { events } = play(rolled, { type: 'modify', side: 'veyra', evade: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'attackResult', hits: 1, crits: 0 }));
  });

  test('modifications in order: the attacker first, and the defender may not change dice in its step', async () => {
    const state = arrange(await joust(), { 'spear-wingman': { focus: 1 }, 'shard-drone': { focus: 1 } });
    const rolled = play(withDice(state, [FOCUS, HIT, BLANK, BLANK, D_FOCUS, D_BLANK, D_BLANK]), spearAttacks).state;
    expect(squadron.SQUADRON.awaiting(rolled).sides).toEqual(['concord']);
    expect(refusal(rolled, { type: 'modify', side: 'veyra', focus: true })).toBe('NOT_YOUR_DICE');
    expect(refusal(rolled, { type: 'modify', side: 'concord', evade: true })).toBe('EVADE_WHEN_DEFENDING');
  });

  test('a side with nothing to change its dice with is not asked', async () => {
    const state = await joust();
    const { state: after, events } = play(
      withDice(state, [HIT, HIT, HIT, BLANK, EVADE, D_BLANK, D_BLANK]),
      spearAttacks,
    );
    expect(after.attack).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'attackResult', hits: 2, crits: 0 }));
  });
});

describe('"Aquisição de Mira" spent (seed 001: "rerrolar qualquer número de dados de ataque")', () => {
  test('the lock rerolls the dice named, once; it is spent', async () => {
    const base = await joust();
    const state = { ...base, locks: { 'spear-wingman': { target: 'shard-drone', letter: 'A' } } };
    const rolled = play(withDice(state, [BLANK, BLANK, HIT, BLANK]), spearAttacks).state;
    const { state: after, events } = play(withDice(rolled, [HIT, CRIT, D_BLANK, D_BLANK, D_BLANK]), {
      type: 'modify',
      side: 'concord',
      lock: [1, 2],
    });
    expect(events).toContainEqual({ type: 'lockSpent', ship: 'spear-wingman', target: 'shard-drone' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'symbolDiceRerolled', which: [0, 1] }));
    expect(after.locks['spear-wingman']).toBeUndefined();
    expect(events).toContainEqual(expect.objectContaining({ type: 'attackResult', hits: 2, crits: 1 }));
  });

  test('rerolls come before changes: once focus is spent the lock may not reroll, and it is kept', async () => {
    const base = arrange(await joust(), { 'spear-wingman': { focus: 1 } });
    const state = { ...base, locks: { 'spear-wingman': { target: 'shard-drone', letter: 'A' } } };
    const rolled = play(withDice(state, [FOCUS, BLANK, BLANK, BLANK]), spearAttacks).state;
    const focused = play(withDice(rolled, [D_BLANK, D_BLANK, D_BLANK]), {
      type: 'modify',
      side: 'concord',
      focus: true,
      done: false,
    });
    // Nothing is left the attacker may do, so its step ends: the defence dice are rolled.
    expect(focused.events).toContainEqual(expect.objectContaining({ type: 'symbolDiceRolled', die: 'defence' }));
    expect(focused.state.locks['spear-wingman']).toEqual({ target: 'shard-drone', letter: 'A' });
    // In one command the lock's reroll is made first, then the focus.
    const both = play(withDice(rolled, [HIT, D_BLANK, D_BLANK, D_BLANK]), {
      type: 'modify',
      side: 'concord',
      lock: [2],
      focus: true,
    });
    const order = both.events.map((e) => e.type).filter((t) => t === 'symbolDiceRerolled' || t === 'symbolDieChanged');
    expect(order[0]).toBe('symbolDiceRerolled');
    expect(order).toContain('symbolDieChanged');
  });

  test('a lock on another ship cannot be spent on this attack', async () => {
    const base = await joust();
    const state = { ...base, locks: { 'spear-wingman': { target: 'someone-else', letter: 'A' } } };
    const rolled = play(withDice(state, [BLANK, BLANK, BLANK, FOCUS, D_BLANK, D_BLANK, D_BLANK]), spearAttacks).state;
    expect(rolled.attack).toBeNull();
  });
});

describe('secondary weapons ("Ataque (aquisição de mira)")', () => {
  test('a torpedo needs a lock on the defender, spends it and a charge; no range bonus', async () => {
    const state = await table(
      [{ pilot: 'oren-vale', upgrades: ['heavy-torpedo'], hex: '1014', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1004', facing: 'S' }],
    );
    const fighting = passActions(dialAll(state, { 'oren-vale': '1FG', 'shard-drone': '1TW' }).state).state;
    const spear = ship(fighting, 'oren-vale');
    const options = () => squadron.attackOptions(fighting, spear).map((o) => o.weapon);
    expect(options()).not.toContain('heavy-torpedo');
    const locked = { ...fighting, locks: { 'oren-vale': { target: 'shard-drone', letter: 'A' } } };
    const torpedo = squadron.attackOptions(locked, ship(locked, 'oren-vale')).find((o) => o.weapon === 'heavy-torpedo');
    expect(torpedo).toBeDefined();
    const { state: after, events } = play(withDice(locked, [HIT, HIT, HIT, HIT, D_BLANK, D_BLANK, D_BLANK]), {
      type: 'attack',
      side: 'concord',
      ship: 'oren-vale',
      target: 'shard-drone',
      weapon: 'heavy-torpedo',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'attackDeclared', weapon: 'heavy-torpedo', attackDice: 4 }),
    );
    expect(after.locks['oren-vale']).toBeUndefined();
    expect(ship(after, 'oren-vale').weapons[0]?.charges).toBe(1);
  });
});

describe('damage (seed 001: shields first, then cards; criticals faceup)', () => {
  test('hits take shields first, the rest are facedown cards, criticals faceup', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1012', facing: 'N' }],
      [{ pilot: 'kael-dusk', hex: '1003', facing: 'S' }],
    );
    // Kael Dusk (skill 8, attack 3 and 1 at range 1) fires first; the Lance (2) has no shields.
    const fighting = passActions(dialAll(state, { 'lance-cadet': '2FG', 'kael-dusk': '2FG' }).state).state;
    const { state: after, events } = play(withDice(fighting, [HIT, CRIT, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK]), {
      type: 'attack',
      side: 'veyra',
      ship: 'kael-dusk',
      target: 'lance-cadet',
      weapon: 'primary',
    });
    const dealt = events.filter((e) => e.type === 'damageDealt');
    expect(dealt.map((e) => e.type === 'damageDealt' && e.faceup)).toEqual([false, true]);
    expect(dealt[1]).toMatchObject({ faceup: true, kind: expect.any(String) });
    expect(ship(after, 'lance-cadet').damage).toBeGreaterThanOrEqual(2);
  });

  test('ships of equal skill fire at once: one destroyed in the group still fires back', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1012', facing: 'N' }],
      [{ pilot: 'ravager-crew', hex: '1003', facing: 'S' }],
    );
    const fighting = arrange(passActions(dialAll(state, { 'lance-cadet': '2FG', 'ravager-crew': '2FG' }).state).state, {
      'lance-cadet': { damage: 2 },
    });
    // Both skill 2: Veyra (fewer points) has the initiative and fires first, destroying the Lance.
    expect(fighting.initiative).toBe('veyra');
    const first = play(withDice(fighting, [HIT, HIT, HIT, D_BLANK, D_BLANK, D_BLANK]), {
      type: 'attack',
      side: 'veyra',
      ship: 'ravager-crew',
      target: 'lance-cadet',
      weapon: 'primary',
    }).state;
    expect(ship(first, 'lance-cadet').destroyed).toBe(false);
    // The Lance: attack 3, 1 for range 1 and 1 for its pilot ("closeIn"); the Ravager's agility 2.
    const { state: after, events } = play(withDice(first, [HIT, HIT, HIT, HIT, HIT, D_BLANK, D_BLANK]), {
      type: 'attack',
      side: 'concord',
      ship: 'lance-cadet',
      target: 'ravager-crew',
      weapon: 'primary',
    });
    expect(events.some((e) => e.type === 'attackResult' && e.attacker === 'lance-cadet')).toBe(true);
    expect(ship(after, 'lance-cadet').destroyed).toBe(true);
  });
});
