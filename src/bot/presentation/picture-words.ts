/**
 * The pictures' words for one reader: the renderer names each word it needs by key, and here every
 * key is looked up under `picture.` in the catalogue (src/bot/locales/pictures/), in the reader's
 * language, with the catalogue's own plural rules and English fallback. The renderer never imports
 * the bot, so this is how the maps, ship sheets, damage reports and alt text get their language.
 */
import { type PictureWords, wordsFrom } from '../../render/index.js';
import type { Translate } from '../locales/index.js';

export const pictureWords = (t: Translate): PictureWords => wordsFrom((key, values) => t(`picture.${key}`, values));
