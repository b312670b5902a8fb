/** `vector`'s words in the four languages the bot speaks (added to the catalogue by its table). */
import type { StringTree } from '../../locales/index.js';
import { VECTOR_EN } from './strings-en.js';
import { VECTOR_PT } from './strings-pt.js';
import { VECTOR_ZH_CN } from './strings-zh-cn.js';
import { VECTOR_ZH_TW } from './strings-zh-tw.js';

export const VECTOR_STRINGS: Readonly<Record<string, StringTree>> = {
  'en-US': VECTOR_EN,
  'pt-BR': VECTOR_PT,
  'zh-CN': VECTOR_ZH_CN,
  'zh-TW': VECTOR_ZH_TW,
};
