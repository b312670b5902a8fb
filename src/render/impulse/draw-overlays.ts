/**
 * This impulse on the map: movement trails, fire lines (one per volley, side by side when two share
 * a line), missile hits, missiles with their names and targets, explosions, and highlights. Each
 * numbered happening gets a small numbered marker on its line; the panel under the map says what
 * each number did (map-chrome.ts), so results never pile up as plates over the ships.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Hex } from '../../engine/index.js';
import type { BoardHappening, BoardView } from '../../engine/rulesets/impulse/index.js';
import { strokeFireLine } from '../draw-fire-line.js';
import { fanOut, stacking } from './draw-ships.js';
import type { Box, LabelRequest, Segment } from '../placement/index.js';
import { type Frame, type Point, hexCorners, toPixel } from '../layout.js';
import { PALETTE } from '../palette.js';

/** A trail as drawn: from the hex left to the arrow's head, short of the hex entered. */
const trailEnd = (a: Point, end: Point): Point => ({ x: a.x + (end.x - a.x) * 0.45, y: a.y + (end.y - a.y) * 0.45 });

function arrowHead(ctx: SKRSContext2D, a: Point, b: Point, size: number): void {
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  ctx.beginPath();
  ctx.moveTo(b.x, b.y);
  ctx.lineTo(b.x - Math.cos(angle - 0.45) * size, b.y - Math.sin(angle - 0.45) * size);
  ctx.lineTo(b.x - Math.cos(angle + 0.45) * size, b.y - Math.sin(angle + 0.45) * size);
  ctx.closePath();
  ctx.fill();
}

/** Moves as dashes in the side's colour, ending in an arrowhead short of the token; missiles' thinner. */
export function drawTrails(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const t of view.trails) {
    const a = toPixel(frame, t.from);
    const end = toPixel(frame, t.to);
    // Stop at the edge of the hex it entered, so the head shows beside the token rather than under it.
    const b = trailEnd(a, end);
    const width = t.missile ? Math.max(1.5, frame.hexSize / 18) : Math.max(2, frame.hexSize / 10);
    ctx.lineWidth = width;
    ctx.setLineDash(t.missile ? [width * 2, width * 2] : [frame.hexSize / 5, frame.hexSize / 6]);
    ctx.strokeStyle = PALETTE.sides[t.side];
    ctx.fillStyle = PALETTE.sides[t.side];
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
    ctx.setLineDash([]);
    arrowHead(ctx, a, b, width * 3.2);
  }
}

type Lined = Extract<BoardHappening, { kind: 'volley' | 'missileHit' }>;

/** The lane a line runs in: its two hexes, either way round. */
const laneOf = (h: Lined): string => [`${h.from.q},${h.from.r}`, `${h.to.q},${h.to.r}`].sort().join('|');

/**
 * Each volley's and missile hit's line, in pixels: lines between the same two hexes (both ways) sit
 * side by side, a line's width apart, so two volleys along one line read as two.
 */
export function happeningLines(frame: Frame, view: BoardView): { happening: Lined; a: Point; b: Point }[] {
  const lined = view.happenings.filter((h): h is Lined => h.kind === 'volley' || h.kind === 'missileHit');
  const pairKey = laneOf;
  const counts = new Map<string, number>();
  for (const h of lined) counts.set(pairKey(h), (counts.get(pairKey(h)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const gap = Math.max(5, frame.hexSize / 4);
  return lined.map((happening) => {
    const key = pairKey(happening);
    const i = seen.get(key) ?? 0;
    seen.set(key, i + 1);
    const a = toPixel(frame, happening.from);
    const b = toPixel(frame, happening.to);
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // Perpendicular offset, centred on the shared line; the sign follows a fixed order of the ends.
    const flip = `${happening.from.q},${happening.from.r}` < `${happening.to.q},${happening.to.r}` ? 1 : -1;
    const shift = (i - ((counts.get(key) ?? 1) - 1) / 2) * gap * flip;
    const nx = (-(b.y - a.y) / length) * shift;
    const ny = ((b.x - a.x) / length) * shift;
    return { happening, a: { x: a.x + nx, y: a.y + ny }, b: { x: b.x + nx, y: b.y + ny } };
  });
}

/** Fire lines (solid) and missile hits (dashed), with a burst where a missile struck. */
export function drawShots(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const { happening, a, b } of happeningLines(frame, view)) {
    strokeFireLine(ctx, frame, a, b, happening.kind === 'missileHit');
    if (happening.kind === 'missileHit') drawBurst(ctx, b, frame.hexSize * 0.45, PALETTE.missile);
  }
}

/**
 * The owner of a happening's line: the lane between its two hexes. The numbers of the volleys along
 * one lane may lie on it (each at its own place along it); nothing else may.
 */
const lineOwner = (h: Lined): string => `lane:${laneOf(h)}`;

/** Every line drawn on the map, for the label placer: moves, fire and missile hits, missiles' targets. */
export function mapPaths(frame: Frame, view: BoardView): { segment: Segment; owner?: string }[] {
  const trails = view.trails.map((t) => {
    const a = toPixel(frame, t.from);
    return { segment: { a, b: trailEnd(a, toPixel(frame, t.to)) } };
  });
  const shots = happeningLines(frame, view).map(({ happening, a, b }) => ({
    segment: { a, b },
    owner: lineOwner(happening),
  }));
  const targets = missilePlaces(frame, view).flatMap(({ missile, at }) =>
    missile.target ? [{ segment: { a: at, b: toPixel(frame, missile.target) }, owner: missileOwner(missile.id) }] : [],
  );
  return [...trails, ...shots, ...targets];
}

/**
 * The numbered markers: one on each lane of fire (the numbers of every volley along it, "4 5"), or
 * beside each wreck. The panel under the map says what each number did.
 */
export function happeningMarkers(frame: Frame, view: BoardView): LabelRequest[] {
  const marker = (text: string, spots: Point[], anchor: Point, owner?: string): LabelRequest => ({
    lines: [{ text, colour: PALETTE.background }],
    size: frame.text,
    background: PALETTE.damage,
    spots,
    ...(owner ? { owner } : {}),
    // Small: it may stand well away from its line, on a leader. Where even that fails its panel
    // line still says what it did: left off rather than laid over something.
    overflow: 'drop',
    reach: 10,
    anchor: { ...anchor, near: frame.hexSize * 0.3, colour: PALETTE.damage },
  });
  // What happened in one hex (a wreck, a missile that struck in its target's own hex) shares a marker.
  const inHex = new Map<string, { c: Point; numbers: number[]; owner?: string }>();
  const at = (hex: Hex, n: number, owner?: string) => {
    const key = `${hex.q},${hex.r}`;
    const entry = inHex.get(key) ?? { c: toPixel(frame, hex), numbers: [] };
    inHex.set(key, { ...entry, numbers: [...entry.numbers, n], ...(owner ? { owner } : {}) });
  };
  const lanes = new Map<string, ReturnType<typeof happeningLines>>();
  for (const line of happeningLines(frame, view)) {
    const { a, b, happening } = line;
    if (Math.hypot(b.x - a.x, b.y - a.y) < frame.hexSize) at(happening.to, happening.n, lineOwner(happening));
    else lanes.set(lineOwner(happening), [...(lanes.get(lineOwner(happening)) ?? []), line]);
  }
  for (const h of view.happenings) if (h.kind === 'destroyed') at(h.hex, h.n);
  const hexes = [...inHex.values()].map(({ c, numbers, owner }) => ({
    ...marker(numbers.sort((x, y) => x - y).join(' '), [], c, owner),
    anchor: { ...c, near: frame.hexSize * 0.9, colour: PALETTE.damage },
  }));
  const lines = [...lanes.entries()].map(([lane, all]) => {
    const text = all.map((l) => l.happening.n).join(' ');
    // The lane's middle line (its lines lie side by side).
    const { a, b } = all[Math.floor((all.length - 1) / 2)] as (typeof all)[number];
    const along = (t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    // On its own lane first, away from both ends; else beside it, joined by a leader.
    const on = [0.62, 0.5, 0.74, 0.38, 0.84, 0.28].map(along);
    const request = marker(text, on, along(0.62), lane);
    // Where the middle of its lane is crowded, it may hang from further along it.
    return { ...request, alternates: [0.38, 0.8, 0.25].map((t) => ({ ...request.anchor, ...along(t) })) };
  });
  // A hex's marker first: it has one place to hang from, a lane has its whole length.
  return [...hexes, ...lines];
}

/** The owner of a missile's line to its target: its own name may lie on it. */
const missileOwner = (id: string): string => `missile:${id}`;

const missileSize = (frame: Frame): number => Math.max(frame.hexSize * 0.3, frame.text * 0.3);

/** Each missile's place: fanned out when several share a hex. */
function missilePlaces(frame: Frame, view: BoardView) {
  return stacking(view.missiles).map(({ item, i, n }) => {
    const { at, scale } = fanOut(toPixel(frame, item.hex), frame.hexSize, i, n);
    return { missile: item, at, r: missileSize(frame) * Math.max(scale, 0.7) };
  });
}

export function drawMissiles(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const { missile: m, at: c, r } of missilePlaces(frame, view)) {
    if (m.target) {
      const t = toPixel(frame, m.target);
      ctx.strokeStyle = PALETTE.sides[m.side];
      ctx.lineWidth = Math.max(1, frame.hexSize / 16);
      ctx.setLineDash([2, 4]);
      ctx.beginPath();
      ctx.moveTo(c.x, c.y);
      ctx.lineTo(t.x, t.y);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // A diamond: filled when whole, hollow when damaged.
    ctx.beginPath();
    ctx.moveTo(c.x, c.y - r);
    ctx.lineTo(c.x + r, c.y);
    ctx.lineTo(c.x, c.y + r);
    ctx.lineTo(c.x - r, c.y);
    ctx.closePath();
    ctx.lineWidth = Math.max(2, r / 4);
    ctx.strokeStyle = PALETTE.sides[m.side];
    ctx.fillStyle = PALETTE.missile;
    if (!m.damaged) ctx.fill();
    ctx.stroke();
  }
}

/** Missiles are obstacles for labels, and each gets a small plate with its name as commands write it ("m1"). */
export function missileLabels(frame: Frame, view: BoardView): { boxes: Box[]; plates: LabelRequest[] } {
  const places = missilePlaces(frame, view);
  return {
    boxes: places.map(({ at, r }) => ({ x: at.x - r * 1.2, y: at.y - r * 1.2, w: r * 2.4, h: r * 2.4 })),
    plates: places.map(({ missile, at, r }) => ({
      lines: [{ text: missile.id, colour: PALETTE.sides[missile.side] }],
      size: frame.text,
      background: PALETTE.background,
      anchor: { x: at.x, y: at.y, near: r * 1.2, colour: PALETTE.sides[missile.side] },
      // Its name may lie over the dotted line to its own target, never over another's.
      owner: missileOwner(missile.id),
      overflow: 'panel',
    })),
  };
}

/** Where blasts are drawn: labels keep off them. */
/**
 * A blast's reach: its spokes start outside the wreck drawn over it and end short of the next hexes'
 * centres, so the star reads around the wreck (at 0.95 a hex it hid under the wreck; issue 40).
 */
const blastSize = (frame: Frame): number => frame.hexSize * 1.4;

export const explosionBoxes = (frame: Frame, view: BoardView): Box[] =>
  view.explosions.map((h) => {
    const c = toPixel(frame, h);
    const r = blastSize(frame);
    return { x: c.x - r, y: c.y - r, w: r * 2, h: r * 2 };
  });

function drawBurst(ctx: SKRSContext2D, c: Point, size: number, colour: string): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, size / 5);
  ctx.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i + Math.PI / 8;
    ctx.moveTo(c.x + Math.cos(a) * size * 0.45, c.y + Math.sin(a) * size * 0.45);
    ctx.lineTo(c.x + Math.cos(a) * size, c.y + Math.sin(a) * size);
  }
  ctx.stroke();
}

export function drawExplosions(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const h of view.explosions) drawBurst(ctx, toPixel(frame, h), blastSize(frame), PALETTE.damage);
}

/** Outlines hexes, for the "where can it move" highlight. */
export function drawHighlight(ctx: SKRSContext2D, frame: Frame, hexes: readonly Hex[]): void {
  ctx.strokeStyle = PALETTE.highlight;
  ctx.lineWidth = Math.max(2, frame.hexSize / 8);
  for (const h of hexes) {
    const corners = hexCorners(toPixel(frame, h), frame.hexSize * 0.9);
    ctx.beginPath();
    corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.stroke();
  }
}
