/**
 * The `fleet` map (issue 43 deliverable 8; other-systems.md 5.9 "Rendering"): ships as silhouettes
 * over their one to three hexes, the bow their facing arrow (a pointed bow and round stern for the
 * first side, a square stern for the second, so colour never carries the side alone), each hull
 * zone's arc lines from its apex and its shields in a badge at the zone, the speed on the hull, the
 * dials set as pips at the stern; defence and command tokens as icons under each ship's name;
 * squadrons as discs (squares for the second side) with their hull as a number and pips, grey once
 * activated; obstacles, objective tokens; this stretch's moves (the base's ghost where it started,
 * the front hex's path) and attacks between reference hexes, clear or obstructed, numbered with their
 * result in the panel; on request a ship's zones' arcs shaded by range band. Every word comes
 * through the words the table passes.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Hex } from '../../engine/index.js';
import { type CanvasMaker, encodeOnLentCanvas } from '../canvas-pool.js';
import { withinMap } from '../clip.js';
import { type PanelLine, drawPanel, panelRoom, wrap } from '../draw-chrome.js';
import { arrowHead } from '../draw-arrow-head.js';
import { drawEdgeLabels, drawGrid } from '../draw-grid.js';
import { font, registerFonts } from '../fonts.js';
import { type Frame, type Point, fitFrame, hexBoxes, hexCorners, mapArea, toPixel } from '../layout.js';
import { type LegendEntry, drawLegend, layoutLegend, legendLine } from '../map-legend.js';
import { boardHexes, mapWindow } from '../map-window.js';
import type { MapOptions } from '../map-options.js';
import { PALETTE } from '../palette.js';
import {
  type Box,
  type LabelRequest,
  type Obstacles,
  type Placement,
  type Segment,
  drawPlacement,
  measureWith,
  placeLabels,
} from '../placement/index.js';
import { spreadApart } from '../spread-lines.js';
import { textWidth } from '../text-width.js';
import type { BoardAttack, BoardShip, BoardSquadron, BoardToken, FleetBoard, HullZone } from './board-types.js';
import { drawCommandToken, drawDefenceToken, TOKEN_COLOURS } from './icons.js';
import { ENGLISH_FLEET_WORDS, type FleetWords } from './words.js';

const ZONES: readonly HullZone[] = ['front', 'right', 'rear', 'left'];
/** Zone boundaries' bearings (degrees clockwise from the bow) from each zone's apex: the corner rays. */
const ZONE_RAYS: Readonly<Record<HullZone, readonly [number, number]>> = {
  front: [-30, 30],
  right: [30, 150],
  rear: [150, 210],
  left: [210, 330],
};
/** Attack lines: clear in the damage colour, solid; obstructed in reddish purple, dashed. */
const ATTACK_CLEAR = PALETTE.damage;
const ATTACK_OBSTRUCTED = '#cc79a7';
/** Arc shading by band, strongest close (yellow, as the highlight). */
const ARC_ALPHA = { close: 0.42, medium: 0.26, long: 0.13 } as const;
const ARC_COLOUR = PALETTE.highlight;
const STATION = '#7f8fa6';
const DEBRIS = '#5c4a3a';
const OBJECTIVE = PALETTE.highlight;
const SHIELD_EMPTY = '#3a1c10';

interface Geometry {
  readonly ship: BoardShip;
  readonly front: Point;
  readonly rear: Point;
  /** Unit vectors: ahead and to the right (starboard). */
  readonly u: Point;
  readonly n: Point;
  /** Half the hull's width, and how far bow and stern stand out from the end hexes' centres. */
  readonly half: number;
  readonly bow: number;
  readonly stern: number;
  readonly badge: number;
}

const add = (p: Point, v: Point, k: number): Point => ({ x: p.x + v.x * k, y: p.y + v.y * k });
const bearingVector = (degrees: number): Point => {
  const a = (degrees * Math.PI) / 180;
  return { x: Math.sin(a), y: -Math.cos(a) };
};

/** The badges' radius: never below a readable number (the text size's 0.45), as the hexes allow. */
const badgeRadius = (frame: Frame): number => Math.max(frame.text * 0.45, frame.hexSize * 0.42);

function geometryOf(frame: Frame, ship: BoardShip): Geometry {
  const front = toPixel(frame, ship.hexes[0] as Hex);
  const rear = toPixel(frame, ship.hexes[ship.hexes.length - 1] as Hex);
  const u = bearingVector(ship.facing * 60);
  const n = bearingVector(ship.facing * 60 + 90);
  const s = frame.hexSize;
  return {
    ship,
    front,
    rear,
    u,
    n,
    half: s * (ship.size === 'small' ? 0.55 : ship.size === 'medium' ? 0.62 : 0.7),
    bow: s * 0.92,
    stern: s * (ship.size === 'small' ? 0.95 : 0.7),
    badge: badgeRadius(frame),
  };
}

/** The hull's outline: pointed bow; a round stern (first side) or a square one (second side). */
function traceHull(ctx: SKRSContext2D, g: Geometry, sideIndex: number): void {
  const { front, rear, u, n, half, bow, stern } = g;
  const tip = add(front, u, bow);
  const shoulder = (k: number) => add(add(front, u, bow * 0.1), n, half * k);
  const aft = (k: number) => add(add(rear, u, -stern), n, half * k);
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  const sr = shoulder(1);
  ctx.lineTo(sr.x, sr.y);
  const ar = aft(1);
  if (sideIndex === 0) {
    const back = add(rear, u, -stern * 0.3);
    const ctrl = add(add(rear, u, -stern * 1.35), n, half * 1.0);
    const ctrl2 = add(add(rear, u, -stern * 1.35), n, -half * 1.0);
    const rr = add(back, n, half);
    const rl = add(back, n, -half);
    ctx.lineTo(rr.x, rr.y);
    ctx.bezierCurveTo(ctrl.x, ctrl.y, ctrl2.x, ctrl2.y, rl.x, rl.y);
  } else {
    ctx.lineTo(ar.x, ar.y);
    const al = aft(-1);
    ctx.lineTo(al.x, al.y);
  }
  const sl = shoulder(-1);
  ctx.lineTo(sl.x, sl.y);
  ctx.closePath();
}

/** Where each zone's shield badge stands: ahead of the bow, behind the stern, abeam the side apex. */
function badgeSpots(g: Geometry): Record<HullZone, Point> {
  const side = toSideApex(g);
  return {
    front: add(g.front, g.u, g.bow + g.badge * 0.75),
    rear: add(g.rear, g.u, -(g.stern + g.badge * 1.05)),
    right: add(side, g.n, g.half + g.badge * 1.05),
    left: add(side, g.n, -(g.half + g.badge * 1.05)),
  };
}

/** The side zones' apex in pixels: the middle hex (two hexes: the front one). */
function toSideApex(g: Geometry): Point {
  const hexes = g.ship.hexes;
  if (hexes.length === 3) return { x: (g.front.x + g.rear.x) / 2, y: (g.front.y + g.rear.y) / 2 };
  return g.front;
}

function apexOf(g: Geometry, zone: HullZone): Point {
  return zone === 'front' ? g.front : zone === 'rear' ? g.rear : toSideApex(g);
}

/** Distance from a point inside the hull along a direction to the hull's edge (approximately: its box). */
function edgeDistance(g: Geometry, from: Point, dir: Point): number {
  // In the ship's frame: along u from -(rearOffset + stern) to +(bow), across n within ±half.
  const rel = { x: from.x - g.rear.x, y: from.y - g.rear.y };
  const along = rel.x * g.u.x + rel.y * g.u.y;
  const length = Math.hypot(g.front.x - g.rear.x, g.front.y - g.rear.y);
  const du = dir.x * g.u.x + dir.y * g.u.y;
  const dn = dir.x * g.n.x + dir.y * g.n.y;
  const across = (from.x - g.rear.x) * g.n.x + (from.y - g.rear.y) * g.n.y;
  const limits: number[] = [];
  if (du > 1e-6) limits.push((length + g.bow * 0.6 - along) / du);
  if (du < -1e-6) limits.push((along + g.stern) / -du);
  if (dn > 1e-6) limits.push((g.half - across) / dn);
  if (dn < -1e-6) limits.push((g.half + across) / -dn);
  return Math.max(0, Math.min(...limits));
}

/** Each zone's arc lines: from the zone's apex, drawn from the hull's edge out past the badges. */
function drawArcLines(ctx: SKRSContext2D, frame: Frame, g: Geometry, colour: string, long: boolean): void {
  const drawn = new Set<string>();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, frame.hexSize / (long ? 10 : 16));
  ctx.globalAlpha = 0.85;
  if (long) ctx.setLineDash([frame.hexSize / 3, frame.hexSize / 5]);
  ctx.beginPath();
  for (const zone of ZONES) {
    const apex = apexOf(g, zone);
    for (const ray of ZONE_RAYS[zone]) {
      const key = `${Math.round(apex.x)},${Math.round(apex.y)},${(ray + 360) % 360}`;
      if (drawn.has(key)) continue;
      drawn.add(key);
      const dir = bearingVector(g.ship.facing * 60 + ray);
      const start = edgeDistance(g, apex, dir);
      const a = add(apex, dir, start);
      // The arcs picture's focus ship: out to long range (five hexes), so each zone's arc reads.
      const b = add(apex, dir, long ? frame.hexSize * Math.sqrt(3) * 5.4 : start + frame.hexSize * 1.05);
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
  }
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

function drawBadge(ctx: SKRSContext2D, at: Point, r: number, value: number, fill: string, ink: string): void {
  ctx.fillStyle = fill;
  ctx.strokeStyle = PALETTE.background;
  ctx.lineWidth = Math.max(1.5, r / 6);
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = font(r * 1.45, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(value), at.x, at.y + r * 0.05);
}

function drawShieldBadge(ctx: SKRSContext2D, at: Point, r: number, value: number): void {
  if (value > 0) drawBadge(ctx, at, r, value, PALETTE.shield, PALETTE.text);
  else {
    // No shields left: an empty badge ringed in the lost colour, the 0 in it.
    drawBadge(ctx, at, r, 0, SHIELD_EMPTY, PALETTE.text);
    ctx.strokeStyle = PALETTE.shieldLost;
    ctx.lineWidth = Math.max(2, r / 4);
    ctx.beginPath();
    ctx.arc(at.x, at.y, r * 0.9, 0, Math.PI * 2);
    ctx.stroke();
  }
}

function drawShip(
  ctx: SKRSContext2D,
  frame: Frame,
  ship: BoardShip,
  sideIndex: number,
  acting: boolean,
  wreck: boolean,
  focus = false,
): void {
  const g = geometryOf(frame, ship);
  const colour = PALETTE.sides[sideIndex] ?? PALETTE.text;
  const ink = PALETTE.sideInk[sideIndex] ?? PALETTE.background;
  if (wreck) {
    traceHull(ctx, g, sideIndex);
    ctx.fillStyle = PALETTE.grid;
    ctx.fill();
    ctx.strokeStyle = PALETTE.wreck;
    ctx.lineWidth = 2;
    ctx.stroke();
    const mid = { x: (g.front.x + g.rear.x) / 2, y: (g.front.y + g.rear.y) / 2 };
    const r = g.half * 0.9;
    ctx.strokeStyle = PALETTE.damage;
    ctx.lineWidth = Math.max(3, frame.hexSize / 8);
    ctx.beginPath();
    ctx.moveTo(mid.x - r, mid.y - r);
    ctx.lineTo(mid.x + r, mid.y + r);
    ctx.moveTo(mid.x + r, mid.y - r);
    ctx.lineTo(mid.x - r, mid.y + r);
    ctx.stroke();
    return;
  }
  drawArcLines(ctx, frame, g, colour, focus);
  if (acting) {
    // The acting ship: a highlight halo around its hull.
    traceHull(ctx, g, sideIndex);
    ctx.strokeStyle = PALETTE.highlight;
    ctx.lineWidth = Math.max(5, frame.hexSize / 4.5);
    ctx.stroke();
  }
  traceHull(ctx, g, sideIndex);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.strokeStyle = PALETTE.background;
  ctx.lineWidth = 2;
  ctx.stroke();
  // The facing arrow: a chevron in the side's ink toward the bow (a one-hex hull's bow is its arrow).
  if (ship.hexes.length > 1) drawChevron(ctx, g, ink);
  // The speed: a dark disc on the hull with the number in white.
  const speedAt = ship.hexes.length === 1 ? g.front : ship.hexes.length === 2 ? g.rear : toSideApex(g);
  const sr = Math.min(g.half * 0.8, Math.max(frame.text * 0.4, frame.hexSize * 0.42));
  drawBadge(ctx, speedAt, sr, ship.speed, ink, PALETTE.text);
  // The dials set: pips across the stern.
  const pip = Math.max(2.5, frame.hexSize * 0.085);
  const sternAt = add(g.rear, g.u, -g.stern * (ship.hexes.length === 1 ? 0.78 : 0.62));
  for (let i = 0; i < ship.dials; i++) {
    const p = add(sternAt, g.n, (i - (ship.dials - 1) / 2) * pip * 2.7);
    ctx.fillStyle = PALETTE.text;
    ctx.strokeStyle = ink;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(p.x, p.y, pip, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

/**
 * A ship's shield badges and the salvage it carries: drawn after every hull, so a ship alongside
 * another never hides its neighbour's numbers.
 */
function drawShipBadges(ctx: SKRSContext2D, frame: Frame, ship: BoardShip): void {
  const g = geometryOf(frame, ship);
  const spots = badgeSpots(g);
  for (const zone of ZONES) drawShieldBadge(ctx, spots[zone], g.badge, ship.shields[zone]);
  if (ship.salvage > 0) {
    const at = add(g.front, g.n, -g.half * 0.2);
    drawObjectiveMark(ctx, at, g.badge * 0.55, 'salvage', ship.salvage);
  }
}

function drawChevron(ctx: SKRSContext2D, g: Geometry, ink: string): void {
  const tip = add(g.front, g.u, g.bow * 0.72);
  const back = add(g.front, g.u, g.bow * 0.12);
  const wing = (k: number) => add(back, g.n, g.half * 0.55 * k);
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  const w1 = wing(1);
  const w2 = wing(-1);
  const notch = add(g.front, g.u, g.bow * 0.32);
  ctx.lineTo(w1.x, w1.y);
  ctx.lineTo(notch.x, notch.y);
  ctx.lineTo(w2.x, w2.y);
  ctx.closePath();
  ctx.fill();
}

/** A squadron's disc radius: most of its hex, never below a readable number. */
const squadronRadius = (frame: Frame): number => Math.max(frame.hexSize * 0.7, frame.text * 0.58);

function drawSquadron(ctx: SKRSContext2D, frame: Frame, sq: BoardSquadron, sideIndex: number, wreck: boolean): void {
  const c = toPixel(frame, sq.hex);
  const r = squadronRadius(frame);
  const colour = PALETTE.sides[sideIndex] ?? PALETTE.text;
  const ink = PALETTE.sideInk[sideIndex] ?? PALETTE.background;
  const shape = () => {
    ctx.beginPath();
    if (sideIndex === 0) ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
    else ctx.rect(c.x - r * 0.88, c.y - r * 0.88, r * 1.76, r * 1.76);
  };
  shape();
  // Activated this round: grey, ringed in the side's colour.
  ctx.fillStyle = wreck ? PALETTE.grid : sq.activated ? '#5a6270' : colour;
  ctx.fill();
  ctx.strokeStyle = wreck ? PALETTE.wreck : sq.activated ? colour : PALETTE.background;
  ctx.lineWidth = sq.activated ? Math.max(3, r / 5) : 2;
  ctx.stroke();
  if (wreck) {
    ctx.strokeStyle = PALETTE.damage;
    ctx.lineWidth = Math.max(3, frame.hexSize / 8);
    const k = r * 0.6;
    ctx.beginPath();
    ctx.moveTo(c.x - k, c.y - k);
    ctx.lineTo(c.x + k, c.y + k);
    ctx.moveTo(c.x + k, c.y - k);
    ctx.lineTo(c.x - k, c.y + k);
    ctx.stroke();
    return;
  }
  // The hull left as a number, and pips round the edge: filled for hull left, hollow for hull lost.
  ctx.fillStyle = sq.activated ? PALETTE.text : ink;
  ctx.font = font(r * 1.15, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(sq.hull), c.x, c.y + r * 0.04);
  const pip = Math.max(2, r * 0.13);
  for (let i = 0; i < sq.hullMax; i++) {
    const a = Math.PI / 2 + ((i - (sq.hullMax - 1) / 2) * Math.PI) / 7;
    const p = { x: c.x + Math.cos(a) * r * 0.78, y: c.y + Math.sin(a) * r * 0.78 };
    ctx.beginPath();
    ctx.arc(p.x, p.y, pip, 0, Math.PI * 2);
    if (i < sq.hull) {
      ctx.fillStyle = sq.activated ? PALETTE.text : ink;
      ctx.fill();
    } else {
      ctx.strokeStyle = sq.activated ? PALETTE.text : ink;
      ctx.lineWidth = 1.2;
      ctx.stroke();
    }
  }
}

function drawObjectiveMark(ctx: SKRSContext2D, at: Point, r: number, kind: 'hold' | 'salvage', count = 0): void {
  ctx.fillStyle = OBJECTIVE;
  ctx.strokeStyle = PALETTE.background;
  ctx.lineWidth = 2;
  ctx.beginPath();
  if (kind === 'salvage') {
    ctx.moveTo(at.x, at.y - r);
    ctx.lineTo(at.x + r, at.y);
    ctx.lineTo(at.x, at.y + r);
    ctx.lineTo(at.x - r, at.y);
    ctx.closePath();
  } else {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const k = i % 2 === 0 ? r : r * 0.45;
      if (i === 0) ctx.moveTo(at.x + Math.cos(a) * k, at.y + Math.sin(a) * k);
      else ctx.lineTo(at.x + Math.cos(a) * k, at.y + Math.sin(a) * k);
    }
    ctx.closePath();
  }
  ctx.fill();
  ctx.stroke();
  if (count > 1) {
    ctx.fillStyle = PALETTE.background;
    ctx.font = font(r * 1.1, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(count), at.x, at.y);
  }
}

function drawObstacles(ctx: SKRSContext2D, frame: Frame, board: FleetBoard): void {
  for (const o of board.obstacles) {
    const c = toPixel(frame, o.hex);
    ctx.beginPath();
    hexCorners(c, frame.hexSize * 0.95).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fillStyle = o.kind === 'asteroids' ? PALETTE.asteroids : o.kind === 'debris' ? DEBRIS : '#2e3a4e';
    ctx.fill();
    const s = frame.hexSize;
    if (o.kind === 'station') {
      // A ring with a cross: a station.
      ctx.strokeStyle = STATION;
      ctx.lineWidth = Math.max(2, s / 9);
      ctx.beginPath();
      ctx.arc(c.x, c.y, s * 0.45, 0, Math.PI * 2);
      ctx.moveTo(c.x - s * 0.7, c.y);
      ctx.lineTo(c.x + s * 0.7, c.y);
      ctx.moveTo(c.x, c.y - s * 0.7);
      ctx.lineTo(c.x, c.y + s * 0.7);
      ctx.stroke();
      continue;
    }
    ctx.fillStyle = PALETTE.background;
    const holes =
      o.kind === 'asteroids'
        ? [
            [-0.3, -0.2, 0.16],
            [0.25, 0.1, 0.14],
            [-0.05, 0.38, 0.1],
          ]
        : [
            [-0.4, 0, 0.07],
            [0, -0.35, 0.09],
            [0.33, 0.2, 0.07],
            [0, 0.3, 0.06],
            [0.15, -0.05, 0.05],
          ];
    for (const [dx = 0, dy = 0, k = 0.1] of holes) {
      ctx.beginPath();
      ctx.arc(c.x + dx * s, c.y + dy * s, k * s, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function drawArcs(ctx: SKRSContext2D, frame: Frame, board: FleetBoard): void {
  // Each hex once, in its closest band (a boundary hex may be in two zones).
  const best = new Map<string, { hex: Hex; band: 'close' | 'medium' | 'long' }>();
  const order = { close: 0, medium: 1, long: 2 };
  for (const a of board.arcs) {
    const key = `${a.hex.q},${a.hex.r}`;
    const had = best.get(key);
    if (!had || order[a.band] < order[had.band]) best.set(key, { hex: a.hex, band: a.band });
  }
  ctx.fillStyle = ARC_COLOUR;
  for (const { hex, band } of best.values()) {
    ctx.globalAlpha = ARC_ALPHA[band];
    ctx.beginPath();
    hexCorners(toPixel(frame, hex), frame.hexSize).forEach((p, i) =>
      i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y),
    );
    ctx.closePath();
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function drawPaths(ctx: SKRSContext2D, frame: Frame, board: FleetBoard, sideIndex: (side: string) => number): void {
  for (const path of board.paths) {
    const colour = PALETTE.sides[sideIndex(path.side)] ?? PALETTE.text;
    // The base where it started: a dashed ghost.
    if (path.from.length > 0) {
      ctx.strokeStyle = colour;
      ctx.globalAlpha = 0.7;
      ctx.lineWidth = Math.max(1.5, frame.hexSize / 14);
      ctx.setLineDash([frame.hexSize / 5, frame.hexSize / 7]);
      for (const h of path.from) {
        ctx.beginPath();
        hexCorners(toPixel(frame, h), frame.hexSize * 0.8).forEach((p, i) =>
          i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y),
        );
        ctx.closePath();
        ctx.stroke();
      }
    }
    const points = path.hexes.map((h) => toPixel(frame, h));
    if (points.length < 2) {
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      continue;
    }
    ctx.strokeStyle = colour;
    ctx.globalAlpha = 0.75;
    ctx.lineWidth = Math.max(2, frame.hexSize / 9);
    ctx.setLineDash([frame.hexSize / 4, frame.hexSize / 6]);
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.stroke();
    ctx.setLineDash([]);
    // Step dots at each hex the front passed.
    ctx.fillStyle = colour;
    for (const p of points.slice(0, -1)) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(2.5, frame.hexSize / 8), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
}

/**
 * A previewed manoeuvre (`/navigate`): the base where it would end as a dashed ghost in the highlight
 * colour with its bow marked, and the front hex's steps numbered 1, 2, ... along the way.
 */
function drawPreview(ctx: SKRSContext2D, frame: Frame, board: FleetBoard): void {
  const preview = board.preview;
  if (!preview) return;
  ctx.strokeStyle = PALETTE.highlight;
  ctx.lineWidth = Math.max(2.5, frame.hexSize / 9);
  ctx.setLineDash([frame.hexSize / 4, frame.hexSize / 6]);
  for (const h of preview.end) {
    ctx.beginPath();
    hexCorners(toPixel(frame, h), frame.hexSize * 0.85).forEach((p, i) =>
      i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y),
    );
    ctx.closePath();
    ctx.stroke();
  }
  const points = preview.path.map((h) => toPixel(frame, h));
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.stroke();
  ctx.setLineDash([]);
  // The bow of the ghost: an arrowhead ahead of its front hex.
  const front = preview.end[0];
  if (front) {
    const c = toPixel(frame, front);
    const u = bearingVector(preview.facing * 60);
    ctx.fillStyle = PALETTE.highlight;
    arrowHead(ctx, add(c, u, frame.hexSize * 0.3), add(c, u, frame.hexSize * 0.95), frame.hexSize * 0.5);
  }
  const r = Math.max(frame.text * 0.42, frame.hexSize * 0.36);
  points.slice(1).forEach((p, i) => drawBadge(ctx, p, r, i + 1, PALETTE.highlight, PALETTE.background));
}

/** Where an attack's line runs: between the reference hexes, shifted apart when two run the same way. */
function attackSegments(frame: Frame, board: FleetBoard): { attack: BoardAttack; a: Point; b: Point; i: number }[] {
  const seen = new Map<string, number>();
  return board.attacks.map((attack, i) => {
    const a = toPixel(frame, attack.from);
    const b = toPixel(frame, attack.to);
    const key = [attack.from, attack.to]
      .map((h) => `${h.q},${h.r}`)
      .sort()
      .join('|');
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    return { attack, ...spreadApart(a, b, k, frame.hexSize * 0.22), i };
  });
}

function drawAttacks(ctx: SKRSContext2D, frame: Frame, board: FleetBoard): void {
  for (const { attack, a, b } of attackSegments(frame, board)) {
    const colour = attack.obstructed ? ATTACK_OBSTRUCTED : ATTACK_CLEAR;
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = Math.max(2.5, frame.hexSize / 8);
    if (attack.obstructed) ctx.setLineDash([ctx.lineWidth * 2.2, ctx.lineWidth * 1.4]);
    // Stop short of the target's centre, so the arrowhead sits on its hex's edge.
    const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const end = {
      x: b.x - ((b.x - a.x) / d) * frame.hexSize * 0.35,
      y: b.y - ((b.y - a.y) / d) * frame.hexSize * 0.35,
    };
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(end.x, end.y);
    ctx.stroke();
    ctx.setLineDash([]);
    arrowHead(ctx, a, end, Math.max(10, frame.hexSize * 0.5));
  }
}

/** What labels must not cover: every ship with its badges and arc ticks, every squadron. */
function unitBoxes(frame: Frame, board: FleetBoard, shown: (id: string, destroyed: boolean) => boolean): Box[] {
  const ships = board.ships
    .filter((s) => shown(s.id, s.destroyed))
    .flatMap((ship) => {
      const g = geometryOf(frame, ship);
      const spots = Object.values(badgeSpots(g));
      const points = [...spots, add(g.front, g.u, g.bow), add(g.rear, g.u, -g.stern)];
      const r = g.badge;
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      const box = {
        x: Math.min(...xs) - r,
        y: Math.min(...ys) - r,
        w: Math.max(...xs) - Math.min(...xs) + 2 * r,
        h: Math.max(...ys) - Math.min(...ys) + 2 * r,
      };
      return [box];
    });
  const r = squadronRadius(frame);
  const squadrons = board.squadrons
    .filter((s) => shown(s.id, s.destroyed))
    .map((s) => {
      const c = toPixel(frame, s.hex);
      return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
    });
  // A previewed move's ghost base: a plate over it would hide where the ship would end.
  const ghost = board.preview ? hexBoxes(frame, board.preview.end) : [];
  return [...ships, ...squadrons, ...ghost];
}

const attackOwner = (i: number): string => `attack:${i}`;

function mapPaths(frame: Frame, board: FleetBoard): { segment: Segment; owner?: string }[] {
  const moves = board.paths.flatMap((p) =>
    p.hexes.slice(1).map((h, i) => ({ segment: { a: toPixel(frame, p.hexes[i] as Hex), b: toPixel(frame, h) } })),
  );
  const attacks = attackSegments(frame, board).map(({ a, b, i }) => ({ segment: { a, b }, owner: attackOwner(i) }));
  return [...moves, ...attacks];
}

/** A ship's plate: its name, its hull left, and a line of room where its token icons are drawn. */
interface Plate {
  readonly id: string;
  readonly name: string;
  /** A ship's hull left ("hull 5/8"); a squadron shows its hull on its disc, so null. */
  readonly info: string | null;
  /** The whole text for the panel, when the plate has no room. */
  readonly panel: string;
  readonly tokens: readonly BoardToken[];
  readonly commands: readonly string[];
}

/** A plate's second line: its hull, then the room its icons are drawn in. */
const secondLine = (plate: Plate): string => [plate.info ?? '', iconRoom(plate)].filter(Boolean).join('  ');

/** The text standing for the icons' room on a plate: em spaces, one per icon and a gap between kinds. */
const iconRoom = (plate: Plate): string =>
  plate.tokens.length + plate.commands.length === 0
    ? ''
    : '\u2003'.repeat(
        Math.ceil(
          (plate.tokens.length + plate.commands.length) * 1.15 +
            (plate.commands.length > 0 && plate.tokens.length > 0 ? 0.5 : 0),
        ),
      );

function plateRequests(
  frame: Frame,
  board: FleetBoard,
  plates: readonly Plate[],
  sideIndex: (side: string) => number,
  wrecks: ReadonlySet<string>,
): LabelRequest[] {
  return plates.flatMap<LabelRequest>((plate) => {
    const ship = board.ships.find((s) => s.id === plate.id);
    const sq = board.squadrons.find((s) => s.id === plate.id);
    const side = ship?.side ?? sq?.side ?? '';
    const colour = PALETTE.sides[sideIndex(side)] ?? PALETTE.muted;
    let anchor: { x: number; y: number; near: number; colour: string };
    if (ship) {
      const g = geometryOf(frame, ship);
      anchor = {
        x: (g.front.x + g.rear.x) / 2,
        y: (g.front.y + g.rear.y) / 2,
        near: Math.hypot(g.front.x - g.rear.x, g.front.y - g.rear.y) / 2 + g.bow + g.badge,
        colour,
      };
    } else if (sq) {
      const c = toPixel(frame, sq.hex);
      anchor = { x: c.x, y: c.y, near: squadronRadius(frame), colour };
    } else return [];
    const dead = wrecks.has(plate.id);
    if (dead)
      return [
        {
          lines: [{ text: plate.name, colour: PALETTE.muted }],
          size: frame.text,
          background: PALETTE.background,
          anchor,
          overflow: 'drop',
        },
      ];
    const second = secondLine(plate);
    return [
      {
        lines: [{ text: plate.name, colour }, ...(second ? [{ text: second, colour: PALETTE.muted }] : [])],
        short: [{ text: plate.name, colour }],
        size: frame.text,
        background: PALETTE.background,
        anchor,
        overflow: 'panel',
        panelText: plate.panel,
      },
    ];
  });
}

/** Each attack's number on its line; its panel line says who attacked whom and what it did. */
function attackRequests(frame: Frame, board: FleetBoard): LabelRequest[] {
  return attackSegments(frame, board).map(({ attack, a, b, i }) => {
    const along = (f: number) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
    const colour = attack.obstructed ? ATTACK_OBSTRUCTED : ATTACK_CLEAR;
    return {
      lines: [{ text: String(i + 1), colour: PALETTE.background }],
      size: frame.text,
      background: colour,
      spots: [0.5, 0.4, 0.6, 0.3, 0.7].map(along),
      owner: attackOwner(i),
      reach: 10,
      alternates: [0.35, 0.75, 0.2].map((f) => ({ ...along(f), near: frame.hexSize * 0.3, colour })),
      overflow: 'drop' as const,
      anchor: { ...along(0.5), near: frame.hexSize * 0.3, colour },
    };
  });
}

/** Icons drawn into each plate's room: defence tokens first, then command tokens, centred. */
function drawPlateIcons(ctx: SKRSContext2D, placement: Placement, plates: readonly Plate[]): void {
  for (const label of placement.labels) {
    const second = label.lines[1]?.text;
    const plate = plates.find((p) => p.name === label.lines[0]?.text && secondLine(p) === second);
    if (!plate || second === undefined || iconRoom(plate) === '') continue;
    const size = label.request.size;
    const y = label.box.y + size * 0.05 + size * 1.2 * 1.5;
    const step = size * 1.15;
    const gap = plate.tokens.length > 0 && plate.commands.length > 0 ? size * 0.5 : 0;
    ctx.font = font(size, true);
    const before = plate.info ? textWidth(ctx, `${plate.info}  `) : 0;
    let x = label.box.x + label.box.w / 2 - textWidth(ctx, second) / 2 + before + step / 2;
    for (const t of plate.tokens) {
      drawDefenceToken(ctx, x, y, size * 0.5, t.type, t.state);
      x += step;
    }
    x += gap;
    for (const c of plate.commands) {
      drawCommandToken(ctx, x, y, size * 0.5, c);
      x += step;
    }
  }
}

/** The panel line for each attack: attacker and its zone, defender and its zone, band, result. */
function attackLines(board: FleetBoard, words: FleetWords, nameOf: (id: string) => string): PanelLine[] {
  const say = words.say;
  const who = (x: BoardAttack['attacker']) =>
    x.kind === 'ship'
      ? say('fleet.map.zoneOf', { unit: nameOf(x.ship), zone: say(`fleet.zones.${x.zone}`) })
      : nameOf(x.squadron);
  return board.attacks.map((attack, i) => {
    const r = attack.result;
    const result =
      r === null
        ? say('fleet.map.resultPending')
        : attack.defender.kind === 'ship'
          ? say('fleet.map.result', { total: r.total, shields: r.shields, cards: r.cards })
          : say('fleet.map.resultSquadron', { total: r.total, hull: r.hull });
    const text = say(attack.obstructed ? 'fleet.map.attackLineObstructed' : 'fleet.map.attackLine', {
      attacker: who(attack.attacker),
      defender: who(attack.defender),
      band: say(`fleet.bands.${attack.band}`),
      result,
    });
    // An obstructed attack's number is outlined in its line's colour; a clear one's filled in the damage colour.
    return { n: i + 1, text, ...(attack.obstructed ? { colour: ATTACK_OBSTRUCTED } : {}) };
  });
}

/** The legend's entries for what this picture holds, each with its mark. */
function legendEntries(board: FleetBoard, words: FleetWords, sideName: (id: string) => string): LegendEntry[] {
  const say = words.say;
  const live = board.ships.filter((s) => !s.destroyed);
  const squadrons = board.squadrons.filter((s) => !s.destroyed);
  const entries: LegendEntry[] = board.sides.map((side, i) => ({
    word: sideName(side.id),
    draw: (ctx, x, y, r) => {
      ctx.fillStyle = PALETTE.sides[i] ?? PALETTE.text;
      ctx.beginPath();
      if (i === 0) ctx.arc(x, y, r, 0, Math.PI * 2);
      else ctx.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
      ctx.fill();
    },
  }));
  const add2 = (when: boolean, word: string, draw: LegendEntry['draw']) => {
    if (when) entries.push({ word, draw });
  };
  add2(live.length > 0, say('fleet.map.legend.shields'), (ctx, x, y, r) => drawShieldBadge(ctx, { x, y }, r, 3));
  add2(live.length > 0, say('fleet.map.legend.speed'), (ctx, x, y, r) =>
    drawBadge(ctx, { x, y }, r, 2, PALETTE.sideInk[0], PALETTE.text),
  );
  add2(
    live.some((s) => s.dials > 0),
    say('fleet.map.legend.dials'),
    (ctx, x, y, r) => {
      ctx.fillStyle = PALETTE.text;
      for (const dx of [-0.6, 0.6]) {
        ctx.beginPath();
        ctx.arc(x + dx * r, y, r * 0.35, 0, Math.PI * 2);
        ctx.fill();
      }
    },
  );
  const tokenTypes = [...new Set([...live, ...squadrons].flatMap((s) => s.tokens.map((t) => t.type)))];
  const states = new Set([...live, ...squadrons].flatMap((s) => s.tokens.map((t) => t.state)));
  for (const type of ['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'] as const)
    add2(tokenTypes.includes(type), say(`fleet.tokens.${type}`), (ctx, x, y, r) =>
      drawDefenceToken(ctx, x, y, r, type, 'ready'),
    );
  add2(states.has('ready'), say('fleet.map.legend.ready'), (ctx, x, y, r) => {
    ctx.fillStyle = TOKEN_COLOURS.ready;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  });
  add2(states.has('exhausted'), say('fleet.map.legend.exhausted'), (ctx, x, y, r) => {
    ctx.fillStyle = TOKEN_COLOURS.exhausted;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  });
  add2(states.has('discarded'), say('fleet.map.legend.discarded'), (ctx, x, y, r) =>
    drawDefenceToken(ctx, x, y, r, 'brace', 'discarded'),
  );
  const commands = new Set(live.flatMap((s) => s.commandTokens));
  for (const c of ['navigate', 'squadron', 'repair', 'concentrate'] as const)
    add2(commands.has(c), say(`fleet.commands.${c}`), (ctx, x, y, r) => drawCommandToken(ctx, x, y, r, c));
  return [...entries, ...mapLegend(board, words)];
}

/** The legend's obstacles: those the map holds. */
function obstacleLegend(board: FleetBoard, words: FleetWords): LegendEntry[] {
  const entries: LegendEntry[] = [];
  const say = words.say;
  const add2 = (when: boolean, word: string, draw: LegendEntry['draw']) => {
    if (when) entries.push({ word, draw });
  };
  for (const kind of ['asteroids', 'debris', 'station'] as const)
    add2(
      board.obstacles.some((o) => o.kind === kind),
      say(`fleet.obstacles.${kind}`),
      (ctx, x, y, r) => {
        ctx.fillStyle = kind === 'asteroids' ? PALETTE.asteroids : kind === 'debris' ? DEBRIS : STATION;
        ctx.beginPath();
        hexCorners({ x, y }, r).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
        ctx.closePath();
        ctx.fill();
      },
    );
  return entries;
}

/** The legend's entries for the map's other marks: squadrons, obstacles, objectives, lines, arcs. */
function mapLegend(board: FleetBoard, words: FleetWords): LegendEntry[] {
  const say = words.say;
  const live = board.ships.filter((s) => !s.destroyed);
  const squadrons = board.squadrons.filter((s) => !s.destroyed);
  const entries: LegendEntry[] = [];
  const add2 = (when: boolean, word: string, draw: LegendEntry['draw']) => {
    if (when) entries.push({ word, draw });
  };
  add2(squadrons.length > 0, say('fleet.map.legend.squadron'), (ctx, x, y, r) => {
    ctx.fillStyle = PALETTE.sides[0];
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = PALETTE.sideInk[0];
    ctx.font = font(r * 1.3, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('3', x, y);
  });
  add2(
    squadrons.some((s) => s.activated),
    say('fleet.map.legend.activated'),
    (ctx, x, y, r) => {
      ctx.fillStyle = '#5a6270';
      ctx.strokeStyle = PALETTE.sides[0];
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    },
  );
  entries.push(...obstacleLegend(board, words));
  add2(
    board.objectives.length > 0 || live.some((s) => s.salvage > 0),
    say('fleet.map.legend.objective'),
    (ctx, x, y, r) => drawObjectiveMark(ctx, { x, y }, r, board.objectives[0]?.kind ?? 'salvage'),
  );
  add2(board.paths.length > 0, say('fleet.map.legend.path'), legendLine(PALETTE.muted, true));
  add2(board.preview !== null, say('fleet.map.legend.preview'), (ctx, x, y, r) =>
    drawBadge(ctx, { x, y }, r, 1, PALETTE.highlight, PALETTE.background),
  );
  add2(
    board.attacks.some((a) => !a.obstructed),
    say('fleet.map.legend.clear'),
    legendLine(ATTACK_CLEAR, false),
  );
  add2(
    board.attacks.some((a) => a.obstructed),
    say('fleet.map.legend.obstructed'),
    legendLine(ATTACK_OBSTRUCTED, true),
  );
  add2(board.arcs.length > 0, say('fleet.map.legend.arcs'), (ctx, x, y, r) => {
    ctx.fillStyle = ARC_COLOUR;
    (['close', 'medium', 'long'] as const).forEach((band, i) => {
      ctx.globalAlpha = ARC_ALPHA[band] * 1.6;
      ctx.fillRect(x - r * 1.2 + i * r * 0.8, y - r, r * 0.8, 2 * r);
    });
    ctx.globalAlpha = 1;
  });
  return entries;
}

function drawChrome(
  ctx: SKRSContext2D,
  frame: Frame,
  legendTop: number,
  header: readonly string[],
  entries: readonly LegendEntry[],
  rulers: string,
): void {
  ctx.fillStyle = PALETTE.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.font = font(frame.text * 1.2, true);
  ctx.fillText(header[0] ?? '', frame.text * 0.6, frame.text * 0.4);
  ctx.font = font(frame.text);
  header.slice(1).forEach((line, i) => {
    ctx.fillStyle = i === 0 ? PALETTE.text : PALETTE.muted;
    // A line too long for the picture is cut with an ellipsis rather than run off its edge.
    const [fitted = ''] = wrap(ctx, [line], frame.width - frame.text * 1.2, 1);
    ctx.fillText(fitted, frame.text * 0.6, frame.text * (2 + i * 1.25));
  });
  drawLegend(ctx, frame, legendTop, entries, rulers);
}

const matHexes = (board: FleetBoard): Hex[] => boardHexes(board.board.cols, board.board.rows);

/**
 * The part of the board worth drawing: every unit, path, attack, obstacle and objective, two hexes
 * around, at least 14 columns by 10 rows, never beyond the board: a fight in one corner gets large
 * hexes; the deployment's whole board (30 by 15) still fits the picture's width.
 */
function window(board: FleetBoard, shown: readonly Hex[]): Hex[] {
  return mapWindow([...shown, ...board.obstacles.map((o) => o.hex), ...board.arcs.map((a) => a.hex)], {
    cols: board.board.cols,
    rows: board.board.rows,
    leastCols: 14,
    leastRows: 10,
  });
}

function drawMatEdge(ctx: SKRSContext2D, frame: Frame, board: FleetBoard): void {
  const all = matHexes(board).map((h) => toPixel(frame, h));
  const pad = frame.hexSize;
  const x0 = Math.min(...all.map((p) => p.x)) - pad;
  const x1 = Math.max(...all.map((p) => p.x)) + pad;
  const y0 = Math.min(...all.map((p) => p.y)) - pad * 0.9;
  const y1 = Math.max(...all.map((p) => p.y)) + pad * 0.9;
  ctx.strokeStyle = PALETTE.muted;
  ctx.lineWidth = Math.max(2, frame.hexSize / 14);
  ctx.setLineDash([frame.hexSize / 3, frame.hexSize / 5]);
  ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
  ctx.setLineDash([]);
}

function fleetFrame(hexes: readonly Hex[], header: number, legend: number, width: number): Frame {
  return fitFrame(hexes, {
    margin: 1,
    minWidth: 720,
    maxWidth: width,
    maxHeight: 1500 + legend * 30,
    minHexSize: 13,
    maxHexSize: 52,
    headerLines: header,
    legendLines: legend,
  });
}

/** Every hex a board's picture must show: its units (wrecks of this stretch), paths and attacks. */
function shownHexes(board: FleetBoard): Hex[] {
  const wrecks = new Set(board.wrecks);
  return [
    ...board.ships.filter((s) => !s.destroyed || wrecks.has(s.id)).flatMap((s) => s.hexes),
    ...board.squadrons.filter((s) => !s.destroyed || wrecks.has(s.id)).map((s) => s.hex),
    ...board.paths.flatMap((p) => [...p.hexes, ...p.from]),
    ...board.attacks.flatMap((a) => [a.from, a.to]),
    ...board.objectives.filter((o) => !o.lost && o.carrier === null).map((o) => o.hex),
    ...(board.preview ? [...board.preview.path, ...board.preview.end] : []),
  ];
}

export type FleetMapOptions = MapOptions;

/** The map drawn, with where its labels went and what they kept off (tests measure both). */
export function composeFleetMap(
  board: FleetBoard,
  words: FleetWords = ENGLISH_FLEET_WORDS,
  options: FleetMapOptions = {},
  make: CanvasMaker = createCanvas,
): { canvas: Canvas; placement: Placement; obstacles: Obstacles } {
  registerFonts();
  const say = words.say;
  const nameOf = (id: string) =>
    words.unit?.(id) ??
    board.ships.find((s) => s.id === id)?.name ??
    board.squadrons.find((s) => s.id === id)?.name ??
    id;
  const sideName = (id: string) => words.side?.(id) ?? board.sides.find((s) => s.id === id)?.name ?? id;
  const sideIndex = (side: string) =>
    Math.max(
      0,
      board.sides.findIndex((s) => s.id === side),
    );
  const wrecks = new Set(board.wrecks);
  const shown = (id: string, destroyed: boolean) => !destroyed || wrecks.has(id);
  const width = options.width ?? 1024;
  const hexes = window(board, shownHexes(board));
  const header = headerLines(board, words, nameOf, sideName);
  const headerRoom = 2 + (header.length - 2) * 1.25 + 1.3 + 1.3;
  const plates = platesOf(board, words, nameOf, shown);
  const entries = legendEntries(board, words, sideName);
  const rulers = say('fleet.map.legend.rulers');
  const scratch = createCanvas(1, 1).getContext('2d');
  const legendRoom = (w: number, text: number) => 1.2 + 1.5 * layoutLegend(scratch, entries, w, text).rows + 2.4;
  const attackPanel = attackPanelLines(board, words, nameOf, fleetFrame(hexes, headerRoom, 8, width), scratch);
  const attackCount = board.attacks.length;
  const labels = (frame: Frame, rulerBoxes: readonly Box[]) => {
    const obstacles: Obstacles = {
      units: unitBoxes(frame, board, shown),
      paths: mapPaths(frame, board),
      written: rulerBoxes,
      soft: hexBoxes(
        frame,
        board.obstacles.map((o) => o.hex),
      ),
      area: mapArea(frame),
    };
    return {
      requests: [...attackRequests(frame, board), ...plateRequests(frame, board, plates, sideIndex, wrecks)],
      obstacles,
    };
  };
  const frameFor = (panelLines: number) => {
    const first = fleetFrame(hexes, headerRoom, 8 + panelRoom(panelLines), width);
    return fleetFrame(hexes, headerRoom, legendRoom(first.width, first.text) + panelRoom(panelLines), width);
  };
  const first = frameFor(attackPanel.length);
  const trial = labels(first, drawEdgeLabels(scratch, first, hexes, unitBoxes(first, board, shown)));
  const firstPanel = attackCount + 1;
  const overflow = placeLabels(trial.requests, trial.obstacles, measureWith(scratch), firstPanel).panel.length;
  const frame = overflow > 0 ? frameFor(attackPanel.length + overflow) : first;
  const canvas = make(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  const { placement, obstacles } = drawMap(
    ctx,
    frame,
    board,
    hexes,
    plates,
    (f, r) => labels(f, r),
    firstPanel,
    sideIndex,
    shown,
  );
  const panel: PanelLine[] = [
    ...attackPanel,
    ...placement.panel.map((p) => ({ n: p.n, text: p.text, colour: p.colour })),
  ];
  drawPanel(ctx, frame, panel);
  const legendTop = frame.mapBottom + panelRoom(panel.length) * frame.text;
  drawChrome(ctx, frame, legendTop, header, entries, rulers);
  return { canvas, placement, obstacles };
}

/** The attacks' panel lines, each broken in two where it is long (the second line without a number). */
function attackPanelLines(
  board: FleetBoard,
  words: FleetWords,
  nameOf: (id: string) => string,
  probe: Frame,
  scratch: SKRSContext2D,
): PanelLine[] {
  scratch.font = font(probe.text);
  const numberBox = textWidth(scratch, '00') + probe.text * 0.4;
  const panelWidth = probe.width - probe.text * 1.5 - numberBox;
  return attackLines(board, words, nameOf).flatMap((line) =>
    wrap(scratch, [line.text], panelWidth, 2).map((text, i) => (i === 0 ? { ...line, text } : { n: 0, text })),
  );
}

/** The map area drawn: grid, terrain, labels placed, moves, units, attacks, plates and their icons. */
function drawMap(
  ctx: SKRSContext2D,
  frame: Frame,
  board: FleetBoard,
  hexes: readonly Hex[],
  plates: readonly Plate[],
  labels: (frame: Frame, rulers: readonly Box[]) => { requests: LabelRequest[]; obstacles: Obstacles },
  firstPanel: number,
  sideIndex: (side: string) => number,
  shown: (id: string, destroyed: boolean) => boolean,
): { placement: Placement; obstacles: Obstacles } {
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  withinMap(ctx, frame, () => {
    drawGrid(ctx, frame, hexes, []);
    drawMatEdge(ctx, frame, board);
    drawArcs(ctx, frame, board);
    drawObstacles(ctx, frame, board);
    const r = Math.max(frame.text * 0.4, frame.hexSize * 0.45);
    for (const o of board.objectives)
      if (!o.lost && o.carrier === null) drawObjectiveMark(ctx, toPixel(frame, o.hex), r, o.kind);
  });
  const rulerBoxes = drawEdgeLabels(ctx, frame, hexes, unitBoxes(frame, board, shown));
  const { requests, obstacles } = labels(frame, rulerBoxes);
  const placement = placeLabels(requests, obstacles, measureWith(ctx), firstPanel);
  withinMap(ctx, frame, () => {
    drawPaths(ctx, frame, board, sideIndex);
    for (const sq of board.squadrons)
      if (shown(sq.id, sq.destroyed)) drawSquadron(ctx, frame, sq, sideIndex(sq.side), sq.destroyed);
    for (const ship of board.ships)
      if (shown(ship.id, ship.destroyed))
        drawShip(
          ctx,
          frame,
          ship,
          sideIndex(ship.side),
          board.acting === ship.id,
          ship.destroyed,
          board.arcs.length > 0 && board.focus === ship.id,
        );
    for (const ship of board.ships) if (!ship.destroyed) drawShipBadges(ctx, frame, ship);
    drawPreview(ctx, frame, board);
    drawAttacks(ctx, frame, board);
    drawPlacement(ctx, placement);
    drawPlateIcons(ctx, placement, plates);
  });
  return { placement, obstacles };
}

/** The header: the title, the moment and who acts, the score. */
function headerLines(
  board: FleetBoard,
  words: FleetWords,
  nameOf: (id: string) => string,
  sideName: (id: string) => string,
): string[] {
  const say = words.say;
  const scores = board.sides.map((s) =>
    say('fleet.map.score', { side: sideName(s.id), points: board.score[s.id] ?? 0 }),
  );
  const moment = say('fleet.map.header', {
    round: board.round,
    rounds: board.rounds,
    phase: say(`fleet.phases.${board.phase}`),
  });
  // The Command Phase asks every side at once (sealed dials): nobody in particular is to act.
  const acting = board.acting
    ? say('fleet.map.acting', { ship: nameOf(board.acting) })
    : board.phase === 'command'
      ? say('fleet.map.dialsSecret')
      : say('fleet.map.toAct', { side: sideName(board.toAct) });
  return [words.title ?? say('fleet.map.title'), `${moment} · ${acting}`, scores.join(' – ')];
}

/** Each unit's plate: ships' names, hull and tokens; squadrons' names and tokens (the hull is on the disc). */
function platesOf(
  board: FleetBoard,
  words: FleetWords,
  nameOf: (id: string) => string,
  shown: (id: string, destroyed: boolean) => boolean,
): Plate[] {
  const say = words.say;
  return [
    ...board.ships
      .filter((s) => shown(s.id, s.destroyed))
      .map((s) => ({
        id: s.id,
        name: nameOf(s.id),
        info: say('fleet.map.plateHull', { left: Math.max(0, s.hull - s.damage), max: s.hull }),
        panel: `${nameOf(s.id)} · ${say('fleet.map.plateHull', { left: Math.max(0, s.hull - s.damage), max: s.hull })}`,
        tokens: s.tokens,
        commands: s.commandTokens,
      })),
    ...board.squadrons
      .filter((s) => shown(s.id, s.destroyed))
      .map((s) => ({
        id: s.id,
        name: nameOf(s.id),
        info: null,
        panel: `${nameOf(s.id)} · ${say('fleet.map.plateSquadron', { left: s.hull, max: s.hullMax })}`,
        tokens: s.tokens,
        commands: [],
      })),
  ];
}

/** The map as a PNG. */
export function renderFleetMap(
  board: FleetBoard,
  words: FleetWords = ENGLISH_FLEET_WORDS,
  options: FleetMapOptions = {},
): Promise<Buffer> {
  return encodeOnLentCanvas((make) => composeFleetMap(board, words, options, make).canvas);
}
