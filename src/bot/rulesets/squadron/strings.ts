/** `squadron`'s words in the four languages the bot speaks (added to the catalogue by its table). */
import type { StringTree } from '../../locales/index.js';
import { SQUADRON_EN } from './strings-en.js';
import { SQUADRON_PT } from './strings-pt.js';
import { SQUADRON_ZH_CN } from './strings-zh-cn.js';
import { SQUADRON_ZH_TW } from './strings-zh-tw.js';

export const SQUADRON_STRINGS: Readonly<Record<string, StringTree>> = {
  'en-US': SQUADRON_EN,
  'pt-BR': SQUADRON_PT,
  'zh-CN': SQUADRON_ZH_CN,
  'zh-TW': SQUADRON_ZH_TW,
};
