/** The renderer's public surface: pictures from engine views, as PNG bytes (never discord.js). */
export { renderMap, drawMap, composeMap, frameFor, hexesToShow, type RenderOptions } from './render-map.js';
export { auditPlacement, type PlacementAudit } from './placement/index.js';
export { encodePng, encodeAnimation } from './encode.js';
export { renderShipSheet, type SheetMotion } from './ship-sheet.js';
export { damageReport, altText, MESSAGE_LIMIT, ALT_TEXT_LIMIT } from './report.js';
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
export {
  wordsFrom,
  DEFAULT_WORDS,
  type PictureWords,
  type PictureKey,
  type Say,
  type WordValues,
  type MapWords,
  type SheetWords,
  type ReportWords,
  type StandingsWords,
  type AltWords,
} from './words.js';
export {
  renderSquadronMap,
  composeSquadronMap,
  squadronHexes,
  type SquadronFraming,
  type SquadronMapWords,
} from './squadron/squadron-map.js';
export { renderTextCard, type CardLine } from './squadron/text-card.js';
export { renderVectorMap, vectorMapOptions, type Ghost } from './vector/vector-map.js';
export { SIDE_SHAPES } from './draw-chrome.js';
export {
  renderStandings,
  drawStandings,
  type StandingsTable,
  type StandingsTableRow,
} from './tables/standings-table.js';
