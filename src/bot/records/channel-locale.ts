/**
 * The language of what the bot posts in a game's channel (status, prompts, reminders, notices): the
 * first person seated who has one, else the host's when the game was made. An AI player has no
 * language of its own, so a solo game against the AI speaks its one person's language.
 */
import type { GameRecord } from '../../store/index.js';
import { translator, type Translate } from '../locales/index.js';
import { isAiSeat } from '../players/ai-seats.js';

export function channelLocale(record: Pick<GameRecord, 'players' | 'locale'>): string | undefined {
  return record.players.find((p) => !isAiSeat(p) && p.locale !== undefined)?.locale ?? record.locale;
}

/** Words in the channel's language. */
export const channelT = (record: Pick<GameRecord, 'players' | 'locale'>): Translate =>
  translator(channelLocale(record));
