/**
 * What a placement got wrong, counted: labels over units, paths, rulers or each other, leaders that
 * cross, and how far labels stand from what they label. The tests hold the crowded maps to zero,
 * and the figures are the measure of a readable map.
 */
import { type Box, distanceToBox, overlaps, segmentsCross, segmentTouchesBox } from './geometry.js';
import type { Obstacles, Placement } from './place.js';

export interface PlacementAudit {
  readonly labels: number;
  readonly overUnits: number;
  readonly overPaths: number;
  readonly overText: number;
  readonly overLabels: number;
  readonly leaderCrossings: number;
  readonly leadersThroughUnits: number;
  /** Leaders crossing a path (a move, a line of fire) or over a ruler's number. */
  readonly leadersOverLines: number;
  /** Labels in the panel instead of on the map, and markers left off. */
  readonly inPanel: number;
  readonly dropped: number;
  /** The greatest gap between a label and its unit's ring, in text sizes. */
  readonly farthest: number;
}

export function auditPlacement(placement: Placement, obstacles: Obstacles): PlacementAudit {
  const { labels } = placement;
  const count = (test: (box: Box, i: number) => boolean) => labels.filter((l, i) => test(l.box, i)).length;
  const leaders = labels.flatMap((l) => (l.leader ? [l.leader] : []));
  let crossings = 0;
  leaders.forEach((a, i) => leaders.slice(i + 1).forEach((b) => (crossings += segmentsCross(a, b) ? 1 : 0)));
  const through = labels.filter(
    (l) =>
      l.leader &&
      obstacles.units.some(
        (u) => distanceToBox(u, l.anchor) > 0 && segmentTouchesBox(l.leader as NonNullable<typeof l.leader>, u),
      ),
  ).length;
  const overLines = labels.filter((l) => {
    const leader = l.leader;
    if (!leader) return false;
    const owner = l.request.owner;
    return (
      obstacles.paths.some((p) => (owner === undefined || p.owner !== owner) && segmentsCross(p.segment, leader)) ||
      obstacles.written.some((w) => segmentTouchesBox(leader, w))
    );
  }).length;
  return {
    labels: labels.length,
    leadersOverLines: overLines,
    overUnits: count((b) => obstacles.units.some((u) => overlaps(u, b))),
    overPaths: count((b, i) =>
      obstacles.paths.some(
        (p) => (p.owner === undefined || p.owner !== labels[i]?.request.owner) && segmentTouchesBox(p.segment, b),
      ),
    ),
    overText: count((b) => obstacles.written.some((w) => overlaps(w, b))),
    overLabels: count((b, i) => labels.some((o, j) => j !== i && overlaps(o.box, b))),
    leaderCrossings: crossings,
    leadersThroughUnits: through,
    inPanel: placement.panel.length,
    dropped: placement.dropped.length,
    farthest: Math.max(0, ...labels.map((l) => (distanceToBox(l.box, l.anchor) - l.anchor.near) / l.request.size)),
  };
}
