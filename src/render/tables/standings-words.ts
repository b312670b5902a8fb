/** A league's standings table's words, built from a lookup of their keys (../words.ts). */
import { ENGLISH_SAY, type Say } from '../words.js';

/** A league's standings table: column heads, markers and the footer naming the tie-breakers. */
export interface StandingsWords {
  readonly heads: {
    readonly rank: string;
    readonly player: string;
    readonly score: string;
    readonly record: string;
    readonly mov: string;
    readonly sos: string;
    readonly rating: string;
  };
  readonly provisional: string;
  readonly dropped: string;
  /** "Ties broken by margin of victory, strength of schedule." */
  readonly footer: (breakers: readonly ('mov' | 'sos' | 'esos' | 'h2h' | 'vp')[]) => string;
}

export function standingsWords(say: Say): StandingsWords {
  const head = (key: 'rank' | 'player' | 'score' | 'record' | 'mov' | 'sos' | 'rating') => say(`standings.${key}`);
  return {
    heads: {
      rank: head('rank'),
      player: head('player'),
      score: head('score'),
      record: head('record'),
      mov: head('mov'),
      sos: head('sos'),
      rating: head('rating'),
    },
    provisional: say('standings.provisional'),
    dropped: say('standings.dropped'),
    footer: (breakers) =>
      say('standings.footer', {
        order: breakers.map((b) => say(`standings.breakers.${b}`)).join(say('list.separator')),
      }),
  };
}

/** English, for callers that pass no words (tests, command-line tools): the bot always passes its own. */
export const DEFAULT_STANDINGS_WORDS: StandingsWords = standingsWords(ENGLISH_SAY);
