/**
 * `fleet`'s words in the four languages the bot speaks (added to the catalogue by its table), with its
 * bundled classes' names (`fleet.asset.*`) and scenarios' words (`scenario.<id>.*`) from asset-strings.ts.
 */
import type { StringTree } from '../../locales/index.js';
import {
  FLEET_ASSETS_EN,
  FLEET_ASSETS_PT,
  FLEET_ASSETS_ZH_CN,
  FLEET_ASSETS_ZH_TW,
  type FleetAssetWords,
} from './asset-strings.js';
import { FLEET_EN } from './strings-en.js';
import { FLEET_PT } from './strings-pt.js';
import { FLEET_ZH_CN } from './strings-zh-cn.js';
import { FLEET_ZH_TW } from './strings-zh-tw.js';

const withAssets = (words: StringTree, assets: FleetAssetWords): StringTree => {
  const own = words['fleet'];
  return {
    ...words,
    fleet: { ...(typeof own === 'object' ? own : {}), asset: assets.asset },
    scenario: assets.scenario,
  };
};

export const FLEET_STRINGS: Readonly<Record<string, StringTree>> = {
  'en-US': withAssets(FLEET_EN, FLEET_ASSETS_EN),
  'pt-BR': withAssets(FLEET_PT, FLEET_ASSETS_PT),
  'zh-CN': withAssets(FLEET_ZH_CN, FLEET_ASSETS_ZH_CN),
  'zh-TW': withAssets(FLEET_ZH_TW, FLEET_ASSETS_ZH_TW),
};
