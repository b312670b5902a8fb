/**
 * `fleet` at the table, in process (issue 43 deliverable 8): secret dials (the channel learns the
 * count, never the command) and their private menus, autocomplete from what is legal, the path's
 * preview, refusals in the reader's words, the roster, the hooks every table has (past rounds,
 * command names, topics, pictures) on a real game.
 */
import { describe, expect, test } from 'vitest';
import { hasText, translator } from '../../../../src/bot/locales/index.js';
import { FLEET_TABLE } from '../../../../src/bot/rulesets/fleet/index.js';
import { pictureKey } from '../../../../src/bot/rulesets/fleet/pictures.js';
import { FLEET_COMMANDS } from '../../../../src/engine/rulesets/fleet/data/schema.js';
import { FLEET, FleetCommandSchema, type FleetState } from '../../../../src/engine/rulesets/fleet/index.js';
import { FLEET_ENGLISH } from '../../../../src/render/fleet/words.js';
import { autocompleteChoices } from '../../../helpers/autocomplete.js';
import { ALICE, localBot, type LocalBot } from '../../../helpers/local-bot.js';

async function lobby(seed = 'fleet-table'): Promise<LocalBot> {
  const bot = await localBot({ seed });
  await bot.session.run('/game new ruleset:fleet scenario:pitched-battle', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  return bot;
}

async function started(seed?: string): Promise<LocalBot> {
  const bot = await lobby(seed);
  await bot.session.run('/game start', 'alice');
  return bot;
}

const stateOf = async (bot: LocalBot): Promise<FleetState> =>
  (await bot.app.store.get('c1'))?.state as unknown as FleetState;

const choices = (bot: LocalBot, command: string, options: Record<string, string | number>, focused: string) =>
  autocompleteChoices(bot, ALICE, command, options, focused);

/** Every ship's whole stack, all navigate: the Ship Phase begins. */
async function dialsSet(bot: LocalBot): Promise<void> {
  await bot.session.run('/dial ship:s1 commands:navigate,navigate,navigate', 'alice');
  await bot.session.run('/dial ship:s2 commands:concentrate,navigate', 'alice');
  await bot.session.run('/dial ship:s3 commands:navigate,navigate,navigate', 'bob');
  await bot.session.run('/dial ship:s4 commands:navigate,navigate', 'bob');
}

describe('command dials (/dial)', () => {
  test('open privately as a menu per own ship; the channel learns how many, never which', async () => {
    const bot = await started();
    const opened = await bot.session.run('/dial', 'alice');
    expect(opened.answers[0]?.ephemeral).toBe(true);
    const menus = (opened.answers[0]?.message.components ?? []).flatMap((r) => r.components);
    expect(menus.map((m) => ('placeholder' in m ? m.placeholder : ''))).toEqual([
      'Steadfast: add a dial (3 more to set)',
      'Evening Star: add a dial (2 more to set)',
    ]);
    const seen = bot.channel.messages.length;
    const set = await bot.session.run('/dial ship:Steadfast commands:repair,concentrate', 'alice');
    expect(set.answers[0]?.ephemeral).toBe(true);
    expect(set.answers[0]?.message.content).toContain('Steadfast: repair → concentrate fire');
    const posted = bot.channel.messages.slice(seen).filter((m) => !m.ephemeral);
    expect(posted.map((m) => m.content).join('\n')).toContain('Concord Navy has set Steadfast’s dials (2 of 3).');
    for (const m of posted) expect(m.content).not.toMatch(/repair|concentrate/i);
    const words = await choices(bot, 'dial', { ship: 's1', commands: 'repair, na' }, 'commands');
    expect(words).toEqual([{ name: 'repair, navigate', value: 'repair,navigate' }]);
    const wrong = await bot.session.run('/dial ship:s1 commands:dance', 'alice');
    expect(wrong.answers[0]?.message.content).toContain('“dance” is not a command');
  });
});

describe('the Ship Phase', () => {
  test('refusals in words, the course preview, the legal courses autocompleted with where each ends', async () => {
    const bot = await started();
    await dialsSet(bot);
    const early = await bot.session.run('/activate ship:s3', 'bob');
    expect(early.answers[0]?.ephemeral).toBe(true);
    expect(early.answers[0]?.message.content).toMatch(/not your turn|not yours/i);
    await bot.session.run('/activate ship:s1', 'alice');
    const before = (await bot.app.store.get('c1'))?.version;
    const preview = await bot.session.run('/navigate speed:2 veers:0,R preview:true', 'alice');
    expect(preview.answers[0]?.ephemeral).toBe(true);
    expect(preview.answers[0]?.message.content).toMatch(
      /Steadfast at 2, veers straight, right: path .*; it would end at \d{4} facing/,
    );
    expect(preview.answers[0]?.message.files?.map((f) => f.name)).toEqual(['fleet-preview.png']);
    expect((await bot.app.store.get('c1'))?.version).toBe(before);
    const courses = await choices(bot, 'navigate', { speed: 2, veers: '' }, 'veers');
    expect(courses.length).toBeGreaterThan(0);
    for (const c of courses) {
      expect(c.name).toMatch(/^speed 2: .* → ends at \d{4} facing [NSEW]{1,2}$/);
      expect(c.value).toMatch(/^s2:/);
    }
    const moved = await bot.session.run(`/navigate veers:${courses[0]?.value ?? ''}`, 'alice');
    expect(moved.answers[0]?.message.content).toMatch(/Steadfast moves at speed 2 \(.*\) to \d{4}, facing/);
  });
});

describe('the turn card', () => {
  test('plays a ship’s whole activation in one submit: activate, then the course', async () => {
    const bot = await started();
    await dialsSet(bot);
    await bot.session.run('click Turn card: the whole activation', 'alice');
    expect(bot.channel.lastModal?.fields.map((f) => f.id)).toEqual(['ship', 'attack1', 'attack2', 'course']);
    expect(bot.channel.lastModal?.fields[0]?.value).toBe('Steadfast');
    await bot.session.run('fill Course: speed and veers = 1 0', 'alice');
    const state = await stateOf(bot);
    const steadfast = state.ships.find((s) => s.id === 's1');
    expect(steadfast?.activated).toBe(true);
    expect(steadfast?.at.anchor).not.toEqual({ q: 15, r: -3 });
    expect(state.activation?.ship ?? 'none').not.toBe('s1');
    const words = bot.channel.messages.map((m) => m.content).join('\n');
    expect(words).toContain('Steadfast reveals **navigate** and keeps it as a command.');
    expect(words).toMatch(/Steadfast moves at speed 1 \(straight\) to \d{4}, facing S\./);
  });
});

describe('the roster (/roster add)', () => {
  test('a class of the side’s faction by id or name, named after it; another faction’s refused', async () => {
    const bot = await lobby();
    const added = await bot.session.run('/roster add unit:vigil-frigate name:Lantern', 'alice');
    expect(added.answers[0]?.ephemeral ?? false).toBe(false);
    const enemy = await bot.session.run('/roster add unit:reaver-destroyer', 'alice');
    expect(enemy.answers[0]?.message.content).toContain('does not fly with Concord Navy');
    const unknown = await bot.session.run('/roster add unit:teapot', 'alice');
    expect(unknown.answers[0]?.message.content).toContain('There is no fleet ship or squadron class “teapot”.');
    const offered = await choices(bot, 'roster', { unit: '' }, 'unit');
    expect(offered.map((c) => c.value)).toContain('vigil-frigate');
    expect(offered.find((c) => c.value === 'vigil-frigate')?.name).toMatch(/ · medium ship · \d+ pts$/);
  });
});

describe('the hooks every table has', () => {
  test('a past round, its name, command names, topics and overlays in words; pictures drawn', async () => {
    const bot = await started();
    await dialsSet(bot);
    const state = await stateOf(bot);
    const t = translator('en-US');
    expect(FLEET_TABLE.momentText(t, state)).toBe('round 1 of 6, Ship Phase');
    expect(FLEET_TABLE.statusLines(t, state).join('\n')).toContain('• Steadfast: speed');
    expect(FLEET_TABLE.pastName(t, 2, undefined)).toBe('round 2');
    expect(FLEET_TABLE.findUnit(state, 'evening star')).toBe('s2');
    expect(FLEET_TABLE.units(state).map((u) => u.name)).toContain('Gull One');
    for (const locale of ['en-US', 'pt-BR', 'zh-CN', 'zh-TW']) {
      const say = translator(locale);
      for (const topic of FLEET_TABLE.rulesTopics) {
        expect(hasText(topic.title)).toBe(true);
        expect(hasText(topic.text)).toBe(true);
      }
      for (const type of FleetCommandSchema.options.map((o) => o.shape.type.value))
        expect(FLEET_TABLE.commandName(say, { type, side: 'concord' })).not.toMatch(/[a-z][A-Z]/);
      for (const reason of ['lastRound', 'fleetDestroyed', 'concede', 'somethingNew'])
        expect(FLEET_TABLE.reasonText(say, reason)).not.toBe('');
    }
    expect(FLEET_COMMANDS.length).toBe(4);
    const map = await FLEET_TABLE.picture(t, { state, events: [] });
    expect(map.data.subarray(1, 4).toString()).toBe('PNG');
    const arcs = await FLEET_TABLE.picture(translator('zh-TW'), { state, events: [], focus: 's1', show: 'arcs' });
    expect(arcs.data.length).toBeGreaterThan(1000);
    for (const unit of ['s1', state.squadrons[0]?.id ?? '']) {
      const sheet = await FLEET_TABLE.unitSheet(translator('pt-BR'), state, unit);
      expect(sheet.data.subarray(1, 4).toString()).toBe('PNG');
    }
    // Round 1 is not over yet; played to its end, it is rebuilt from the log.
    const record = await bot.app.store.get('c1');
    expect(record && FLEET_TABLE.past(record, 1, undefined)).toBeUndefined();
    expect(FLEET.round(state)).toBe(1);
  });

  test('every word the pictures draw is in the catalogue, with the picture’s placeholders', () => {
    const names = (s: string) =>
      [...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)]
        .map((m) => m[1])
        .sort()
        .join();
    const missing = Object.entries(FLEET_ENGLISH).filter(([key, english]) => {
      const own = pictureKey(key);
      if (!hasText(own)) return true;
      return names(translator('en-US')(own as never)) !== names(english) && !own.startsWith('fleet.cards.');
    });
    expect(missing.map(([k]) => k)).toEqual([]);
  });
});
