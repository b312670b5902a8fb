/**
 * The `fleet` ruleset's pictures (issue 43 deliverable 8): the map (multi-hex ships with hull zones,
 * arcs and shields, squadrons, obstacles, objectives, this stretch's moves and attacks; on request a
 * ship's arcs by range band) and the ship and squadron sheets. Every word through the words passed.
 */
export { renderFleetMap, composeFleetMap, type FleetMapOptions } from './fleet-map.js';
export { renderShipSheet, renderSquadronSheet, composeShipSheet, composeSquadronSheet } from './fleet-sheet.js';
export {
  ENGLISH_FLEET_SAY,
  ENGLISH_FLEET_WORDS,
  FLEET_ENGLISH,
  type FleetSay,
  type FleetWords,
  type FleetWordValues,
} from './words.js';
