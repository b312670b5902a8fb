/** zh-TW strings; keys left out fall back to en-US. */
import type { PartialStrings } from './types.js';

export const ZH_TW: PartialStrings = {};
