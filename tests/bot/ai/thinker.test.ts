/**
 * The AI's thread (issue 18, deliverable 3: the AI runs off the request path): it gives the same
 * order src/ai gives here, the bot's event loop goes on while it thinks, and a ruleset the thread
 * cannot know (a test's own) is thought about here, so no order is lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chooseCommand } from '../../../src/ai/choose.js';
import { AiThinker } from '../../../src/bot/ai/thinker.js';
import { RULESETS, type AnyRuleset } from '../../../src/engine/index.js';
import { loadCatalog } from '../../../src/assets/load-catalog.js';
import { bundledGame } from '../../helpers/bundled-game.js';
import { GUNLINE_RULES, RANGE_DUEL } from '../../helpers/gunline/rules.js';

const warnings: string[] = [];
const thinker = new AiThinker({ warn: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`) });
afterEach(() => {
  expect(warnings).toEqual([]);
});

const impulse = RULESETS.get('impulse') as AnyRuleset;

describe('the AI thread', () => {
  it('gives the order src/ai gives, at every level', async () => {
    const state = await bundledGame('cruiser-duel', 'thinker');
    const side = impulse.awaiting(state).sides[0] ?? '';
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const seed = `thinker-${level}`;
      const there = await thinker.choose({ rules: impulse, state, side, level, seed, personality: 'bold' });
      expect(there).toEqual(chooseCommand(impulse, state, side, level, seed, 'bold'));
    }
  }, 30_000);

  it('leaves the event loop free while it thinks about a hard order in a fleet battle', async () => {
    const catalog = await loadCatalog();
    const scenario = catalog.scenarios.find((s) => s.id === 'fleet-battle');
    const created = impulse.createGame(scenario, null, catalog, 'thinker-fleet');
    if (!created.ok) throw new Error('fleet-battle did not start');
    const state = created.value.state;
    const side = impulse.awaiting(state).sides[0] ?? '';
    const happened: string[] = [];
    const order = thinker
      .choose({ rules: impulse, state, side, level: 'hard', seed: 'fleet' })
      .then(() => happened.push('order'));
    // A player's command arriving meanwhile (here: a timer) is served before the AI has answered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    happened.push('command');
    await order;
    expect(happened).toEqual(['command', 'order']);
  }, 30_000);

  it('a ruleset the thread does not know is thought about here', async () => {
    const rules = GUNLINE_RULES as unknown as AnyRuleset;
    const state = rules.createGame(RANGE_DUEL, null, {}, 'gunline-thinker');
    if (!state.ok) throw new Error('gunline did not start');
    const side = rules.awaiting(state.value.state).sides[0] ?? '';
    const order = await thinker.choose({ rules, state: state.value.state, side, level: 'easy', seed: 'g' });
    expect(order).toEqual(chooseCommand(rules, state.value.state, side, 'easy', 'g'));
  });
});

describe('a bot shutting down', () => {
  it('refuses the order it was thinking about rather than working it out here', async () => {
    const closing = new AiThinker({ warn: (message) => warnings.push(message) });
    const state = await bundledGame('cruiser-duel', 'thinker-close');
    const side = impulse.awaiting(state).sides[0] ?? '';
    const order = closing.choose({ rules: impulse, state, side, level: 'hard', seed: 'closing' });
    // The refusal is awaited from the start, as the scheduler awaits every order it asks for.
    const refused = expect(order).rejects.toThrow('closed');
    await closing.close();
    await refused;
    await expect(closing.choose({ rules: impulse, state, side, level: 'easy', seed: 'after' })).rejects.toThrow(
      'closed',
    );
  });
});
