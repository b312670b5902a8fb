/**
 * The normal AI in squadron (issue 18, deliverable 4): how it values a position (`ai-score.ts`),
 * what it may know of the other side's sealed dials (`ai-blind.ts`, seed 001's Planning phase), and
 * the dice changes it weighs (`ai-candidates.ts`). Faces by place on the die: attack 1-3 hit, 4 crit,
 * 5-6 focus, 7-8 blank.
 */
import { describe, expect, test } from 'vitest';
import { chooseCommand } from '../../../../src/ai/choose.js';
import { seedRng, squadron, type AnyRuleset } from '../../../../src/engine/index.js';
import { arrange, dialAll, passActions, play, table, withDice } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const RULES = squadron.SQUADRON as unknown as AnyRuleset;
const score = (state: State, side: string): number => squadron.SQUADRON.ai.score?.(state, side) ?? Number.NaN;
const HIT = 1;
const FOCUS = 5;
const BLANK = 7;

/** The Spear (concord) and the drone (veyra) nose to nose, nine hexes apart, in the Planning phase. */
const facingOff = () =>
  table([{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }], [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }]);

const dial = (state: State, side: string, ship: string, d: string): State =>
  play(state, { type: 'dial', side, ship, dial: d }).state;

describe('the valuation of a squadron position (seed 001: dials fly before Combat)', () => {
  test('a dial that keeps the enemy in the front arc is worth more than one that turns away from it', async () => {
    const state = await facingOff();
    const ahead = score(dial(state, 'concord', 'spear-wingman', '2FG'), 'concord');
    const away = score(dial(state, 'concord', 'spear-wingman', '2TW'), 'concord');
    expect(ahead).toBeGreaterThan(away);
  });

  test('a dial that flies off the mat loses the ship (seed 001: a ship off the mat has fled)', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1005', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1010', facing: 'N' }],
    );
    const edge = state.ships.find((s) => s.id === 'spear-wingman');
    const fled = score(dial(state, 'concord', 'spear-wingman', '4FW'), 'concord');
    const turned = score(dial(state, 'concord', 'spear-wingman', '2TW'), 'concord');
    expect(turned - fled).toBeGreaterThan((edge?.stats.cost ?? 0) / 2);
  });

  test('a stress token costs (seed 001: a stressed ship takes no action), a focus token is worth something', async () => {
    const state = await facingOff();
    const plain = score(state, 'concord');
    expect(score(arrange(state, { 'spear-wingman': { stress: 1 } }), 'concord')).toBeLessThan(plain);
    expect(score(arrange(state, { 'spear-wingman': { focus: 1 } }), 'concord')).toBeGreaterThan(plain);
  });

  test('a red manoeuvre is valued with the stress it gives, a green one with the stress it clears', async () => {
    const state = arrange(await facingOff(), { 'spear-wingman': { stress: 1 } });
    const green = score(dial(state, 'concord', 'spear-wingman', '2FG'), 'concord');
    const white = score(dial(state, 'concord', 'spear-wingman', '2BW'), 'concord');
    const calm = arrange(state, { 'spear-wingman': { stress: 0 } });
    // The green straight clears the token: the same as the calm ship flying it.
    expect(green).toBeCloseTo(score(dial(calm, 'concord', 'spear-wingman', '2FG'), 'concord'), 9);
    expect(white).toBeLessThan(score(dial(calm, 'concord', 'spear-wingman', '2BW'), 'concord'));
  });
});

describe('what the AI may know: the other side’s dials are sealed (seed 001, Planning)', () => {
  test('in Planning the other side’s dials are set aside, its own kept', async () => {
    const state = dial(await facingOff(), 'veyra', 'shard-drone', '1TW');
    expect(state.phase).toBe('planning');
    expect(squadron.SQUADRON.ai.blind?.(state, 'concord')?.dials).toEqual({});
    expect(squadron.SQUADRON.ai.blind?.(state, 'veyra')?.dials).toEqual({ 'shard-drone': '1TW' });
  });

  test('in Activation a dial not yet revealed reads as a straight 2; a revealed one as it is', async () => {
    const state = dialAll(await facingOff(), { 'spear-wingman': '2FG', 'shard-drone': '1TW' }).state;
    expect(state.phase).toBe('activation');
    // The drone (skill 1) activates first: its dial is revealed; the Spear's, for veyra, is guessed.
    const forVeyra = squadron.SQUADRON.ai.blind?.(state, 'veyra');
    const forConcord = squadron.SQUADRON.ai.blind?.(state, 'concord');
    expect(forConcord?.dials['shard-drone']).toBe('1TW');
    expect(forVeyra?.dials['spear-wingman']).toBe('2FG');
    const hidden = dialAll(await facingOff(), { 'spear-wingman': '3BW', 'shard-drone': '1TW' }).state;
    expect(squadron.SQUADRON.ai.blind?.(hidden, 'veyra')?.dials['spear-wingman']).toBe('2FG');
  });

  test.each(['1TW', '2FG', '3NW', '5FW'])(
    'the normal AI’s dial is the same whatever the other side sealed (%s)',
    async (sealed) => {
      const open = await facingOff();
      const mine = chooseCommand(RULES, open, 'concord', 'normal', 'blind-seed');
      const after = chooseCommand(RULES, dial(open, 'veyra', 'shard-drone', sealed), 'concord', 'normal', 'blind-seed');
      expect(after).toEqual(mine);
    },
  );

  test('a dial once set is not changed: the AI dials the ships still without one', async () => {
    const state = dial(await facingOff(), 'concord', 'spear-wingman', '2FG');
    expect(
      squadron.SQUADRON.ai.rank({ type: 'dial', side: 'concord', ship: 'spear-wingman', dial: '1FG' }, state),
    ).toBe(0);
    expect(squadron.SQUADRON.ai.rank({ type: 'dial', side: 'veyra', ship: 'shard-drone', dial: '1TW' }, state)).toBe(2);
  });
});

/** The Spear attacks the drone at range 1 holding a lock on it, its dice scripted. */
async function lockedAttack(faces: readonly number[]): Promise<State> {
  const start = await facingOff();
  const fighting = passActions(dialAll(start, { 'spear-wingman': '2FG', 'shard-drone': '2FG' }).state).state;
  const locked = { ...fighting, locks: { 'spear-wingman': { target: 'shard-drone', letter: 'A' } } };
  const rolled = play(withDice(locked, faces), {
    type: 'attack',
    side: 'concord',
    ship: 'spear-wingman',
    target: 'shard-drone',
    weapon: 'primary',
  }).state;
  // The dice to come (rerolls, defence) from a seeded generator: the AI tries every change on them.
  return { ...rolled, rng: seedRng('dice-to-come') };
}

describe('the dice the normal AI changes (seed 001: a lock rerolls attack dice; focus turns focus results)', () => {
  test('it offers rerolls of the dice that missed only, never of a hit', async () => {
    const state = await lockedAttack([HIT, HIT, FOCUS, BLANK]);
    const rerolls = squadron.SQUADRON.ai.candidates?.(state, 'concord').map((c) => (c.type === 'modify' ? c.lock : []));
    expect(rerolls).toEqual([[4], [4], [3, 4], [3, 4]]);
  });

  test('without a focus token it spends its lock on the blank and the focus result', async () => {
    const state = await lockedAttack([HIT, HIT, FOCUS, BLANK]);
    expect(state.attack?.step).toBe('attacker');
    const order = chooseCommand(RULES, state, 'concord', 'normal', 'lock-seed');
    expect(order).toMatchObject({ type: 'modify', lock: [3, 4] });
  });

  test('an attack under way counts at the damage its dice show', async () => {
    const hits = await lockedAttack([HIT, HIT, HIT, HIT]);
    const misses = await lockedAttack([BLANK, BLANK, BLANK, BLANK]);
    expect(score(hits, 'concord')).toBeGreaterThan(score(misses, 'concord'));
    expect(score(hits, 'veyra')).toBeLessThan(score(misses, 'veyra'));
  });
});
