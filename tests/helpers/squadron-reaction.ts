/**
 * A squadron game at the table with the defender about to be asked (issue 42): the dogfight started
 * by alice (Concord) and bob (Veyra), its board swapped for the rule-test joust of
 * tests/engine/rulesets/squadron/combat.test.ts (the Spear at range 1 of the drone, in Combat), the
 * drone given `tokens` and the dice scripted; then alice's `/attack` opens the defender's reaction.
 */
import type { squadron } from '../../src/engine/index.js';
import { localBot, type LocalBot } from './local-bot.js';
import { arrange, dialAll, passActions, table, withDice } from './squadron-game.js';

type State = squadron.SquadronState;

/** Faces by place on the die: attack 1 hit, 7 blank; defence 4 focus, 6 blank (combat.test.ts). */
export const FACES = { HIT: 1, BLANK: 7, D_FOCUS: 4, D_BLANK: 6 } as const;

async function joust(tokens: Partial<squadron.SquadShip>, dice: readonly number[]): Promise<State> {
  const state = await table(
    [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
    [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
  );
  const fighting = passActions(dialAll(state, { 'spear-wingman': '2FG', 'shard-drone': '2FG' }).state).state;
  return withDice(arrange(fighting, { 'shard-drone': tokens }), dice);
}

export interface DefenderSetup {
  readonly tokens: Partial<squadron.SquadShip>;
  readonly dice: readonly number[];
  /** Lines run before the game starts (alice is the host): `/game clock ...`, bob's `/react ...`. */
  readonly before?: readonly { line: string; as: string }[];
  readonly now?: () => Date;
}

/** The bot once alice's Spear has attacked bob's drone: bob's defence is the reaction awaited. */
export async function defenderAsked(setup: DefenderSetup): Promise<LocalBot> {
  const b = await localBot({ seed: 'issue-42-reactions', ...(setup.now ? { now: setup.now } : {}) });
  await b.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
  await b.session.run('/game join side:concord', 'alice');
  await b.session.run('/game join side:veyra', 'bob');
  for (const { line, as } of setup.before ?? []) await b.session.run(line, as);
  await b.session.run('/game start', 'alice');
  const board = await joust(setup.tokens, setup.dice);
  await b.app.store.update('c1', async (record) => {
    if (!record) throw new Error('no game');
    return { save: { ...record, state: board as never }, result: undefined };
  });
  await b.session.run('/attack ship:spear-wingman target:shard-drone', 'alice');
  return b;
}

export const squadronState = async (b: LocalBot): Promise<State> =>
  (await b.app.store.get('c1'))?.state as unknown as State;
