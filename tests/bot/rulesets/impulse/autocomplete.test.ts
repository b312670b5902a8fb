/**
 * Each command has its own autocomplete (issue 12): impulse's commands offer what is legal now for
 * the player's own seat; the shared commands offer the registry's rulesets, the game's own `/rules`
 * topics and the board's units.
 */
import { apWord } from '../../../../src/bot/rulesets/impulse/ap-words.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Choice } from '../../../../src/bot/pipeline/request.js';
import { COMMANDS_DIR, loadCommands } from '../../../../src/bot/app/loader.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { impulse } from '../../../../src/engine/index.js';
import { stateOf } from '../../../../src/bot/rulesets/impulse/state-of.js';
import { autocompleteChoices } from '../../../helpers/autocomplete.js';
import { ALICE, BOB, CAROL, localBot, type LocalBot } from '../../../helpers/local-bot.js';
import { GUNLINE_TABLE } from '../../../helpers/gunline/table.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const choices = (
  b: LocalBot,
  user: typeof ALICE,
  command: string,
  options: Record<string, string>,
  focused: string,
  subcommand?: string,
): Promise<readonly Choice[]> => autocompleteChoices(b, user, command, options, focused, subcommand);

async function duel(): Promise<LocalBot> {
  bot = await localBot({ seed: 'autocomplete-duel-0001', rulesets: TABLES.with(GUNLINE_TABLE) });
  await bot.session.run('/game new scenario:cruiser-duel', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

describe('per-command autocomplete', () => {
  it('offers the registry’s rulesets for /game new ruleset:, and that ruleset’s scenarios', async () => {
    bot = await localBot({ rulesets: TABLES.with(GUNLINE_TABLE) });
    const rulesets = await choices(bot, ALICE, 'game', { ruleset: '' }, 'ruleset', 'new');
    expect(rulesets.map((c) => c.value)).toEqual(['impulse', 'squadron', 'vector', 'fleet', 'skirmish', 'gunline']);
    const scenarios = await choices(bot, ALICE, 'game', { ruleset: 'gunline', scenario: '' }, 'scenario', 'new');
    expect(scenarios.map((c) => c.value)).toEqual(['range-duel']);
    const impulseScenarios = await choices(bot, ALICE, 'game', { scenario: 'duel' }, 'scenario', 'new');
    expect(impulseScenarios.map((c) => c.value)).toContain('cruiser-duel');
  });

  it('offers the AP uses the rules allow the player’s ship now, and nothing to someone who does not play', async () => {
    const b = await duel();
    const record = await b.app.store.get('c1');
    const state = stateOf(record ?? (undefined as never));
    const side = impulse.awaiting(state)[0] ?? '';
    const mover = side === 'concord' ? ALICE : BOB;
    const ship = state.ships.find((s) => s.side === side)?.id ?? '';
    const uses = await choices(b, mover, 'ap', { use: '', ship }, 'use');
    // Offered in players' words (issue 13): `nothing`, not `doNothing`.
    const legal = [...new Set(impulse.apOptions(state, ship).map((o) => apWord(o.use.kind)))];
    expect(uses.map((c) => c.value).sort()).toEqual([...legal].sort());
    const ships = await choices(b, mover, 'ap', { ship: '' }, 'ship');
    expect(ships[0]?.name).toContain('★');
    expect(await choices(b, CAROL, 'ap', { use: '', ship }, 'use'), 'nothing for someone who does not play').toEqual(
      [],
    );
  });

  it('offers every unit for /map ship:, and the game’s own topics for /rules topic:', async () => {
    const b = await duel();
    const units = await choices(b, ALICE, 'map', { ship: '' }, 'ship');
    expect(units.length).toBe(stateOf((await b.app.store.get('c1')) ?? (undefined as never)).ships.length);
    const overlays = await choices(b, ALICE, 'map', { show: '' }, 'show');
    expect(overlays.map((c) => c.value)).toEqual(['reach', 'fire']);
    const parts = await choices(b, ALICE, 'replay', { round: 1, part: '' } as never, 'part');
    expect(parts.map((c) => c.value)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const topics = await choices(b, ALICE, 'rules', { topic: '' }, 'topic');
    expect(topics.map((c) => c.value)).toContain('power');
    expect(topics.map((c) => c.value)).not.toContain('stances');
  });

  it('answers each command’s own options only: /ap use:, never /repair use: or /power how:', async () => {
    const b = await duel();
    const record = await b.app.store.get('c1');
    const state = stateOf(record ?? (undefined as never));
    const side = impulse.awaiting(state)[0] ?? '';
    const mover = side === 'concord' ? ALICE : BOB;
    const ship = state.ships.find((s) => s.side === side && s.status === 'active')?.id ?? '';
    expect((await choices(b, mover, 'ap', { use: '', ship }, 'use')).length).toBeGreaterThan(0);
    expect(await choices(b, mover, 'repair', { use: '', ship }, 'use')).toEqual([]);
    expect(await choices(b, mover, 'power', { how: '' }, 'how')).toEqual([]);
    expect((await choices(b, mover, 'fire', { ship: '' }, 'ship')).length).toBeGreaterThan(0);
    const commands = await loadCommands(COMMANDS_DIR, TABLES);
    expect(commands.get('move')?.autocomplete).toBeDefined();
  });
});
