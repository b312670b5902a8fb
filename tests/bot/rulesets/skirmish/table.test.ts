/**
 * `skirmish` at the table, in process (issue 44 deliverable 7): a game from `/game new ruleset:skirmish`
 * through the bot, its prompt (who acts, each unit's open actions), a move and an Advance narrated,
 * refusals in the reader's words, units autocompleted (those this command may order first), the
 * `/rules` topics, the unit sheet and past rounds' names.
 */
import { describe, expect, test } from 'vitest';
import { hasText, translator } from '../../../../src/bot/locales/index.js';
import { SKIRMISH_TABLE } from '../../../../src/bot/rulesets/skirmish/index.js';
import { SKIRMISH_ROSTER } from '../../../../src/bot/rulesets/skirmish/roster-hooks.js';
import type { CommandContext } from '../../../../src/bot/app/context.js';
import type { SkirmishState } from '../../../../src/engine/rulesets/skirmish/index.js';
import { autocompleteChoices } from '../../../helpers/autocomplete.js';
import { ALICE, BOB, localBot, type LocalBot } from '../../../helpers/local-bot.js';

async function started(seed = 'skirmish-table'): Promise<LocalBot> {
  const bot = await localBot({ seed });
  await bot.session.run('/game new ruleset:skirmish scenario:take-and-hold', 'alice');
  await bot.session.run('/game join side:wardens', 'alice');
  await bot.session.run('/game join side:brood', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

const stateOf = async (bot: LocalBot): Promise<SkirmishState> =>
  (await bot.app.store.get('c1'))?.state as unknown as SkirmishState;

const choices = (
  bot: LocalBot,
  user: 'alice' | 'bob',
  command: string,
  options: Record<string, string>,
  focused: string,
) => autocompleteChoices(bot, user === 'alice' ? ALICE : BOB, command, options, focused);

/** The player whose turn it is, and one of their units on the table. */
async function mover(bot: LocalBot) {
  const state = await stateOf(bot);
  const user = state.active === 'wardens' ? 'alice' : 'bob';
  const units = state.units.filter((u) => u.side === state.active && !u.reserve && !u.destroyed);
  return { state, user: user as 'alice' | 'bob', units };
}

// The first game of a process draws its first map cold (fonts, the renderer's caches): seconds, once.
describe('a skirmish game at the table', { timeout: 30_000 }, () => {
  test('the prompt names the phase and each unit’s open actions in words', async () => {
    const bot = await started();
    const { state } = await mover(bot);
    expect(state.phase).toBe('movement');
    const prompt = bot.channel.messages.at(-1)?.content ?? '';
    expect(prompt).toMatch(/\*\*Battle round 1\/5\*\* · (Concord Wardens|Vharr Brood) · Movement phase/);
    expect(prompt).toMatch(/: move, advance, stay/);
    expect(prompt).not.toMatch(/skirmish\.|chargeMove|wardens-\d|brood-\d/);
  });

  test('seed 003, Movement: Remain Stationary and Advance are narrated; a move while the roll waits is refused in words', async () => {
    const bot = await started();
    const { user, units } = await mover(bot);
    const [first, second] = units;
    if (!first || !second) throw new Error('no units');
    const stayed = await bot.session.run(`/stay unit:"${first.name}"`, user);
    expect(stayed.answers[0]?.message.content).toBe(`${first.name} remains stationary.`);
    const advanced = await bot.session.run(`/advance unit:${second.id}`, user);
    expect(advanced.answers[0]?.message.content).toMatch(new RegExp(`^${second.name} advances: D6 = [1-6]\\.`));
    const refused = await bot.session.run(`/move unit:${first.id} to:0101`, user);
    expect(refused.answers[0]?.ephemeral).toBe(true);
    expect(refused.answers[0]?.message.content).toContain('A roll is waiting');
  });

  test('the other player is refused in words; units autocomplete with the ones to order first', async () => {
    const bot = await started();
    const { user, units } = await mover(bot);
    const other = user === 'alice' ? 'bob' : 'alice';
    const early = await bot.session.run(`/stay unit:${units[0]?.id ?? ''}`, other);
    expect(early.answers[0]?.ephemeral).toBe(true);
    expect(early.answers[0]?.message.content).toMatch(/not one of your units|not your turn/i);
    const offered = await choices(bot, user, 'stay', { unit: '' }, 'unit');
    expect(offered.length).toBe(units.length);
    expect(offered[0]?.name).toMatch(/★$/);
    expect(offered.map((c) => c.value).sort()).toEqual(units.map((u) => u.id).sort());
  });

  test('the hooks every table has: topics, command names, past rounds, the unit sheet', async () => {
    const bot = await started();
    const { state, units } = await mover(bot);
    for (const topic of SKIRMISH_TABLE.rulesTopics) {
      expect(hasText(topic.title)).toBe(true);
      expect(hasText(topic.text)).toBe(true);
    }
    const t = translator('zh-CN');
    expect(SKIRMISH_TABLE.pastName(t, 2, undefined)).toBe('第 2 战斗轮');
    const chargeMove = { type: 'chargeMove', side: 'x', unit: 'y', targets: ['z'] };
    expect(SKIRMISH_TABLE.commandName(translator('pt-BR'), chargeMove)).toBe('movimento de investida');
    expect(SKIRMISH_TABLE.momentText(translator('en-US'), state)).toMatch(/^Battle round 1 of 5: .*, Movement phase$/);
    const sheet = await SKIRMISH_TABLE.unitSheet(translator('en-US'), state, units[0]?.id ?? '');
    expect(sheet.name).toBe('skirmish-unit.png');
    expect(sheet.data.length).toBeGreaterThan(1000);
  });
});

describe(
  'the roster (issue 44 deliverable 6: the shared roster flow, an import of a plain list)',
  { timeout: 30_000 },
  () => {
    async function lobby(): Promise<LocalBot> {
      const bot = await localBot({ seed: 'skirmish-roster' });
      await bot.session.run('/game new ruleset:skirmish scenario:take-and-hold', 'alice');
      await bot.session.run('/game join side:wardens', 'alice');
      await bot.session.run('/game join side:brood', 'bob');
      return bot;
    }

    test('/roster add: a datasheet of the side’s faction by id or name, `upgrades:reserve`; another faction’s refused', async () => {
      const bot = await lobby();
      const byName = await bot.session.run('/roster add unit:"Warden Line Squad" name:Anvil', 'alice');
      expect(byName.answers[0]?.ephemeral ?? false).toBe(false);
      const added = await bot.session.run('/roster add unit:warden-captain upgrades:reserve', 'alice');
      expect(added.answers[0]?.ephemeral ?? false).toBe(false);
      const roster = (await bot.app.store.get('c1'))?.roster as Record<string, unknown[]>;
      expect(roster['wardens']).toEqual([
        { name: 'Anvil', datasheet: 'warden-line-squad' },
        { name: 'Warden Captain', datasheet: 'warden-captain', reserve: true },
      ]);
      const enemy = await bot.session.run('/roster add unit:brood-stalkers', 'alice');
      expect(enemy.answers[0]?.message.content).toContain('Brood Stalkers is not of Concord Wardens’s faction.');
      const offered = await choices(bot, 'alice', 'roster', { unit: '' }, 'unit');
      expect(offered.map((c) => c.value)).toContain('bastion-guard');
      expect(offered.map((c) => c.value)).not.toContain('brood-stalkers');
    });

    test('a file’s plain army lists are read per side by the engine’s list reader', async () => {
      const bot = await lobby();
      const record = await bot.app.store.get('c1');
      if (!record) throw new Error('no lobby');
      const ctx = { app: bot.app, t: translator('en-US') } as unknown as CommandContext;
      const read = SKIRMISH_ROSTER.importExtras?.(ctx, record, {
        lists: { wardens: '2x Warden Line Squad\nWarden Captain (reserve)' },
      });
      expect(read?.ok).toBe(true);
      if (!read?.ok) return;
      expect(read.value.units.map((u) => u.side)).toEqual(['wardens', 'wardens', 'wardens']);
      expect(read.value.units.map((u) => (u.unit as { datasheet: string }).datasheet)).toEqual([
        'warden-line-squad',
        'warden-line-squad',
        'warden-captain',
      ]);
      const bad = SKIRMISH_ROSTER.importExtras?.(ctx, record, { lists: { wardens: 'Teapot Squad' } });
      expect(bad?.ok).toBe(false);
      if (bad && !bad.ok) expect(bad.error.key).toBe('skirmish.roster.listProblems.unknownDatasheet');
    });
  },
);
