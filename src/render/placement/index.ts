/** Label placement shared by every ruleset's map. */
export { type Box, type Point, type Segment, boxAround, segmentTouchesBox, segmentsCross } from './geometry.js';
export {
  placeLabels,
  type Anchor,
  type LabelRequest,
  type Measure,
  type Obstacles,
  type PanelEntry,
  type PlacedLabel,
  type Placement,
  type PlateLine,
} from './place.js';
export { auditPlacement, type PlacementAudit } from './audit.js';
export { drawPlacement, measureWith } from './draw.js';
