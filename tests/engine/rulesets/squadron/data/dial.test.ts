/** Dials as `xwing-data2` writes them (issue 14; reference section 2.7). */
import { describe, expect, test } from 'vitest';
import { DialSchema, readDial, readDialEntry } from '../../../../../src/engine/rulesets/squadron/data/dial.js';

describe('dial strings (reference section 2.7)', () => {
  test.each([
    ['2FW', { speed: 2, bearing: 'straight', difficulty: 'white' }],
    ['3ER', { speed: 3, bearing: 'tallonLeft', difficulty: 'red' }],
    ['1NG', { speed: 1, bearing: 'bankRight', difficulty: 'green' }],
    ['1BB', { speed: 1, bearing: 'bankLeft', difficulty: 'green' }],
    ['4KR', { speed: 4, bearing: 'koiogran', difficulty: 'red' }],
    ['0OR', { speed: 0, bearing: 'stop', difficulty: 'red' }],
  ])('%s reads as %j', (text, entry) => {
    expect(readDialEntry(text)).toEqual(entry);
  });

  test.each([
    ['2F', 'is not <speed><bearing><colour>'],
    ['2XW', 'X is not a bearing'],
    ['2FQ', 'Q is not a colour'],
    ['4NW', 'there is no bankRight at speed 4'],
    ['2SW', 'S is not a bearing'],
  ])('%s is refused: %s', (text, why) => {
    expect(readDialEntry(text)).toContain(why);
  });

  test('a dial names each manoeuvre once, and every entry must read', () => {
    expect(DialSchema.safeParse(['1FW', '2FG', '1NW']).success).toBe(true);
    const twice = DialSchema.safeParse(['2FW', '2FR']);
    expect(twice.success || twice.error.issues[0]?.message).toContain('on the dial twice');
    expect(DialSchema.safeParse(['2FW', '9FW']).success).toBe(false);
    expect(readDial(['1FW', '3KR'])).toHaveLength(2);
  });
});
