/**
 * `skirmish`'s words in the four languages the bot speaks (added to the catalogue by its table), with
 * its bundled content's names (`skirmish.asset.*`) and missions' words (`scenario.<id>.*`) from
 * asset-strings.ts, and the pictures' words (`skirmish.pictures.*`, picture-strings.ts).
 */
import type { StringTree } from '../../locales/index.js';
import {
  SKIRMISH_ASSETS_EN,
  SKIRMISH_ASSETS_PT,
  SKIRMISH_ASSETS_ZH_CN,
  SKIRMISH_ASSETS_ZH_TW,
  type SkirmishAssetWords,
} from './asset-strings.js';
import { PICTURES_EN, PICTURES_PT, PICTURES_ZH_CN, PICTURES_ZH_TW } from './picture-strings.js';
import { SKIRMISH_EN } from './strings-en.js';
import { SKIRMISH_PT } from './strings-pt.js';
import { SKIRMISH_ZH_CN } from './strings-zh-cn.js';
import { SKIRMISH_ZH_TW } from './strings-zh-tw.js';

const withAssets = (words: StringTree, assets: SkirmishAssetWords, pictures: StringTree): StringTree => {
  const own = words['skirmish'];
  return {
    ...words,
    skirmish: { ...(typeof own === 'object' ? own : {}), asset: assets.asset, pictures },
    scenario: assets.scenario,
  };
};

export const SKIRMISH_STRINGS: Readonly<Record<string, StringTree>> = {
  'en-US': withAssets(SKIRMISH_EN, SKIRMISH_ASSETS_EN, PICTURES_EN),
  'pt-BR': withAssets(SKIRMISH_PT, SKIRMISH_ASSETS_PT, PICTURES_PT),
  'zh-CN': withAssets(SKIRMISH_ZH_CN, SKIRMISH_ASSETS_ZH_CN, PICTURES_ZH_CN),
  'zh-TW': withAssets(SKIRMISH_ZH_TW, SKIRMISH_ASSETS_ZH_TW, PICTURES_ZH_TW),
};
