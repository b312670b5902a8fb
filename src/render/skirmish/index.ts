/**
 * The `skirmish` ruleset's pictures (issue 44): the map (terrain by kind and height, models by side
 * with their units' tags, large bases, wounded and battle-shocked marks, objectives and their control
 * rings, coherency and engagement, this stretch's moves, attacks and charges; the panel with round,
 * phase, CP and VP) and the unit sheet. Every word through the words passed.
 */
export { renderSkirmishMap, composeSkirmishMap, type SkirmishMapOptions } from './skirmish-map.js';
export { renderUnitSheet, composeUnitSheet } from './skirmish-sheet.js';
export {
  ENGLISH_SKIRMISH_SAY,
  ENGLISH_SKIRMISH_WORDS,
  SKIRMISH_ENGLISH,
  type SkirmishSay,
  type SkirmishWords,
  type SkirmishWordValues,
} from './words.js';
