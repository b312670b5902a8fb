/**
 * `vector`'s map names the moment it shows (issue 40): a report closes at a side's `firingDone`, and by
 * then the next combat round or turn may have begun, so the header names that Attack Phase and the
 * flow's moment as what comes next; the legend explains "fired 1,2" only when a plate shows it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { picturedMoment, vectorPictureWords } from '../../../../src/bot/rulesets/vector/pictures.js';
import { VECTOR, type VectorEvent, type VectorState } from '../../../../src/engine/rulesets/vector/index.js';

const t = translator('en-US');

/** Each report of the golden vector duel as the bot posts it, with the state after it. */
function reports(): { state: VectorState; events: VectorEvent[] }[] {
  expect(TABLES.get('vector'), 'its words are in the catalogue once the registry has it').toBeDefined();
  const golden = JSON.parse(
    readFileSync(new URL('../../../fixtures/vector-games/cruiser-duel.json', import.meta.url), 'utf8'),
  ) as { initial: VectorState; log: never[] };
  let state = golden.initial;
  let pending: VectorEvent[] = [];
  const out: { state: VectorState; events: VectorEvent[] }[] = [];
  for (const command of golden.log) {
    const applied = VECTOR.applyCommand(state, command);
    if (!applied.ok) throw new Error('the golden game does not replay');
    state = applied.value.state;
    pending.push(...applied.value.events);
    const last = pending.findLastIndex((e) => VECTOR.closesReport(e));
    if (last < 0) continue;
    out.push({ state, events: pending.slice(0, last + 1) });
    pending = pending.slice(last + 1);
  }
  return out;
}

describe('vector’s map header', () => {
  test('after the last Attack Phase of a turn it names that phase, not the next turn’s Reaction Phase', () => {
    const post = reports().find((r) => r.events.at(-1)?.type === 'firingDone' && r.state.phase === 'reaction');
    if (!post) throw new Error('no post at a turn’s end');
    const done = post.events.at(-1);
    if (done?.type !== 'firingDone') throw new Error('no firingDone');
    expect(picturedMoment(t, post.state, post.events)).toBe(
      `turn ${post.state.turn - 1}, combat round ${done.round}, Attack Phase`,
    );
  });

  test('names nothing of its own when the flow is still in the moment the events show, or with no events', () => {
    const all = reports();
    const same = all.find((r) => r.events.at(-1)?.type === 'firingDone' && r.state.phase === 'attack');
    if (same) expect(picturedMoment(t, same.state, same.events)).toBeNull();
    const state = all[3]?.state;
    if (!state) throw new Error('no state');
    expect(picturedMoment(t, state, [])).toBeNull();
  });
});

describe('vector’s legend', () => {
  test('explains the velocity and the projected paths, and "fired" only when a ship has fired a group this turn', () => {
    const all = reports();
    // A report with a shot, the turn not over: the shooter's plate says "fired".
    const fired = all.find((r) => r.events.some((e) => e.type === 'groupFired') && r.state.phase !== 'reaction');
    const fresh = all.find((r) => r.state.phase === 'reaction');
    if (!fired || !fresh) throw new Error('no moments');
    const say = (key: string) => (t as (k: string) => string)(key);
    expect(vectorPictureWords(t, fired.state).map.legendMore).toEqual([
      say('vector.map.legendVelocity'),
      say('vector.map.legendPath'),
      say('vector.map.legendFired'),
    ]);
    expect(vectorPictureWords(t, fresh.state).map.legendMore).toEqual([
      say('vector.map.legendVelocity'),
      say('vector.map.legendPath'),
    ]);
  });

  test.each([
    ['en-US', 'fired this turn'],
    ['pt-BR', 'dispararam neste turno'],
    ['zh-CN', '本回合已开火'],
    ['zh-TW', '本回合已開火'],
  ])('in %s says the groups were fired this turn ("%s"), as the README and the sheet do', (locale, words) => {
    expect((translator(locale) as (k: string) => string)('vector.map.legendFired')).toContain(words);
  });
});
