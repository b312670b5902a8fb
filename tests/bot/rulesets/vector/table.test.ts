/**
 * `vector` at the table, in process (issue 15, deliverable 4): sealed orders with "n of m", the
 * moving ship's prompt, refusals in words, and every locale's words.
 */
import { describe, expect, test } from 'vitest';
import type { StringTree } from '../../../../src/bot/locales/index.js';
import { VECTOR_STRINGS } from '../../../../src/bot/rulesets/vector/strings.js';
import type { VectorState } from '../../../../src/engine/rulesets/vector/index.js';
import { localBot } from '../../../helpers/local-bot.js';

async function started() {
  const bot = await localBot({ seed: 'vector-table' });
  await bot.session.run('/game new ruleset:vector scenario:cruiser-duel', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

describe('vector orders (/orders acceleration course)', () => {
  test('answered privately, the channel told only how many ships are ordered; a course over the thrusters refused in words', async () => {
    const bot = await started();
    const seen = bot.channel.messages.length;
    const mine = await bot.session.run('/orders acceleration:2 course:1', 'alice');
    expect(mine.answers[0]?.ephemeral).toBe(true);
    expect(mine.answers[0]?.message.content).toContain('velocity 5');
    const posted = bot.channel.messages.slice(seen).filter((m) => !m.ephemeral);
    expect(posted.map((m) => m.content).join('\n')).toContain('Concord Navy has ordered 1 of 1 ship.');
    for (const m of posted) expect(m.content).not.toMatch(/course \+1|velocity 7/);
    const over = await bot.session.run('/orders course:5', 'bob');
    expect(over.answers[0]?.ephemeral).toBe(true);
    expect(over.answers[0]?.message.content).toContain('may turn at most 3 facings');
  });

  test('after the reveal, the ship with a facing change to make is asked hex by hex, with buttons', async () => {
    const bot = await started();
    await bot.session.run('/orders acceleration:0 course:1', 'alice');
    await bot.session.run('/orders acceleration:0 course:0', 'bob');
    const record = await bot.app.store.get('c1');
    const state = record?.state as unknown as VectorState;
    expect(state.phase).toBe('movement');
    expect(state.moving?.ship).toBe('s1');
    const prompt = bot.channel.messages.filter((m) => !m.ephemeral).at(-1);
    expect(prompt?.content).toContain('**Vigil** moves (round 1)');
    const labels = (prompt?.components ?? []).flatMap((r) => r.components).map((c) => ('label' in c ? c.label : ''));
    expect(labels).toEqual(expect.arrayContaining(['Straight on', 'Turn right']));
    const turned = await bot.session.run('click Turn right', 'alice');
    expect(turned.answers[0]?.ephemeral ?? false).toBe(false);
  });
});

describe('vector’s words', () => {
  const leaves = (tree: StringTree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
  test.each(['pt-BR', 'zh-CN', 'zh-TW'])('%s has every English key', (locale) => {
    const english = leaves(VECTOR_STRINGS['en-US'] ?? {});
    const local = new Set(leaves(VECTOR_STRINGS[locale] ?? {}));
    expect(english.filter((k) => !local.has(k))).toEqual([]);
    expect([...local].filter((k) => !english.includes(k))).toEqual([]);
  });
});
