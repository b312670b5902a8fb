/**
 * The renderer's public surface: pictures from engine views, as PNG bytes (never discord.js). Each
 * ruleset's pictures are a namespace (`fleetPictures`, `skirmishPictures`, `impulsePictures`, `squadronPictures`, `vectorPictures`: the
 * index.ts of its folder); the rest is what every ruleset shares: hex layout and frames, fonts,
 * palette, encoding, the label audit, the pictures' words, the sides' markers, the standings table.
 */
export * as fleetPictures from './fleet/index.js';
export * as skirmishPictures from './skirmish/index.js';
export * as impulsePictures from './impulse/index.js';
export * as squadronPictures from './squadron/index.js';
export * as vectorPictures from './vector/index.js';
export { auditPlacement, type PlacementAudit } from './placement/index.js';
export { encodePng, encodeAnimation } from './encode.js';
export {
  fitFrame,
  toPixel,
  toHex,
  hexCentre,
  pixelToHex,
  textSizeFor,
  DEFAULT_FRAME,
  type Frame,
  type FrameRules,
} from './layout.js';
export { registerFonts, FONT_STACK } from './fonts.js';
export { PALETTE } from './palette.js';
export { wordsFrom, DEFAULT_WORDS, type PictureWords } from './picture-words.js';
export type { PictureKey, Say, WordValues } from './words.js';
export type { StandingsWords } from './tables/standings-words.js';
export { SIDE_SHAPES } from './draw-chrome.js';
export {
  renderStandings,
  drawStandings,
  type StandingsTable,
  type StandingsTableRow,
} from './tables/standings-table.js';
