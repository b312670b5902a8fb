/**
 * The easy AI (issue 18, deliverables 1 and 4): for every ruleset in the registry it gives, at each
 * moment it is asked, a command the rules accept; never a concession; the same order for the same
 * moment and seed; a shot before anything else when one is legal. Played side against side, every
 * ruleset's game reaches its end.
 */
import { describe, expect, test } from 'vitest';
import { chooseCommand } from '../../src/ai/choose.js';
import { RULESETS, type AnyRuleset, type RulesetCommand } from '../../src/engine/index.js';
import { bundledGame } from '../helpers/bundled-game.js';
import { squadronGame } from '../helpers/squadron-game.js';
import { vectorGame } from '../helpers/vector-game.js';
import { fleetGame } from '../helpers/fleet-game.js';
import { skirmishGame } from '../helpers/skirmish-game.js';

interface Opening {
  readonly rules: AnyRuleset;
  readonly state: () => Promise<unknown>;
  /** The ruleset's command types that shoot. */
  readonly shots: readonly string[];
}

const rulesOf = (id: string): AnyRuleset => {
  const rules = RULESETS.get(id);
  if (!rules) throw new Error(`no ruleset ${id}`);
  return rules;
};
const IMPULSE = rulesOf('impulse');

const OPENINGS: Readonly<Record<string, Opening>> = {
  impulse: { rules: IMPULSE, state: () => bundledGame('cruiser-duel', 'ai-test'), shots: ['fire'] },
  squadron: {
    rules: rulesOf('squadron'),
    state: async () => (await squadronGame('dogfight', 'ai-test')).state,
    shots: ['attack'],
  },
  vector: {
    rules: rulesOf('vector'),
    state: async () => (await vectorGame('cruiser-duel', {}, 'ai-test')).state,
    shots: ['fire'],
  },
  fleet: {
    rules: rulesOf('fleet'),
    state: async () => (await fleetGame('pitched-battle', 'ai-test')).state,
    shots: ['attack', 'squadronAttack'],
  },
  skirmish: {
    rules: rulesOf('skirmish'),
    state: async () => (await skirmishGame('take-and-hold', 'ai-test')).state,
    shots: ['shoot'],
  },
};

/** Plays the AI for every side the rules wait for until the game ends (or `limit` orders). */
function playOut(rules: AnyRuleset, opening: unknown, seed: string, limit = 5000) {
  let state = opening;
  const orders: RulesetCommand[] = [];
  for (let n = 0; n < limit && rules.outcome(state) === null; n += 1) {
    const side = rules.awaiting(state).sides[0];
    if (side === undefined) break;
    const command = chooseCommand(rules, state, side, 'easy', `${seed}:${n}`);
    if (!command) throw new Error(`the AI gave no order for ${side} at ${JSON.stringify(rules.awaiting(state))}`);
    const applied = rules.applyCommand(state, command);
    if (!applied.ok) throw new Error(`the AI's order was refused: ${applied.error.code} ${JSON.stringify(command)}`);
    orders.push(command);
    state = applied.value.state;
  }
  return { state, orders };
}

test('every ruleset in the registry has an opening here (the AI plays them all)', () => {
  expect(RULESETS.ids.slice().sort()).toEqual(Object.keys(OPENINGS).sort());
});

describe.each(Object.keys(OPENINGS))('the easy AI plays %s', (id) => {
  const opening = OPENINGS[id] as Opening;

  test('side against side to the end: every order accepted, none a concession (issue 18, deliverable 4)', async () => {
    const { state, orders } = playOut(opening.rules, await opening.state(), `${id}-game`);
    expect(opening.rules.outcome(state)).not.toBeNull();
    expect(orders.some((c) => c.type === 'concede')).toBe(false);
    // It fights: some of its orders are shots.
    expect(orders.filter((c) => opening.shots.includes(c.type)).length).toBeGreaterThan(0);
  }, 60_000);

  test('the same moment and seed give the same order; the order depends on the seed only among equals', async () => {
    const state = await opening.state();
    const side = opening.rules.awaiting(state).sides[0] ?? '';
    const once = chooseCommand(opening.rules, state, side, 'easy', 'seed-a');
    expect(chooseCommand(opening.rules, state, side, 'easy', 'seed-a')).toEqual(once);
    const best = Math.max(...opening.rules.legalCommands(state, side).map((c) => opening.rules.ai.rank(c, state)));
    for (const seed of ['seed-b', 'seed-c', 'seed-d'])
      expect(
        opening.rules.ai.rank(chooseCommand(opening.rules, state, side, 'easy', seed) as RulesetCommand, state),
      ).toBe(best);
  });

  test('it gives no order for a side the rules are not waiting for', async () => {
    const state = await opening.state();
    const waiting = opening.rules.awaiting(state).sides;
    const idle = opening.rules.sides(state).find((s) => !waiting.includes(s.id));
    if (idle) expect(chooseCommand(opening.rules, state, idle.id, 'easy', 'x')).toBeUndefined();
  });
});

describe('the easy AI in vector gives movement orders (seed 002: sealed and free-form)', () => {
  test('its ships accelerate and turn, not only keep their velocity', async () => {
    const rules = rulesOf('vector');
    const { orders } = playOut(rules, await OPENINGS.vector?.state(), 'vector-orders');
    const given = orders.filter((c) => c.type === 'order') as unknown as { accel: number; course: number }[];
    expect(given.length).toBeGreaterThan(0);
    expect(given.some((o) => o.accel !== 0)).toBe(true);
    expect(given.some((o) => o.course !== 0)).toBe(true);
  }, 60_000);
});

describe('the easy AI at a moment with a shot', () => {
  test('fires when it can (impulse: a legal fire outranks moving and ending the step)', async () => {
    let state: unknown = await OPENINGS.impulse?.state();
    const rules = IMPULSE;
    // Play until a moment where a shot is legal for the side asked, then ask the AI.
    for (let n = 0; n < 3000; n += 1) {
      const side = rules.awaiting(state).sides[0] ?? '';
      const legal = rules.legalCommands(state, side);
      if (legal.some((c) => c.type === 'fire')) {
        expect(chooseCommand(rules, state, side, 'easy', `shot-${n}`)?.type).toBe('fire');
        return;
      }
      const command = chooseCommand(rules, state, side, 'easy', `walk-${n}`);
      const applied = command ? rules.applyCommand(state, command) : undefined;
      if (!applied?.ok) throw new Error('the walk to a shot stopped');
      state = applied.value.state;
    }
    throw new Error('no moment with a legal shot came up');
  }, 60_000);
});
