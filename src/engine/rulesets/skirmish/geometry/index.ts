/** `skirmish`'s geometry (issue 44): units on hexes, the board and terrain, engagement, sight, coherency. */
export {
  unitById,
  datasheetOf,
  profileOf,
  livingModels,
  placedModels,
  onTable,
  sideUnits,
  enemyUnits,
  modelHexes,
  unitHexes,
  occupied,
  isLarge,
  isBulky,
  baseAt,
  type Occupant,
} from './units.js';
export { boardArea, onBoard, boardRow, terrainAt, heightAt, hexCost, isCoverHex, COVER_TERRAIN } from './board.js';
export {
  ENGAGEMENT_RANGE,
  VERTICAL_ENGAGEMENT,
  inEngagementRange,
  modelDistance,
  unitDistance,
  engagedWith,
  isEngaged,
  unitsEngaged,
  hexesEngaged,
  engagementZone,
} from './engagement.js';
export { hexSight, hexLine, modelSees, unitVisible, benefitOfCover } from './sight.js';
export { isUnitCoherent, basesCoherent, COHERENCY, COHERENCY_SPREAD } from './coherency.js';
export { SKIRMISH_GEOMETRY } from './ruleset-geometry.js';
