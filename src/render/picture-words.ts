/**
 * Every word the renderer draws on a picture or writes in a report or alt text, as `PictureWords`.
 *
 * The renderer may not import the bot (eslint.config.js), yet the words belong to the bot's
 * catalogue, where they are translated. So the renderer names the words it needs by key (the keys
 * of ENGLISH_TEMPLATES, which the catalogue holds under `picture.`), and `wordsFrom` turns any
 * lookup of those keys into `PictureWords`: the bot passes its translator for the reader's locale;
 * callers that pass nothing get DEFAULT_WORDS, the same lookup over the English templates.
 * Each ruleset's picture words are built in its own folder and gathered here, like the rulesets in a
 * registry (`./impulse/words.ts`: map, sheet, report, alt text, which vector borrows; imported
 * directly, as its index would loop back through its renderer); the league's standings in
 * tables/standings-words.ts.
 */
import {
  type AltWords,
  type MapWords,
  type ReportWords,
  type SheetWords,
  altWords,
  mapWords,
  reportWords,
  sheetWords,
} from './impulse/words.js';
import { type StandingsWords, standingsWords } from './tables/standings-words.js';
import { ENGLISH_SAY, type Say } from './words.js';

export interface PictureWords {
  readonly map: MapWords;
  readonly standings: StandingsWords;
  readonly sheet: SheetWords;
  readonly report: ReportWords;
  readonly alt: AltWords;
}

/** The pictures' words from a lookup of their keys: the bot's translator, or the English templates. */
export function wordsFrom(say: Say): PictureWords {
  return {
    map: mapWords(say),
    standings: standingsWords(say),
    sheet: sheetWords(say),
    report: reportWords(say),
    alt: altWords(say),
  };
}

/** English, for callers that pass no words (tests, command-line tools): the bot always passes its own. */
export const DEFAULT_WORDS: PictureWords = wordsFrom(ENGLISH_SAY);
