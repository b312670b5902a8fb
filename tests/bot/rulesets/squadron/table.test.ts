/**
 * `squadron` at the table, in process (issue 14, deliverable 6): squad building to the points limit,
 * the private dial menus and sealed dials, the activation ping, the words of every locale.
 */
import { describe, expect, test } from 'vitest';
import type { squadron } from '../../../../src/engine/index.js';
import type { StringTree } from '../../../../src/bot/locales/index.js';
import { SQUADRON_STRINGS } from '../../../../src/bot/rulesets/squadron/strings.js';
import { localBot } from '../../../helpers/local-bot.js';

async function lobby() {
  const bot = await localBot({ seed: 'table' });
  await bot.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  return bot;
}

const stateOf = async (bot: Awaited<ReturnType<typeof lobby>>) =>
  (await bot.app.store.get('c1'))?.state as unknown as squadron.SquadronState;

describe('squad building (/squad)', () => {
  test('pilots of the side’s faction, weapons in free slots, a named pilot once, within the points limit', async () => {
    const bot = await lobby();
    const added = await bot.session.run('/squad add pilot:oren-vale upgrades:heavy-torpedo', 'alice');
    expect(added.answers[0]?.message.content).toContain(
      '**Oren Vale** — Oren Vale + Heavy Torpedo (31 pts) joins Concord Navy: 31 of 100 pts.',
    );
    const again = await bot.session.run('/squad add pilot:oren-vale', 'alice');
    expect(again.answers[0]?.ephemeral).toBe(true);
    expect(again.answers[0]?.message.content).toContain('a named pilot: one per squad');
    const enemy = await bot.session.run('/squad add pilot:shard-drone', 'alice');
    expect(enemy.answers[0]?.message.content).toContain('does not fly for Concord Navy');
    const slot = await bot.session.run('/squad add pilot:lance-cadet upgrades:heavy-torpedo', 'alice');
    expect(slot.answers[0]?.message.content).toContain('no free slot');
    for (let i = 0; i < 3; i++) await bot.session.run('/squad add pilot:lance-cadet', 'alice');
    const over = await bot.session.run('/squad add pilot:lance-cadet', 'alice');
    expect(over.answers[0]?.message.content).toContain('would have 103 points; the limit is 100');
    const shown = await bot.session.run('/squad show', 'bob');
    expect(shown.answers[0]?.message.content).toContain('**Concord Navy**: 85 of 100 pts');
    expect(shown.answers[0]?.message.content).toContain('**Veyra Host**: no list, the scenario’s own forces fly');
    await bot.session.run('/game start', 'alice');
    const state = await stateOf(bot);
    expect(state.ships.filter((s) => s.side === 'concord').map((s) => s.id)).toEqual([
      'oren-vale',
      'lance-cadet',
      'lance-cadet-2',
      'lance-cadet-3',
    ]);
    expect(state.ships.find((s) => s.id === 'oren-vale')?.weapons.map((w) => w.id)).toEqual(['heavy-torpedo']);
  });
});

describe('dials (/dial)', () => {
  test('open privately as one menu per own ship; the channel learns the count, never the manoeuvre', async () => {
    const bot = await lobby();
    await bot.session.run('/game start', 'alice');
    const opened = await bot.session.run('/dial', 'alice');
    expect(opened.answers[0]?.ephemeral).toBe(true);
    const menus = (opened.answers[0]?.message.components ?? []).flatMap((r) => r.components);
    expect(menus).toHaveLength(4);
    const seen = bot.channel.messages.length;
    const set = await bot.session.run('/dial ship:mira-sol manoeuvre:5FW', 'alice');
    expect(set.answers[0]?.ephemeral).toBe(true);
    expect(set.answers[0]?.message.content).toContain('Mira Sol: ⚪ 5 ↑ straight · white');
    const posted = bot.channel.messages.slice(seen).filter((m) => !m.ephemeral);
    expect(posted.map((m) => m.content).join('\n')).toContain('Concord Navy has set 1 of 4 dials.');
    for (const m of posted) expect(m.content).not.toMatch(/straight|5FW/);
    const log = await bot.session.run('/game log', 'bob');
    expect(JSON.stringify(log.answers.map((a) => a.message))).not.toContain('5FW');
  });

  test('a manoeuvre not on the ship’s dial is refused privately with its name', async () => {
    const bot = await lobby();
    await bot.session.run('/game start', 'alice');
    const refused = await bot.session.run('/dial ship:mira-sol manoeuvre:5KW', 'alice');
    expect(refused.answers[0]?.ephemeral).toBe(true);
    expect(refused.answers[0]?.message.content).toContain('Mira Sol has no manoeuvre "5KW" on its dial.');
  });

  test('once all dials are in, the owner of the first ship to activate is pinged with its actions', async () => {
    const bot = await lobby();
    await bot.session.run('/game start', 'alice');
    for (const ship of ['mira-sol', 'oren-vale', 'warden-gunner', 'lance-cadet'])
      await bot.session.run(`/dial ship:${ship} manoeuvre:2FG`, 'alice');
    for (const ship of ['nyx-serane', 'vex-karrow', 'kael-dusk', 'shard-drone', 'shard-drone-2'])
      await bot.session.run(`/dial ship:${ship} manoeuvre:2FG`, 'bob');
    const prompt = bot.channel.messages.filter((m) => !m.ephemeral).at(-1);
    expect(prompt?.ping).toEqual(['1002']);
    expect(prompt?.content).toContain('**Shard Drone** (skill 1) flew');
    const labels = (prompt?.components ?? []).flatMap((r) => r.components).map((c) => ('label' in c ? c.label : ''));
    expect(labels).toContain('Focus');
    expect(labels.at(-1)).toBe('Pass');
  });
});

describe('squadron’s words', () => {
  const leaves = (tree: StringTree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
  test.each(['pt-BR', 'zh-CN', 'zh-TW'])('%s has every English key, each a translation', (locale) => {
    const english = leaves(SQUADRON_STRINGS['en-US'] ?? {});
    const local = new Set(leaves(SQUADRON_STRINGS[locale] ?? {}));
    expect(english.filter((k) => !local.has(k))).toEqual([]);
    expect([...local].filter((k) => !english.includes(k))).toEqual([]);
  });
});
