/**
 * Label placement for every ruleset's map: plates (a unit's name and markers), result markers and
 * names are placed so that none overlaps a unit, a path, another label or a ruler's number, each
 * stays next to what it labels, and the leader line joining a label set apart from its unit never
 * crosses another leader, a label or another unit. What cannot be placed so goes to a numbered
 * panel under the map, a small numbered marker standing by the unit instead.
 *
 * The algorithm is the greedy candidate-position method of point-feature labelling (Christensen,
 * Marks and Shieber, "An empirical study of algorithms for point-feature label placement", ACM TOG
 * 1995), with hard constraints instead of a weighted overlap count: labels are taken in priority
 * order; each gets candidate positions on rings around its anchor (touching it first, then further
 * out, in a fixed order of directions); a candidate is kept only if it breaks no constraint, and the
 * kept one nearest its anchor wins (a shorter form of the label, or lying over terrain, counts as a
 * little further). Greedy is enough here: a map has at most a few dozen labels, and what is left over
 * still has its panel line, so nothing is lost. Libraries looked at: `labelgun` only hides colliding
 * labels (it never moves one, and draws no leaders); `d3-labeler` anneals with Math.random (pictures
 * must be the same pixels for the same view) and has no hard constraints; both are unmaintained.
 * Pure: text is measured through the `measure` given, so tests run it without a canvas.
 */
import {
  type Box,
  distanceToBox,
  near,
  nearestPoint,
  overlaps,
  type Point,
  type Segment,
  segmentsCross,
  segmentTouchesBox,
  spanOf,
} from './geometry.js';

export interface PlateLine {
  readonly text: string;
  readonly colour: string;
}

export interface Anchor {
  readonly x: number;
  readonly y: number;
  /** The unit's radius: a label closer than this covers it. */
  readonly near: number;
  /** The leader's colour. */
  readonly colour: string;
}

export interface LabelRequest {
  readonly lines: readonly PlateLine[];
  /**
   * A shorter form (a unit's name alone), tried where the whole label does not fit; for a label with
   * a panel, it carries the number of a panel line with the whole text.
   */
  readonly short?: readonly PlateLine[];
  readonly size: number;
  readonly background: string;
  readonly anchor: Anchor;
  /** Other points it may hang from, tried after the anchor (further along a result's line). */
  readonly alternates?: readonly Anchor[];
  /** Candidate centres tried before the rings around the anchor (a result's marker along its line). */
  readonly spots?: readonly Point[];
  /** Paths of this owner the label may lie over (a result's marker on its own fire line). */
  readonly owner?: string;
  /**
   * When nothing fits: `panel` puts the label's text in the panel under the map with a numbered
   * marker by the unit; `drop` leaves it off (a marker whose line the panel already has).
   */
  readonly overflow: 'panel' | 'drop';
  /** The panel's words for it (the label's lines joined when left out). */
  readonly panelText?: string;
  /** How far from its unit it may stand, in text sizes (MAX_REACH when left out). */
  readonly reach?: number;
}

export interface Obstacles {
  /** Units: ships, bases, wrecks, missiles and the tokens beside them. */
  readonly units: readonly Box[];
  /** Lines drawn on the map: moves, fire, missiles' targets, projected tracks. */
  readonly paths: readonly { readonly segment: Segment; readonly owner?: string }[];
  /** Text already on the picture (the rulers' numbers, a track's round numbers). */
  readonly written: readonly Box[];
  /** Where lying is allowed but not liked: terrain. */
  readonly soft?: readonly Box[];
  /** The map area: labels stay inside it. */
  readonly area: Box;
}

export interface PlacedLabel {
  readonly request: LabelRequest;
  readonly lines: readonly PlateLine[];
  readonly box: Box;
  /** The point it hangs from: its request's anchor or one of the alternates. */
  readonly anchor: Anchor;
  readonly leader?: Segment;
  /** The number of its panel line, for a marker that stands for a label sent to the panel. */
  readonly panelNumber?: number;
}

export interface PanelEntry {
  readonly n: number;
  readonly text: string;
  readonly colour: string;
}

export interface Placement {
  readonly labels: readonly PlacedLabel[];
  /** Labels sent to the panel, numbered from the `firstPanelNumber` given. */
  readonly panel: readonly PanelEntry[];
  /** Labels left off (their panel line already explains them). */
  readonly dropped: readonly LabelRequest[];
}

export type Measure = (lines: readonly PlateLine[], size: number) => { readonly w: number; readonly h: number };

/** Clear air kept between a label and whatever it must not touch. */
const AIR = 2;
/** A label further than this many text sizes from its unit is no longer next to it. */
const MAX_REACH = 4;
/**
 * Directions tried on each ring, best first: above, below, right, left, the diagonals, then between;
 * each as the unit step along it (worked out once: every candidate of every label uses them).
 */
const DIRECTIONS = [
  -90, 90, 0, 180, -45, -135, 45, 135, -60, -120, 60, 120, -30, -150, 30, 150, -75, -105, 75, 105, -15, -165, 15, 165,
].map((deg) => {
  const angle = (deg * Math.PI) / 180;
  return { ux: Math.cos(angle), uy: Math.sin(angle) };
});

/** A box the placer writes over for each place it tries, rather than make a new one each time. */
interface Probe {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `out` becomes the box of size `w` x `h` on the side `direction` of the anchor, `gap` pixels clear of its ring. */
function putBeside(
  out: Probe,
  anchor: Anchor,
  direction: { ux: number; uy: number },
  gap: number,
  w: number,
  h: number,
): Probe {
  const { ux, uy } = direction;
  // From the box's centre to its edge along the direction: whichever side it leaves through first.
  const half = Math.min(ux === 0 ? Infinity : w / 2 / Math.abs(ux), uy === 0 ? Infinity : h / 2 / Math.abs(uy));
  const d = anchor.near + gap + half;
  return putCentred(out, anchor.x + ux * d, anchor.y + uy * d, w, h);
}

/** `out` becomes the box of size `w` x `h` centred on (`x`, `y`). */
function putCentred(out: Probe, x: number, y: number, w: number, h: number): Probe {
  out.x = x - w / 2;
  out.y = y - h / 2;
  out.w = w;
  out.h = h;
  return out;
}

/** The leader from the unit's ring to the label, or none when the label touches the ring. */
function leaderTo(anchor: Anchor, box: Box, size: number): Segment | undefined {
  const end = nearestPoint(box, anchor);
  const d = Math.hypot(end.x - anchor.x, end.y - anchor.y);
  if (d <= anchor.near + size * 0.6) return undefined;
  const start = {
    x: anchor.x + ((end.x - anchor.x) / d) * anchor.near,
    y: anchor.y + ((end.y - anchor.y) / d) * anchor.near,
  };
  return { a: start, b: end };
}

interface Candidate {
  readonly box: Box;
  readonly anchor: Anchor;
  readonly lines: readonly PlateLine[];
  readonly score: number;
}

/*
 * The placer's hottest questions, as plain loops: asked for every place tried, a callback made for
 * each (`some`) was most of the garbage a map left to collect.
 */
function anyOverlaps(boxes: readonly Box[], box: Box): boolean {
  for (const b of boxes) if (overlaps(b, box)) return true;
  return false;
}

function anyTouches(segments: readonly Segment[], box: Box): boolean {
  for (const s of segments) if (segmentTouchesBox(s, box)) return true;
  return false;
}

/** Whether a path not `owner`'s touches `box`. */
function anyPathTouches(paths: Obstacles['paths'], owner: string | undefined, box: Box): boolean {
  for (const p of paths)
    if ((owner === undefined || p.owner !== owner) && segmentTouchesBox(p.segment, box)) return true;
  return false;
}

/** What a label must keep off: the obstacles, and the labels and leaders placed so far. */
interface Around {
  readonly units: readonly Box[];
  readonly written: readonly Box[];
  readonly paths: Obstacles['paths'];
  readonly soft: readonly Box[];
  readonly boxes: readonly Box[];
  readonly leaders: readonly Segment[];
}

/** The placer's state: what is on the picture so far. */
class Plane {
  readonly boxes: Box[] = [];
  readonly leaders: Segment[] = [];
  /** Whether a leader may cross a path (the last try before a label is left off or sent away). */
  relaxed = false;
  /** What the places being tried must keep off (`focus`): everything, or what lies near them. */
  private around: Around;
  /** The box tried, grown by the air kept around it (written over for each place tried). */
  private readonly padded: Probe = { x: 0, y: 0, w: 0, h: 0 };
  constructor(readonly obstacles: Obstacles) {
    this.around = { ...obstacles, soft: obstacles.soft ?? [], boxes: this.boxes, leaders: this.leaders };
  }

  /**
   * Only what touches `region` is looked at until the next `focus`: every place tried for a label,
   * and its leader, lie inside the region, so nothing else can stand in their way. The answers are
   * the same as looking at everything; on a crowded map, most of it is far away.
   */
  focus(region: Box): void {
    const o = this.obstacles;
    const touching = (boxes: readonly Box[]) => boxes.filter((b) => near(b, region));
    const crossing = (segments: readonly Segment[]) => segments.filter((l) => near(spanOf(l), region));
    this.around = {
      units: touching(o.units),
      written: touching(o.written),
      paths: o.paths.filter((p) => near(spanOf(p.segment), region)),
      soft: touching(o.soft ?? []),
      boxes: touching(this.boxes),
      leaders: crossing(this.leaders),
    };
  }

  inside(box: Box): boolean {
    const a = this.obstacles.area;
    return box.x >= a.x && box.y >= a.y && box.x + box.w <= a.x + a.w && box.y + box.h <= a.y + a.h;
  }

  /** Whether `box` itself breaks no rule; `owner`: the paths it may lie on. */
  boxFree(box: Box, owner: string | undefined): boolean {
    if (!this.inside(box)) return false;
    const { units, written, paths, boxes, leaders } = this.around;
    const padded = this.padded;
    padded.x = box.x - AIR;
    padded.y = box.y - AIR;
    padded.w = box.w + AIR * 2;
    padded.h = box.h + AIR * 2;
    return (
      !anyOverlaps(boxes, padded) &&
      !anyOverlaps(units, padded) &&
      !anyOverlaps(written, padded) &&
      !anyPathTouches(paths, owner, box) &&
      !anyTouches(leaders, box)
    );
  }

  /** Whether the leader from `anchor` to a free box breaks no rule (no leader breaks none). */
  leaderFree(leader: Segment | undefined, owner: string | undefined, anchor: Anchor): boolean {
    if (!leader) return true;
    const { units, written, paths, boxes, leaders } = this.around;
    if (leaders.some((l) => segmentsCross(l, leader))) return false;
    if (boxes.some((b) => segmentTouchesBox(leader, b))) return false;
    if (written.some((w) => segmentTouchesBox(leader, w))) return false;
    // A leader crossing a move or a line of fire would read as part of it: allowed only where the
    // label would otherwise be left off or sent to the panel (`relaxed`).
    if (
      !this.relaxed &&
      paths.some((p) => (owner === undefined || p.owner !== owner) && segmentsCross(p.segment, leader))
    )
      return false;
    // Its own unit is where the leader starts; any other unit it may not cross.
    return !units.some((u) => distanceToBox(u, anchor) > 0 && segmentTouchesBox(leader, u));
  }

  /**
   * Whether a label here would seem to belong to another unit: one nearer its middle than its own
   * (in a row of ships, a name between two of them). Such a place is taken only when no other is near.
   * Every unit counts here, near or not.
   */
  ambiguous(box: Box, anchor: Anchor): boolean {
    const middle = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const own = this.obstacles.units.find((u) => distanceToBox(u, anchor) === 0);
    if (!own) return false;
    const mine = distanceToBox(own, middle);
    return this.obstacles.units.some((u) => u !== own && distanceToBox(u, middle) < mine);
  }

  soft(box: Box): boolean {
    return this.around.soft.some((s) => overlaps(s, box));
  }

  take(box: Box, leader: Segment | undefined): void {
    this.boxes.push(box);
    if (leader) this.leaders.push(leader);
  }
}

/** One form of a label (whole, or short) and what taking it costs beyond its distance. */
interface Form {
  readonly lines: readonly PlateLine[];
  readonly penalty: number;
}

/**
 * The best place for a label among its forms: its spots first, then ring after ring around its
 * anchors, nearest first. The rings stop as soon as none further out can beat the best found: a box
 * on ring r stands at least r steps from its anchor's ring (its every point projects at least that
 * far along the ring's direction), so its score cannot be lower than that.
 */
function bestCandidate(
  plane: Plane,
  request: LabelRequest,
  forms: readonly Form[],
  measure: Measure,
): Candidate | undefined {
  const strict = bestUnder(plane, request, forms, measure);
  if (strict) return strict;
  plane.relaxed = true;
  const relaxed = bestUnder(plane, request, forms, measure);
  plane.relaxed = false;
  return relaxed;
}

/**
 * Where every place tried for a label lies, with its leader: a place counts only while it stands
 * within `reach` of its anchor's ring (a spot further out is turned away before it is looked at), so
 * the region is each anchor's ring grown by the reach and the label's largest side, and a little air.
 */
function regionOf(anchors: readonly Anchor[], reach: number, sizes: readonly { w: number; h: number }[]): Box {
  const out =
    Math.max(...anchors.map((a) => a.near)) + reach + Math.max(...sizes.map((s) => Math.max(s.w, s.h))) + AIR * 2 + 1;
  const xs = anchors.map((a) => a.x);
  const ys = anchors.map((a) => a.y);
  const x = Math.min(...xs) - out;
  const y = Math.min(...ys) - out;
  return { x, y, w: Math.max(...xs) + out - x, h: Math.max(...ys) + out - y };
}

/** `bestCandidate` under the plane's rules as they stand. */
function bestUnder(
  plane: Plane,
  request: LabelRequest,
  forms: readonly Form[],
  measure: Measure,
): Candidate | undefined {
  const size = request.size;
  const reach = request.reach ?? MAX_REACH;
  const sized = forms.map((form) => ({ ...form, ...measure(form.lines, size) }));
  let best: Candidate | undefined;
  // The place being tried; a copy is kept only of the best so far.
  const probe: Probe = { x: 0, y: 0, w: 0, h: 0 };
  const consider = (anchor: Anchor, form: (typeof sized)[number], box: Probe, order: number) => {
    const gap = Math.max(0, distanceToBox(box, anchor) - anchor.near);
    if (gap > size * reach) return;
    // The cheap part of the score first: what only adds to it is worked out for places still in the running.
    const near = gap + form.penalty + order * 0.01;
    if (best !== undefined && near >= best.score) return;
    // The box first: most places fail there, and then no leader need be worked out.
    if (!plane.boxFree(box, request.owner)) return;
    if (!plane.leaderFree(leaderTo(anchor, box, size), request.owner, anchor)) return;
    const score = near + (plane.soft(box) ? size * 2 : 0) + (plane.ambiguous(box, anchor) ? size * 3 : 0);
    if (best !== undefined && score >= best.score) return;
    best = { box: { x: box.x, y: box.y, w: box.w, h: box.h }, anchor, lines: form.lines, score };
  };
  const anchors = [request.anchor, ...(request.alternates ?? [])];
  plane.focus(regionOf(anchors, size * reach, sized));
  for (const form of sized)
    (request.spots ?? []).forEach((p, i) =>
      consider(request.anchor, form, putCentred(probe, p.x, p.y, form.w, form.h), i - 1000),
    );
  const step = size * 0.4;
  const least = Math.min(...forms.map((f) => f.penalty));
  for (let ring = 0; ring * step <= size * reach; ring++) {
    if (best !== undefined && best.score <= ring * step + least) break;
    for (const form of sized)
      for (let k = 0; k < anchors.length; k++) {
        const anchor = anchors[k] as Anchor;
        for (let i = 0; i < DIRECTIONS.length; i++) {
          const direction = DIRECTIONS[i] as (typeof DIRECTIONS)[number];
          consider(anchor, form, putBeside(probe, anchor, direction, AIR + ring * step, form.w, form.h), i + k * 0.5);
        }
      }
  }
  return best;
}

/** A panel marker's look: the number on the label's own background, in its unit's (side's) colour. */
function markerFor(request: LabelRequest, n: number): LabelRequest {
  return {
    lines: [{ text: String(n), colour: request.anchor.colour }],
    size: request.size,
    background: request.background,
    anchor: request.anchor,
    ...(request.alternates ? { alternates: request.alternates } : {}),
    ...(request.owner === undefined ? {} : { owner: request.owner }),
    overflow: 'drop',
    // Small, and the only sign on the map of its panel line: it may stand further out, on a leader.
    reach: MAX_REACH * 2.5,
  };
}

/**
 * Places `requests` in order (most important first). `firstPanelNumber` numbers the panel lines of
 * labels that did not fit (after the map's other numbered lines).
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: Obstacles,
  measure: Measure,
  firstPanelNumber = 1,
): Placement {
  const plane = new Plane(obstacles);
  const labels: PlacedLabel[] = [];
  const panel: PanelEntry[] = [];
  const dropped: LabelRequest[] = [];
  const put = (request: LabelRequest, c: Candidate, panelNumber?: number) => {
    const leader = leaderTo(c.anchor, c.box, request.size);
    plane.take(c.box, leader);
    labels.push({
      request,
      lines: c.lines,
      box: c.box,
      anchor: c.anchor,
      ...(leader ? { leader } : {}),
      ...(panelNumber ? { panelNumber } : {}),
    });
  };
  for (const request of requests) {
    // The number its panel line would take, should it need one.
    const n = firstPanelNumber + panel.length;
    const toPanel = () =>
      panel.push({
        n,
        text: request.panelText ?? request.lines.map((l) => l.text).join(' '),
        colour: request.anchor.colour,
      });
    // A short form of a plate that has a panel carries the number of the panel line with the rest
    // ("Brightwater 12"): nothing the whole plate says is lost.
    const short = request.short?.map((line, i, all) =>
      request.overflow === 'panel' && i === all.length - 1 ? { ...line, text: `${line.text} ${n}` } : line,
    );
    const full = { lines: request.lines, penalty: 0 };
    const forms = short ? [full, { lines: short, penalty: request.size * 1.5 }] : [full];
    const chosen = bestCandidate(plane, request, forms, measure);
    if (chosen && chosen.lines === short && request.overflow === 'panel') {
      toPanel();
      put(request, chosen, n);
      continue;
    }
    if (chosen) {
      put(request, chosen);
      continue;
    }
    if (request.overflow === 'drop') {
      dropped.push(request);
      continue;
    }
    toPanel();
    const marker = markerFor(request, n);
    const spot = bestCandidate(plane, marker, [{ lines: marker.lines, penalty: 0 }], measure);
    if (spot) put(marker, spot, n);
    else dropped.push(marker);
  }
  return { labels, panel, dropped };
}
