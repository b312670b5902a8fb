/**
 * The defender's step as a reaction (issue 42; seed 001 "Foco" and "Desvio": the defender may spend
 * its focus to turn focus results into evades, its evade to add one). Faces by place on the die:
 * attack 1-3 hit, 5-6 focus, 7-8 blank; defence 1-3 evade, 4-5 focus, 6-8 blank.
 */
import { describe, expect, test } from 'vitest';
import { defaultChoice, squadron, type Awaiting } from '../../../../src/engine/index.js';
import { arrange, dialAll, passActions, play, ship, table, withDice } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const HIT = 1;
const BLANK = 7;
const D_FOCUS = 4;
const D_BLANK = 6;
const RULES = squadron.SQUADRON;

/** The Spear attacks the drone at range 1 (4 attack dice against 3 defence dice), as combat.test.ts sets it. */
async function attacked(tokens: Partial<squadron.SquadShip>, dice: readonly number[]): Promise<State> {
  const state = await table(
    [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
    [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
  );
  const fighting = passActions(dialAll(state, { 'spear-wingman': '2FG', 'shard-drone': '2FG' }).state).state;
  const armed = withDice(arrange(fighting, { 'shard-drone': tokens }), dice);
  const attack = { type: 'attack', side: 'concord', ship: 'spear-wingman', target: 'shard-drone', weapon: 'primary' };
  return play(armed, attack as squadron.SquadronCommand).state;
}

const reactionOf = (awaiting: Awaiting) => (awaiting.kind === 'reaction' ? awaiting.reaction : undefined);

describe('the defender’s tokens are a reaction (seed 001 "Foco", "Desvio"; issue 42)', () => {
  test('every other moment of a squadron game is a turn', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    expect(RULES.awaiting(state).kind).toBe('turn');
    const fighting = passActions(dialAll(state, { 'spear-wingman': '2FG', 'shard-drone': '2FG' }).state).state;
    expect(RULES.awaiting(fighting).kind).toBe('turn');
  });

  test('with focus results and an evade to spend, the defender is asked; the default spends what cancels hits', async () => {
    const state = await attacked({ focus: 1, evade: 1 }, [HIT, HIT, HIT, BLANK, D_FOCUS, D_BLANK, D_BLANK]);
    expect(state.attack?.step).toBe('defender');
    const awaiting = RULES.awaiting(state);
    expect(awaiting).toMatchObject({ kind: 'reaction', sides: ['veyra'] });
    const reaction = reactionOf(awaiting);
    expect(reaction?.kind).toBe(squadron.DEFENCE_REACTION);
    expect(reaction?.side).toBe('veyra');
    expect(reaction?.options.map((o) => o.id)).toEqual(['focus', 'evade', 'focus-evade', 'pass']);
    // 3 hits against 1 focus result: the focus and the evade both cancel one.
    expect(reaction?.default).toBe('focus-evade');
    expect(defaultChoice(reaction!).command).toEqual({
      type: 'modify',
      side: 'veyra',
      focus: true,
      evade: true,
      done: true,
    });
  });

  test('the default is the command a missed deadline played before reactions had their own clock', async () => {
    const state = await attacked({ focus: 1, evade: 1 }, [HIT, BLANK, BLANK, BLANK, D_FOCUS, D_BLANK, D_BLANK]);
    const reaction = reactionOf(RULES.awaiting(state));
    // One hit and one focus result: the focus cancels it, so the evade is kept.
    expect(reaction?.default).toBe('focus');
    expect(defaultChoice(reaction!).command).toEqual(RULES.timeoutCommand(state, 'veyra', false));
  });

  test('with nothing to cancel, the default keeps the tokens (a pass)', async () => {
    const state = await attacked({ evade: 1 }, [BLANK, BLANK, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK]);
    const reaction = reactionOf(RULES.awaiting(state));
    expect(reaction?.options.map((o) => o.id)).toEqual(['evade', 'pass']);
    expect(reaction?.default).toBe('pass');
    const kept = play(state, defaultChoice(reaction!).command as squadron.SquadronCommand).state;
    expect(kept.attack).toBeNull();
    expect(ship(kept, 'shard-drone').evade).toBe(1);
  });

  test('each option plays as its command: "Desvio" adds an evade and cancels a hit', async () => {
    const state = await attacked({ evade: 1 }, [HIT, BLANK, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK]);
    const evade = reactionOf(RULES.awaiting(state))?.options.find((o) => o.id === 'evade');
    const { events } = play(state, evade!.command as squadron.SquadronCommand);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attackResult', hits: 0, crits: 0 }));
  });

  test('standing preferences: "cancel" picks the default, "keep" the pass, anything else leaves it to the player', async () => {
    const state = await attacked({ focus: 1, evade: 1 }, [HIT, HIT, HIT, BLANK, D_FOCUS, D_BLANK, D_BLANK]);
    const reaction = reactionOf(RULES.awaiting(state))!;
    expect(RULES.reactions?.preferences).toEqual([{ kind: 'defence', answers: ['cancel', 'keep'] }]);
    expect(RULES.reactions?.prefer(state, reaction, 'cancel')).toBe('focus-evade');
    expect(RULES.reactions?.prefer(state, reaction, 'keep')).toBe('pass');
    expect(RULES.reactions?.prefer(state, reaction, 'sometimes')).toBeUndefined();
  });

  test('a defender with no token to spend is not asked: the attack resolves at once', async () => {
    const state = await attacked({}, [HIT, BLANK, BLANK, BLANK, D_FOCUS, D_BLANK, D_BLANK]);
    expect(state.attack).toBeNull();
    expect(RULES.awaiting(state).kind).toBe('turn');
  });
});
