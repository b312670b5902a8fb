/**
 * Player-chosen text (ship, game and player names) before it reaches a message or a picture
 * (DESIGN.md section 6): no mentions, no markdown tricks, no control or invisible characters, and a
 * length limit. allowedMentions stops pings too; this keeps the text itself harmless and readable.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const MARKDOWN = /[\\*_~`|>#[\]()]/g;

export function cleanName(raw: string, limit = 32): string {
  const cleaned = raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/<[@#&!:][^>]*>/g, '')
    .replace(/@/g, '＠')
    .replace(MARKDOWN, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned];
  return chars.length <= limit ? cleaned : chars.slice(0, limit).join('').trim();
}

/** A name for a message: sanitised, then bolded where markdown is safe. */
export const bold = (name: string): string => `**${cleanName(name, 60)}**`;
