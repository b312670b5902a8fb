/** The one sanitiser (issue 11): names as plain text, echoes escaped, mentions built by discord.js. */
import { describe, expect, it } from 'vitest';
import {
  channelRef,
  channelUrl,
  cleanName,
  discordTime,
  echo,
  mention,
} from '../../../src/bot/presentation/sanitize.js';

describe('names', () => {
  it.each([
    ['[Free Nitro](https://evil.example) <@&42>', 'Free Nitroevil.example'],
    ['**bold** _it_ ~~s~~ ||spoiler|| `code`', 'bold it s spoiler code'],
    ['@everyone', '＠everyone'],
    ['<<#1>#1180000000000000301>', ''],
    ['tab\there\u200B', 'tab here'],
  ])('%j becomes %j', (raw, clean) => expect(cleanName(raw, 60)).toBe(clean));
});

describe('echoes of what was typed', () => {
  it.each([
    ['[x](https://evil.example)', '\\[x]\\(evil.example)'],
    ['**pwned**', '\\*\\*pwned\\*\\*'],
    ['> quote', '\\> quote'],
    ['-# tiny', '\\-# tiny'],
    ['<<#1>#1180000000000000301> side', 'side'],
    ['<<t:1>t:4102444800:R>', ''],
    ['</cmd:1> <:emoji:2>', ''],
    ['@here', '＠here'],
    ['`'.repeat(5), '\\`'.repeat(5)],
    ['`'.repeat(32), '\\`'.repeat(32)],
  ])('%j is shown as %j', (raw, shown) => expect(echo(raw)).toBe(shown));

  it('is cut to its limit with an ellipsis, whatever the input', () => {
    expect([...echo('Z'.repeat(6000))]).toHaveLength(40);
    expect(echo('Z'.repeat(6000)).endsWith('…')).toBe(true);
    expect([...echo('字'.repeat(500), 100)].length).toBeLessThanOrEqual(100);
  });
});

describe('mentions, links and times come from discord.js formatters', () => {
  it('builds them for snowflakes and shows anything else as text', () => {
    expect(mention('1180000000000000101')).toBe('<@1180000000000000101>');
    expect(mention('<@&1>')).toBe('');
    expect(channelRef('1180000000000000301')).toBe('<#1180000000000000301>');
    expect(channelUrl('2', '1')).toBe('https://discord.com/channels/1/2');
    expect(channelUrl('local', null)).toBe('local');
    expect(discordTime('2026-12-01T12:00:00Z')).toBe('<t:1796126400:R>');
    expect(discordTime('2026-12-01T12:00:00Z', 'f')).toBe('<t:1796126400:f>');
  });
});
