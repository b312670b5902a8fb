/**
 * Squadron manoeuvres typed in words (issue 39, defect 5 and deliverable 3): every chart entry's words
 * in each of the four languages read back to its code, the usual variants too, the codes keep
 * working, and words that name no one entry of the chart are refused with what they could be.
 */
import { describe, expect, test } from 'vitest';
import {
  manoeuvresMatching,
  manoeuvreWords,
  readManoeuvre,
} from '../../../../src/bot/rulesets/squadron/manoeuvre-words.js';
import { chartEntry } from '../../../../src/bot/rulesets/squadron/orders.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { LOCALES, translator } from '../../../../src/bot/locales/index.js';
import { arrange, squadronContent, squadronGame } from '../../../helpers/squadron-game.js';

// The registry adds squadron's words to the catalogue, as the bot does when it starts.
expect(TABLES.get('squadron')).toBeDefined();

/** Every bearing the engine knows, at a speed it allows: a chart no ship has, to read them all. */
const EVERY_BEARING = ['0OR', '1TW', '1YW', '1BG', '1NG', '2FG', '3LR', '3PR', '3ER', '3RR', '4KR'];

describe('a chart entry in words, in every language', () => {
  test.each([...LOCALES])('%s: every entry of every ship’s chart reads back to its code', async (locale) => {
    const t = translator(locale);
    const { catalog } = await squadronContent();
    for (const chart of [...catalog.ships.map((s) => s.dial), EVERY_BEARING])
      for (const code of chart) {
        const words = manoeuvreWords(t, code);
        expect(words, code).not.toMatch(/[A-Z]{2}/);
        expect(readManoeuvre(chart, words), `${locale} "${words}"`).toEqual({ ok: true, value: code });
      }
  });

  const LANCE = [
    '1TW',
    '1YW',
    '2TW',
    '2BG',
    '2FG',
    '2NG',
    '2YW',
    '3TW',
    '3BW',
    '3FG',
    '3NW',
    '3YW',
    '4FG',
    '5FW',
    '3KR',
    '5KR',
  ];
  const SPEAR = [
    '1BG',
    '1FG',
    '1NG',
    '2TW',
    '2BW',
    '2FG',
    '2NW',
    '2YW',
    '3TW',
    '3BW',
    '3FW',
    '3NW',
    '3YW',
    '4FW',
    '4KR',
  ];
  test.each([
    // en-US, as the issue types them, and the variants a player reaches for.
    [SPEAR, '2 straight', '2FG'],
    [SPEAR, '2-straight', '2FG'],
    [SPEAR, 'straight-2', '2FG'],
    [SPEAR, 'straight 2', '2FG'],
    [SPEAR, '  2   STRAIGHT ', '2FG'],
    [SPEAR, '1 bank left', '1BG'],
    [SPEAR, '1 left bank', '1BG'],
    [SPEAR, 'bank-right-1', '1NG'],
    [SPEAR, '3 turn right', '3YW'],
    [SPEAR, '4 k-turn', '4KR'],
    [SPEAR, '4 K turn', '4KR'],
    [SPEAR, 'koiogran 4', '4KR'],
    [SPEAR, '2 straight green', '2FG'],
    [SPEAR, '🟢 2 ↑ straight · green', '2FG'],
    // zh-CN and zh-TW
    [SPEAR, '2 直行', '2FG'],
    [SPEAR, '直行2', '2FG'],
    [SPEAR, '1左偏转', '1BG'],
    [SPEAR, '1 左偏轉', '1BG'],
    [SPEAR, '3 右转', '3YW'],
    [SPEAR, '3 右轉', '3YW'],
    [SPEAR, '4 K 转', '4KR'],
    [SPEAR, '4 K 轉', '4KR'],
    // pt-BR, with and without accents
    [SPEAR, '2 reta', '2FG'],
    [SPEAR, 'reta 2', '2FG'],
    [SPEAR, '1 inclinada à esquerda', '1BG'],
    [SPEAR, '1 inclinada a esquerda', '1BG'],
    [SPEAR, '3 curva à direita', '3YW'],
    [SPEAR, '4 Koiogran', '4KR'],
    // the codes keep working, in any case, with or without the colour
    [LANCE, '2FG', '2FG'],
    [LANCE, '1tw', '1TW'],
    [LANCE, '5K', '5KR'],
    // one entry alone begins with the words: an unfinished word is enough
    [LANCE, '5 k', '5KR'],
    [LANCE, '3 turn r', '3YW'],
  ])('%#: "%s" reads "%s" as %s', (chart, typed, code) => {
    expect(readManoeuvre(chart, typed)).toEqual({ ok: true, value: code });
  });

  test.each([
    [SPEAR, '1 bank', ['1BG', '1NG']],
    [SPEAR, 'straight', ['1FG', '2FG', '3FW', '4FW']],
    [SPEAR, '3 turn', ['3TW', '3YW']],
    [SPEAR, '1 inclinada', ['1BG', '1NG']],
    [SPEAR, '2 左', ['2TW', '2BW']],
  ])('%#: "%s" could be more than one entry', (chart, typed, among) => {
    expect(readManoeuvre(chart, typed)).toEqual({ ok: false, error: { why: 'ambiguous', among } });
  });

  test.each([
    [LANCE, '4 k-turn'],
    [LANCE, '1 bank left'],
    [LANCE, '9 flips'],
    [LANCE, '5KW'],
    [LANCE, ''],
    [SPEAR, 'stop'],
  ])('%#: "%s" is not on that chart', (chart, typed) => {
    expect(readManoeuvre(chart, typed)).toEqual({ ok: false, error: { why: 'unknown', among: [] } });
    expect(manoeuvresMatching(chart, typed)).toEqual([]);
  });
});

describe('a refusal lists what the ship can fly now, in the player’s language', () => {
  test('unknown words, words that fit more than one, and red while stressed', async () => {
    const { state } = await squadronGame('dogfight');
    const en = translator('en-US');
    const say = (p: { key: string; vars?: Record<string, unknown> }) => en(p.key as never, p.vars as never);
    const mira = state.ships.find((s) => s.id === 'mira-sol');
    if (!mira) throw new Error('no Mira Sol');
    const unknown = chartEntry(en, state, mira, '1 bank');
    if (unknown.ok) throw new Error('"1 bank" is not on Mira Sol’s chart');
    const text = say(unknown.error);
    expect(text).toContain('Mira Sol has no manoeuvre "1 bank" on its dial. It can fly now:');
    expect(text).toContain('• 🟢 2 ↑ straight · green');
    expect(text).toContain('• 🔴 5 ⟲ K-turn · red');
    expect(text.split('\n').filter((l) => l.startsWith('• '))).toHaveLength(mira.stats.dial.length);
    expect(text).not.toMatch(/\b\d[A-Z]{2}\b/);

    const ambiguous = chartEntry(en, state, mira, '3 turn');
    if (ambiguous.ok) throw new Error('"3 turn" is two manoeuvres');
    expect(say(ambiguous.error)).toBe(
      '"3 turn" could be more than one manoeuvre of Mira Sol:\n• ⚪ 3 ↰ turn left · white\n• ⚪ 3 ↱ turn right · white\nName the speed and the way, such as "3 turn left".',
    );

    const stressed = arrange(state, { 'mira-sol': { stress: 1 } }).ships.find((s) => s.id === 'mira-sol');
    if (!stressed) throw new Error('no Mira Sol');
    const red = chartEntry(translator('pt-BR'), state, stressed, '5 k-turn');
    if (red.ok) throw new Error('red while stressed');
    const pt = translator('pt-BR')(red.error.key, red.error.vars as never);
    expect(pt).toContain('Mira Sol está estressada');
    expect(pt).toContain('• 🟢 2 ↑ reta · verde');
    expect(pt).not.toContain('🔴');
    expect(chartEntry(en, state, mira, 'straight-2')).toEqual({ ok: true, value: '2FG' });
  });
});
