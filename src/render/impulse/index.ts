/**
 * The `impulse` ruleset's pictures: the map (`renderMap`; `drawMap` and `composeMap` for an
 * animation's frames and the label audit), the ship sheet, the damage report and the alt text, and
 * impulse's words for them. Drawn with the shared hex drawing at the root of src/render; `vector`
 * borrows the map and the sheet from here (its board is impulse's). The rest of this folder is its
 * insides: ships with their shield rings, this impulse's overlays, terrain, header and legend.
 */
export {
  renderMap,
  drawMap,
  composeMap,
  frameFor,
  hexesToShow,
  type OverlayDrawn,
  type RenderOptions,
} from './render-map.js';
export { renderShipSheet, type SheetMotion } from './ship-sheet.js';
export { damageReport, altText, MESSAGE_LIMIT, ALT_TEXT_LIMIT } from './report.js';
export type { AltWords, MapWords, ReportWords, SheetWords } from './words.js';
