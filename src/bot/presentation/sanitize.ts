/**
 * The one sanitiser for text that came from a user (DESIGN.md section 6; issue 11): player, game,
 * ship, side and class names, and option values echoed back. Discord's own formatters build every
 * mention, channel link and timestamp, so no reply hand-builds `<@id>`.
 *
 * Two kinds of user text, two treatments:
 * - **Names** (`cleanName`) become plain text: no mentions, no markdown characters, no links, no
 *   control or invisible characters, a length limit. Names are identifiers players type back in
 *   commands and that pictures draw, so they are reduced rather than escaped (an escaped `\*` would
 *   show in a picture and could not be typed back).
 * - **Echoes** (`echo`) of what someone typed (a ship that does not exist, a word of a movement plan)
 *   keep their characters but are escaped with discord.js's `escapeMarkdown` (every kind it knows,
 *   masked links and headings included), lose mentions and link schemes, and are cut to a limit, so
 *   no echo can push a reply over Discord's 2000 characters.
 * allowedMentions stops pings in any case; this keeps the text itself harmless and readable.
 */
import { channelLink as discordChannelLink, channelMention, escapeMarkdown, time, userMention } from 'discord.js';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const MARKDOWN = /[\\*_~`|>#[\]()]/g;
/** <@id>, <@!id>, <@&role>, <#channel>, <:emoji:id>, <t:...>, </command:id>. */
const MENTION = /<[@#&!:/a-z][^>]*>/gi;
/** A link scheme: "https://evil.example" would be linked by Discord even without markdown. */
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//gi;
const SNOWFLAKE = /^\d{1,20}$/;

/** Mentions removed until none is left: "<<#1>#2>" would otherwise leave "<#2>" behind. */
function withoutMentions(text: string): string {
  let before = text;
  for (;;) {
    const after = before.replace(MENTION, '');
    if (after === before) return after;
    before = after;
  }
}

/** Everything both kinds share: one normal form, no invisibles, no mentions, no @everyone, no schemes. */
function neutral(raw: string): string {
  // Tabs and line breaks are spaces (one line); other control and invisible characters go.
  return withoutMentions(
    raw
      .normalize('NFKC')
      .replace(/[\t\n\r\v\f]/g, ' ')
      .replace(INVISIBLE, ''),
  )
    .replace(/@/g, '＠')
    .replace(SCHEME, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(text: string, limit: number, mark = ''): string {
  const chars = [...text];
  return chars.length <= limit
    ? text
    : `${chars
        .slice(0, Math.max(0, limit - mark.length))
        .join('')
        .trim()}${mark}`;
}

/** A user-chosen name as plain text, at most `limit` characters. */
export function cleanName(raw: string, limit = 32): string {
  return cut(neutral(raw).replace(MARKDOWN, '').replace(/\s+/g, ' ').trim(), limit);
}

/** A name for a message: sanitised, then bolded where markdown is safe. */
export const bold = (name: string): string => `**${cleanName(name, 60)}**`;

/** What a user typed, shown back to them: escaped markdown, no mentions, cut with "…". */
export function echo(raw: string, limit = 40): string {
  const escaped = escapeMarkdown(cut(neutral(raw), limit, '…'), {
    heading: true,
    bulletedList: true,
    numberedList: true,
    maskedLink: true,
  });
  // escapeMarkdown leaves a link's "](" inside a line, and a quote (">") or subtext ("-#") that would
  // open the line the echo starts; a lone bracket or ">" elsewhere is harmless.
  // and a run of backticks longer than a code fence keeps a few of them bare: every one is escaped.
  return escaped
    .replace(/\]\(/g, ']\\(')
    .replace(/^(>|-#)/, '\\$1')
    .replace(/(?<!\\)`/g, '\\`');
}

/** A user mention built by discord.js; an id that is not a snowflake is shown as text, never as markup. */
export const mention = (userId: string): string => (SNOWFLAKE.test(userId) ? userMention(userId) : echo(userId, 24));

/** A channel mention (`#name` in every client). */
export const channelRef = (channelId: string): string =>
  SNOWFLAKE.test(channelId) ? channelMention(channelId) : echo(channelId, 24);

/** A link to a channel, for places (DMs, lists of games) where a mention may not resolve. */
export const channelUrl = (channelId: string, guildId: string | null): string =>
  guildId && SNOWFLAKE.test(guildId) && SNOWFLAKE.test(channelId)
    ? discordChannelLink(channelId, guildId)
    : channelRef(channelId);

/** `<t:1700000000:R>`: Discord shows it in each reader's own time zone ("in 5 hours"). */
export const discordTime = (isoTime: string, style: 'R' | 'F' | 'f' = 'R'): string =>
  time(Math.floor(Date.parse(isoTime) / 1000), style);
