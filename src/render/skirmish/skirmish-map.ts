/**
 * The `skirmish` map (issue 44; other-systems.md 4.5 "Rendering"): the board cropped to where the
 * units, objectives and this stretch's action are; terrain hexes coloured by kind, each piece's
 * height in a badge; models as tokens in their side's colour (round for the first side, square for
 * the second), a large base as a disc over its seven hexes, wounded models ringed with the wounds
 * lost as a wedge, characters starred; each unit's tag on a plate beside it, a battle-shocked unit's
 * plate with a "!" badge; coherency links between mates; engaged units joined by a red link with
 * crossed swords; objectives as numbered markers with their 3-hex control ring in the controller's
 * colour; this stretch's moves as arrows from where each model stood, attacks as numbered lines of
 * fire told in the panel under the map with their charges; the panel above the map: round, phase,
 * whose turn, each side's CP and VP, the units still to act, who holds each objective. Every word
 * comes through the words the table passes.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Hex } from '../../engine/index.js';
import { type CanvasMaker, encodeOnLentCanvas } from '../canvas-pool.js';
import { withinMap } from '../clip.js';
import { type PanelLine, SIDE_SHAPES, drawPanel, panelRoom, wrap } from '../draw-chrome.js';
import { arrowHead } from '../draw-arrow-head.js';
import { drawEdgeLabels, drawGrid, tracePolygon } from '../draw-grid.js';
import { font, registerFonts } from '../fonts.js';
import { type Frame, type Point, fitFrame, hexBoxes, hexCorners, mapArea, toPixel } from '../layout.js';
import { type LegendEntry, drawLegend, layoutLegend, legendLine } from '../map-legend.js';
import { boardHexes, mapWindow, offsetOf } from '../map-window.js';
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
import type { BoardAttack, BoardModel, BoardUnit, SkirmishBoard } from './board-types.js';
import {
  SHOCK,
  TERRAIN_COLOURS,
  WOUND,
  drawBadge,
  drawModel,
  drawObjective,
  drawShockBadge,
  drawSwords,
  sideColour,
} from './icons.js';
import { ENGLISH_SKIRMISH_WORDS, type SkirmishWords, pictureKey as k } from './words.js';

const keyOf = (h: Hex) => `${h.q},${h.r}`;

/** A single model's token radius: most of its hex. */
const modelRadius = (frame: Frame): number => frame.hexSize * 0.72;
/** A large base's disc: over its hex and the six around it. */
const largeRadius = (frame: Frame): number => frame.hexSize * 2.05;
const radiusOf = (frame: Frame, m: BoardModel): number => (m.large ? largeRadius(frame) : modelRadius(frame));

const boardHexesOf = (board: SkirmishBoard): Hex[] => boardHexes(board.board.cols, board.board.rows);

/** Every hex the picture must show: models, moves, attacks, objectives. */
function shownHexes(board: SkirmishBoard): Hex[] {
  return [
    ...board.units.flatMap((u) => u.models.flatMap((m) => m.hexes)),
    ...board.moves.flatMap((m) => m.steps.flatMap((s) => (s.from ? [s.from, s.to] : [s.to]))),
    ...board.attacks.flatMap((a) => [a.from, a.to].filter((h): h is Hex => h !== null)),
    ...board.objectives.map((o) => o.hex),
  ];
}

/**
 * The part of the board worth drawing: what must be shown, two hexes around, at least 14 columns by
 * 10 rows, never beyond the board; the whole width or depth where the action spans two thirds of it
 * (a deployment on a 30 by 22 board is drawn whole).
 */
function window(board: SkirmishBoard): Hex[] {
  return mapWindow(shownHexes(board), {
    cols: board.board.cols,
    rows: board.board.rows,
    leastCols: 14,
    leastRows: 10,
    wholeFromTwoThirds: true,
  });
}

function skirmishFrame(hexes: readonly Hex[], header: number, legend: number, width: number): Frame {
  return fitFrame(hexes, {
    margin: 1,
    minWidth: 720,
    maxWidth: width,
    // Tall enough that a whole 30 by 22 board is as wide as the picture: a phone scrolls, it does not zoom.
    maxHeight: 2350,
    minHexSize: 13,
    maxHexSize: 48,
    headerLines: header,
    legendLines: legend,
  });
}

interface Names {
  readonly unit: (id: string) => string;
  readonly tag: (id: string) => string;
  readonly side: (id: string) => string;
  readonly sideIndex: (id: string) => number;
  readonly weapon: (attack: BoardAttack) => string;
}

function namesOf(board: SkirmishBoard, words: SkirmishWords): Names {
  const units = new Map(board.units.map((u) => [u.id, u]));
  return {
    unit: (id) => words.unit?.(id) ?? units.get(id)?.name ?? id,
    tag: (id) => units.get(id)?.tag ?? id,
    side: (id) => words.side?.(id) ?? board.sides.find((s) => s.id === id)?.name ?? id,
    sideIndex: (id) =>
      Math.max(
        0,
        board.sides.findIndex((s) => s.id === id),
      ),
    weapon: (a) => words.weapon?.(a.weapon) ?? a.weaponName,
  };
}

/** The outline of a set of hexes: every hex edge not shared with another hex of the set. */
function outline(frame: Frame, hexes: readonly Hex[]): Segment[] {
  const keys = new Set(hexes.map(keyOf));
  // Neighbour across the edge between corner i and corner i + 1 (corners clockwise from the east).
  const across = [
    { q: 1, r: 0 },
    { q: 0, r: 1 },
    { q: -1, r: 1 },
    { q: -1, r: 0 },
    { q: 0, r: -1 },
    { q: 1, r: -1 },
  ];
  const segments: Segment[] = [];
  for (const h of hexes) {
    const corners = hexCorners(toPixel(frame, h), frame.hexSize);
    across.forEach((d, i) => {
      if (keys.has(keyOf({ q: h.q + d.q, r: h.r + d.r }))) return;
      segments.push({ a: corners[i] as Point, b: corners[(i + 1) % 6] as Point });
    });
  }
  return segments;
}

function drawTerrain(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  for (const t of board.terrain) {
    ctx.fillStyle = TERRAIN_COLOURS[t.kind];
    ctx.beginPath();
    for (const h of t.hexes) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
    ctx.fill();
    if (t.kind === 'wall' || t.kind === 'ruin') {
      // Hatching for what blocks sight: a wall or a ruin reads as such without its colour.
      ctx.save();
      ctx.beginPath();
      for (const h of t.hexes) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
      ctx.clip();
      ctx.strokeStyle = t.kind === 'wall' ? '#56606e' : '#5a4f45';
      ctx.lineWidth = Math.max(1.5, frame.hexSize / 10);
      ctx.beginPath();
      for (const h of t.hexes) {
        const c = toPixel(frame, h);
        const s = frame.hexSize;
        for (const o of [-0.6, 0, 0.6]) {
          ctx.moveTo(c.x - s + o * s, c.y + s);
          ctx.lineTo(c.x + s + o * s, c.y - s);
        }
      }
      ctx.stroke();
      ctx.restore();
    }
    ctx.strokeStyle = PALETTE.gridStrong;
    ctx.lineWidth = Math.max(1.5, frame.hexSize / 12);
    ctx.beginPath();
    for (const s of outline(frame, t.hexes)) {
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
    }
    ctx.stroke();
  }
}

/** The hex of a piece nearest its middle: where its height badge stands. */
function middleHex(hexes: readonly Hex[]): Hex {
  const q = hexes.reduce((a, h) => a + h.q, 0) / hexes.length;
  const r = hexes.reduce((a, h) => a + h.r, 0) / hexes.length;
  return [...hexes].sort((a, b) => Math.hypot(a.q - q, a.r - r) - Math.hypot(b.q - q, b.r - r))[0] as Hex;
}

const heightRadius = (frame: Frame): number => Math.max(frame.text * 0.42, frame.hexSize * 0.5);

function drawHeights(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  for (const t of board.terrain) {
    if (t.height <= 0) continue;
    const c = toPixel(frame, middleHex(t.hexes));
    drawBadge(ctx, c.x, c.y, heightRadius(frame), String(t.height), PALETTE.background, PALETTE.text);
  }
}

/** In the first battle round, each side's deployment zone: a faint band of its colour, edged. */
function drawDeployment(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard, hexes: readonly Hex[]): void {
  if (board.round !== 1) return;
  board.sides.forEach((side, i) => {
    const zone = boardHexesOf(board).filter((h) => {
      const { row } = offsetOf(h);
      return row >= side.deployment.fromRow && row <= side.deployment.toRow;
    });
    const shown = new Set(hexes.map(keyOf));
    ctx.fillStyle = sideColour(i);
    ctx.globalAlpha = 0.08;
    ctx.beginPath();
    for (const h of zone) if (shown.has(keyOf(h))) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
    ctx.fill();
    ctx.globalAlpha = 0.6;
    ctx.strokeStyle = sideColour(i);
    ctx.lineWidth = Math.max(1.5, frame.hexSize / 12);
    ctx.setLineDash([frame.hexSize / 5, frame.hexSize / 5]);
    ctx.beginPath();
    for (const s of outline(frame, zone)) {
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
    }
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  });
}

function drawObjectiveRings(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard, names: Names): void {
  for (const o of board.objectives) {
    const colour = o.controller ? sideColour(names.sideIndex(o.controller)) : PALETTE.muted;
    if (o.controller) {
      ctx.fillStyle = colour;
      ctx.globalAlpha = 0.13;
      ctx.beginPath();
      for (const h of o.area) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(2.5, frame.hexSize / 7);
    if (!o.controller) ctx.setLineDash([frame.hexSize / 3, frame.hexSize / 4]);
    ctx.beginPath();
    for (const s of outline(frame, o.area)) {
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

const objectiveRadius = (frame: Frame): number => Math.max(frame.text * 0.45, frame.hexSize * 0.72);

function drawObjectiveMarkers(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  board.objectives.forEach((o, i) => {
    const c = toPixel(frame, o.hex);
    drawObjective(ctx, c.x, c.y, objectiveRadius(frame), String(i + 1));
  });
}

function drawMatEdge(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  const edge = outline(frame, boardHexesOf(board));
  ctx.strokeStyle = PALETTE.muted;
  ctx.lineWidth = Math.max(2, frame.hexSize / 10);
  ctx.beginPath();
  for (const s of edge) {
    ctx.moveTo(s.a.x, s.a.y);
    ctx.lineTo(s.b.x, s.b.y);
  }
  ctx.stroke();
}

function drawLinks(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard, names: Names): void {
  const sideOf = new Map(board.units.map((u) => [u.id, u.side]));
  ctx.lineWidth = Math.max(2, frame.hexSize / 9);
  ctx.globalAlpha = 0.8;
  for (const l of board.links) {
    ctx.strokeStyle = sideColour(names.sideIndex(sideOf.get(l.unit) ?? ''));
    const a = toPixel(frame, l.a);
    const b = toPixel(frame, l.b);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** Each model's move: a hollow ghost where it stood and a dashed arrow to where it went. */
function drawMoves(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard, names: Names): void {
  const large = new Set(board.units.flatMap((u) => u.models.filter((m) => m.large).map((m) => `${u.id}:${m.n}`)));
  for (const move of board.moves) {
    const colour = sideColour(names.sideIndex(move.side));
    for (const s of move.steps) {
      // A large base's arrow stops at its disc's edge; its ghost is a ring as wide as its base.
      const r = large.has(`${move.unit}:${s.model}`) ? largeRadius(frame) : modelRadius(frame);
      if (!s.from || keyOf(s.from) === keyOf(s.to)) continue;
      const a = toPixel(frame, s.from);
      const b = toPixel(frame, s.to);
      ctx.strokeStyle = colour;
      ctx.globalAlpha = 0.75;
      ctx.lineWidth = Math.max(1.5, frame.hexSize / 12);
      ctx.beginPath();
      ctx.arc(a.x, a.y, r * 0.7, 0, Math.PI * 2);
      ctx.stroke();
      const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const u = { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
      const start = { x: a.x + u.x * r * 0.7, y: a.y + u.y * r * 0.7 };
      const end = { x: b.x - u.x * r * 1.05, y: b.y - u.y * r * 1.05 };
      if (d < r * 2) continue;
      ctx.lineWidth = Math.max(2, frame.hexSize / 9);
      ctx.setLineDash([frame.hexSize / 4, frame.hexSize / 6]);
      ctx.beginPath();
      ctx.moveTo(start.x, start.y);
      ctx.lineTo(end.x, end.y);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = colour;
      arrowHead(ctx, start, end, Math.max(8, frame.hexSize * 0.45));
      ctx.globalAlpha = 1;
    }
  }
  ctx.globalAlpha = 1;
}

function drawUnits(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard, names: Names): void {
  // Large bases first: a trooper beside a tank stays in sight.
  const models = board.units.flatMap((u) => u.models.map((m) => ({ u, m })));
  const ordered = [...models.filter((x) => x.m.large), ...models.filter((x) => !x.m.large)];
  for (const { u, m } of ordered) {
    const c = toPixel(frame, m.hex);
    const r = radiusOf(frame, m);
    if (u.shocked) {
      // A shocked unit's models: a dashed halo in the shock colour.
      ctx.strokeStyle = SHOCK;
      ctx.lineWidth = Math.max(2, frame.hexSize / 10);
      ctx.setLineDash([frame.hexSize / 6, frame.hexSize / 8]);
      ctx.beginPath();
      ctx.arc(c.x, c.y, r * 1.32, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    drawModel(ctx, c.x, c.y, r, names.sideIndex(u.side), m);
  }
}

function drawEngagements(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  for (const e of board.engagements) {
    const a = toPixel(frame, e.a);
    const b = toPixel(frame, e.b);
    ctx.strokeStyle = WOUND;
    ctx.lineWidth = Math.max(3, frame.hexSize / 7);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
}

const swordsRadius = (frame: Frame): number => Math.max(frame.text * 0.42, frame.hexSize * 0.5);
const swordsAt = (frame: Frame, e: SkirmishBoard['engagements'][number]): Point => {
  const a = toPixel(frame, e.a);
  const b = toPixel(frame, e.b);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
};

function drawSwordMarks(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  for (const e of board.engagements) {
    const p = swordsAt(frame, e);
    drawSwords(ctx, p.x, p.y, swordsRadius(frame));
  }
}

/** Where an attack's line runs, shifted apart when two run between the same hexes. */
function attackSegments(frame: Frame, board: SkirmishBoard): { attack: BoardAttack; a: Point; b: Point; i: number }[] {
  const seen = new Map<string, number>();
  const large = new Set(board.units.flatMap((u) => u.models.filter((m) => m.large).map((m) => keyOf(m.hex))));
  return board.attacks.flatMap((attack, i) => {
    if (!attack.from || !attack.to) return [];
    let a = toPixel(frame, attack.from);
    const b = toPixel(frame, attack.to);
    // From the edge of a large base, not across its wounds.
    if (large.has(keyOf(attack.from))) {
      const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const r = Math.min(largeRadius(frame), d * 0.5);
      a = { x: a.x + ((b.x - a.x) / d) * r, y: a.y + ((b.y - a.y) / d) * r };
    }
    const key = [attack.from, attack.to].map(keyOf).sort().join('|');
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return [{ attack, ...spreadApart(a, b, n, frame.hexSize * 0.25), i }];
  });
}

function drawAttacks(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard): void {
  for (const { attack, a, b } of attackSegments(frame, board)) {
    ctx.strokeStyle = WOUND;
    ctx.fillStyle = WOUND;
    ctx.lineWidth = Math.max(2.5, frame.hexSize / 7);
    if (attack.kind === 'overwatch') ctx.setLineDash([ctx.lineWidth * 2.2, ctx.lineWidth * 1.4]);
    const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const end = { x: b.x - ((b.x - a.x) / d) * frame.hexSize * 0.5, y: b.y - ((b.y - a.y) / d) * frame.hexSize * 0.5 };
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(end.x, end.y);
    ctx.stroke();
    ctx.setLineDash([]);
    arrowHead(ctx, a, end, Math.max(10, frame.hexSize * 0.6));
  }
}

/** What labels must not cover: every model, the objective markers, the engagement marks. */
function unitBoxes(frame: Frame, board: SkirmishBoard): Box[] {
  const models = board.units.flatMap((u) =>
    u.models.map((m) => {
      const c = toPixel(frame, m.hex);
      const r = radiusOf(frame, m) * (u.shocked ? 1.32 : m.wounded ? 1.3 : 1.1);
      return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
    }),
  );
  const objectives = board.objectives.map((o) => {
    const c = toPixel(frame, o.hex);
    const r = objectiveRadius(frame);
    return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
  });
  const swords = board.engagements.map((e) => {
    const p = swordsAt(frame, e);
    const r = swordsRadius(frame);
    return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
  });
  const heights = board.terrain
    .filter((t) => t.height > 0)
    .map((t) => {
      const c = toPixel(frame, middleHex(t.hexes));
      const r = heightRadius(frame);
      return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
    });
  return [...models, ...objectives, ...swords, ...heights];
}

const attackOwner = (i: number): string => `attack:${i}`;

function mapPaths(frame: Frame, board: SkirmishBoard): { segment: Segment; owner?: string }[] {
  const moves = board.moves.flatMap((m) =>
    m.steps.flatMap((s) => (s.from ? [{ segment: { a: toPixel(frame, s.from), b: toPixel(frame, s.to) } }] : [])),
  );
  const attacks = attackSegments(frame, board).map(({ a, b, i }) => ({ segment: { a, b }, owner: attackOwner(i) }));
  const engaged = board.engagements.map((e) => ({ segment: { a: toPixel(frame, e.a), b: toPixel(frame, e.b) } }));
  return [...moves, ...attacks, ...engaged];
}

/** The middle of a unit's models in pixels, and how far its furthest token reaches from it. */
function unitAnchor(frame: Frame, unit: BoardUnit): { x: number; y: number; near: number } {
  const points = unit.models.map((m) => ({ p: toPixel(frame, m.hex), r: radiusOf(frame, m) }));
  const x = points.reduce((a, q) => a + q.p.x, 0) / points.length;
  const y = points.reduce((a, q) => a + q.p.y, 0) / points.length;
  const near = Math.max(...points.map((q) => Math.hypot(q.p.x - x, q.p.y - y) + q.r));
  return { x, y, near };
}

/** Each unit's plate: its tag in its side's colour (a battle-shocked unit's with its badge after it). */
function plateRequests(frame: Frame, board: SkirmishBoard, words: SkirmishWords, names: Names): LabelRequest[] {
  return board.units
    .filter((u) => u.models.length > 0)
    .map((u) => {
      const colour = sideColour(names.sideIndex(u.side));
      const anchor = { ...unitAnchor(frame, u), colour };
      const shocked = words.say(k('map.plateShocked'));
      return {
        // A shocked unit's plate leaves room after the tag for its "!" badge (drawShockBadges).
        lines: [{ text: u.shocked ? `${u.tag}\u2003` : u.tag, colour }],
        size: frame.text,
        background: PALETTE.background,
        anchor,
        overflow: 'panel' as const,
        panelText: `${u.tag} ${names.unit(u.id)}${u.shocked ? ` (${shocked})` : ''}`,
      };
    });
}

/** Each attack's number on its line; its panel line says who attacked whom and what it did. */
function attackRequests(frame: Frame, board: SkirmishBoard): LabelRequest[] {
  return attackSegments(frame, board).map(({ a, b, i }) => {
    const along = (f: number) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
    return {
      lines: [{ text: String(i + 1), colour: PALETTE.background }],
      size: frame.text,
      background: WOUND,
      spots: [0.5, 0.4, 0.6, 0.3, 0.7].map(along),
      owner: attackOwner(i),
      reach: 10,
      alternates: [0.35, 0.75, 0.2].map((f) => ({ ...along(f), near: frame.hexSize * 0.3, colour: WOUND })),
      overflow: 'drop' as const,
      anchor: { ...along(0.5), near: frame.hexSize * 0.3, colour: WOUND },
    };
  });
}

/** The result of an attack in words: attacks, hits, wounds, models slain, wounds lost. */
function attackResult(attack: BoardAttack, words: SkirmishWords): string {
  const say = words.say;
  const parts = [say(k('map.resultAttacks'), { n: attack.attacks })];
  if (attack.hits !== null) parts.push(say(k('map.resultHits'), { n: attack.hits }));
  if (attack.wounds !== null) parts.push(say(k('map.resultWounds'), { n: attack.wounds }));
  // Models slain; none slain but wounds lost, those.
  if (attack.slain !== null)
    parts.push(
      attack.slain === 0 && (attack.woundsLost ?? 0) > 0
        ? say(k('map.resultLost'), { n: attack.woundsLost ?? 0 })
        : say(k('map.resultSlain'), { n: attack.slain }),
    );
  return parts.join(', ');
}

/** The panel's lines: each attack, numbered as on its line; then the charges and the units destroyed. */
function panelLines(board: SkirmishBoard, words: SkirmishWords, names: Names): PanelLine[] {
  const say = words.say;
  const attackKey = { shooting: 'map.attackShooting', fight: 'map.attackFight', overwatch: 'map.attackOverwatch' };
  const attacks = board.attacks.map((a, i) => ({
    n: i + 1,
    text: say(k(attackKey[a.kind]), {
      attacker: names.tag(a.attacker),
      target: names.tag(a.target),
      weapon: names.weapon(a),
      result: attackResult(a, words),
    }),
  }));
  const charges = board.charges.map((c) => {
    const roll = c.roll ?? '–';
    const text = c.succeeded
      ? say(k('map.chargeSucceeded'), { unit: names.tag(c.unit), targets: c.targets.map(names.tag).join(', '), roll })
      : c.reason
        ? say(k('map.chargeFailed'), { unit: names.tag(c.unit), roll, reason: say(k(`map.chargeReasons.${c.reason}`)) })
        : say(k('map.chargeDeclared'), { unit: names.tag(c.unit), roll });
    return { n: 0, text };
  });
  const destroyed =
    board.destroyed.length > 0
      ? [
          {
            n: 0,
            text: say(k('map.destroyed'), {
              units: board.destroyed.map((id) => `${names.tag(id)} ${names.unit(id)}`).join(', '),
            }),
          },
        ]
      : [];
  return [...attacks, ...charges, ...destroyed];
}

/** Panel lines broken in two where they are long (the second line without a number). */
function wrappedPanel(lines: readonly PanelLine[], probe: Frame, scratch: SKRSContext2D): PanelLine[] {
  scratch.font = font(probe.text, true);
  const numberBox = textWidth(scratch, '00') + probe.text * 0.4;
  scratch.font = font(probe.text);
  const room = probe.width - probe.text * 1.5 - numberBox;
  return lines.flatMap((line) =>
    wrap(scratch, [line.text], room, 2).map((text, i) => (i === 0 ? { ...line, text } : { n: 0, text })),
  );
}

/** The legend's entries for what this picture holds, each with its mark. */
function legendEntries(board: SkirmishBoard, words: SkirmishWords, names: Names): LegendEntry[] {
  const say = words.say;
  const models = board.units.flatMap((u) => u.models);
  const entries: LegendEntry[] = board.sides.map((side, i) => ({
    word: names.side(side.id),
    draw: (ctx, x, y, r) =>
      drawModel(ctx, x, y, r, i, { wounds: 1, maxWounds: 1, wounded: false, large: false, character: false }),
  }));
  const add = (when: boolean, word: string, draw: LegendEntry['draw']) => {
    if (when) entries.push({ word, draw });
  };
  for (const kind of ['ruin', 'woods', 'crater', 'wall'] as const)
    add(
      board.terrain.some((t) => t.kind === kind),
      say(k(`terrain.${kind}`)),
      (ctx, x, y, r) => {
        ctx.fillStyle = TERRAIN_COLOURS[kind];
        ctx.beginPath();
        tracePolygon(ctx, hexCorners({ x, y }, r * 1.15));
        ctx.fill();
      },
    );
  add(
    board.terrain.some((t) => t.height > 0),
    say(k('legend.height')),
    (ctx, x, y, r) => drawBadge(ctx, x, y, r, '3', PALETTE.background, PALETTE.text),
  );
  add(board.round === 1, say(k('legend.deployment')), (ctx, x, y, r) => {
    ctx.strokeStyle = PALETTE.muted;
    ctx.lineWidth = 2;
    ctx.setLineDash([r / 3, r / 3]);
    ctx.strokeRect(x - r * 1.1, y - r * 0.8, r * 2.2, r * 1.6);
    ctx.setLineDash([]);
  });
  add(board.objectives.length > 0, say(k('legend.objective')), (ctx, x, y, r) => drawObjective(ctx, x, y, r, '1'));
  const plain = { wounds: 1, maxWounds: 2, wounded: true, large: false, character: false };
  add(
    models.some((m) => m.wounded),
    say(k('legend.wounded')),
    (ctx, x, y, r) => drawModel(ctx, x, y, r * 0.8, 0, plain),
  );
  add(
    models.some((m) => m.character),
    say(k('legend.character')),
    (ctx, x, y, r) => drawModel(ctx, x, y, r, 0, { ...plain, wounded: false, character: true }),
  );
  add(
    models.some((m) => m.large),
    say(k('legend.large')),
    (ctx, x, y, r) =>
      drawModel(ctx, x, y, r * 1.3, 0, { ...plain, wounds: 9, maxWounds: 9, wounded: false, large: true }),
  );
  add(
    board.units.some((u) => u.shocked && u.models.length > 0),
    say(k('legend.shocked')),
    (ctx, x, y, r) => drawShockBadge(ctx, x, y, r),
  );
  add(board.links.length > 0, say(k('legend.coherency')), legendLine(sideColour(0), false, 0.8));
  add(board.engagements.length > 0, say(k('legend.engaged')), (ctx, x, y, r) => drawSwords(ctx, x, y, r));
  add(board.moves.length > 0, say(k('legend.move')), legendLine(PALETTE.muted, true, 1));
  add(board.attacks.length > 0, say(k('legend.attack')), legendLine(WOUND, false, 1));
  return entries;
}

/** The units' key under the map: one line (at most two) per side, in its colour: tag and name. */
function unitKeyLines(
  ctx: SKRSContext2D,
  board: SkirmishBoard,
  words: SkirmishWords,
  names: Names,
  width: number,
  text: number,
): { text: string; colour: string }[] {
  ctx.font = font(text);
  return board.sides.flatMap((side, i) => {
    const entries = board.units
      .filter((u) => u.side === side.id && !u.destroyed)
      .map((u) => words.say(k(u.reserve ? 'map.reserve' : 'map.unitEntry'), { tag: u.tag, name: names.unit(u.id) }));
    if (entries.length === 0) return [];
    // Entries wrap whole: a tag never stands on one line and its name on the next.
    const head = `${SIDE_SHAPES[i] ?? ''} ${words.say(k('map.units'), { side: names.side(side.id) })}`;
    const parts = entries.map((e, j) => `${j === 0 ? `${head} ` : ''}${e}${j < entries.length - 1 ? ' ·' : ''}`);
    return wrap(ctx, parts, width - text * 1.2, 3).map((t) => ({ text: t, colour: sideColour(i) }));
  });
}

/** The panel above the map: title, moment, each side's CP and VP, units still to act, objectives. */
function headerLines(board: SkirmishBoard, words: SkirmishWords, names: Names): { text: string; colour: string }[] {
  const say = words.say;
  const moment = board.outcome
    ? say(k('map.gameOver'), { round: board.round, rounds: board.rounds })
    : say(k('map.header'), {
        round: board.round,
        rounds: board.rounds,
        phase: say(k(`phases.${board.phase}`)),
        side: names.side(board.active),
      });
  const scores = board.sides.map((s, i) => ({
    text: `${SIDE_SHAPES[i] ?? ''} ${say(k('map.score'), { side: names.side(s.id), cp: s.cp, vp: s.vp })}`,
    colour: sideColour(i),
  }));
  const toAct =
    board.outcome || board.phase === 'command'
      ? []
      : [
          {
            text:
              board.toAct.length > 0
                ? say(k('map.toAct'), { units: board.toAct.map(names.tag).join(', ') })
                : say(k('map.noneToAct')),
            colour: PALETTE.text,
          },
        ];
  const objectives = board.objectives.map((o, i) => {
    const levels = board.sides.map((s) => o.levels[s.id] ?? 0).join('–');
    return o.controller
      ? say(k('map.objectiveHeld'), { n: i + 1, side: names.side(o.controller), levels })
      : say(k('map.objectiveOpen'), { n: i + 1, levels });
  });
  return [
    { text: words.title ?? say(k('map.title')), colour: PALETTE.text },
    { text: moment, colour: PALETTE.text },
    ...scores,
    ...toAct,
    ...(objectives.length > 0
      ? [{ text: say(k('map.objectives'), { list: objectives.join(' · ') }), colour: PALETTE.muted }]
      : []),
  ];
}

function drawHeader(ctx: SKRSContext2D, frame: Frame, header: readonly { text: string; colour: string }[]): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  header.forEach((line, i) => {
    ctx.fillStyle = line.colour;
    const size = i === 0 ? frame.text * 1.2 : frame.text;
    ctx.font = font(size, i === 0);
    const [fitted = ''] = wrap(ctx, [line.text], frame.width - frame.text * 1.2, 1);
    ctx.fillText(fitted, frame.text * 0.6, i === 0 ? frame.text * 0.4 : frame.text * (2 + (i - 1) * 1.25));
  });
}

function drawFooter(
  ctx: SKRSContext2D,
  frame: Frame,
  top: number,
  key: readonly { text: string; colour: string }[],
  entries: readonly LegendEntry[],
  rulers: string,
): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = font(frame.text);
  key.forEach((line, i) => {
    ctx.fillStyle = line.colour;
    ctx.fillText(line.text, frame.text * 0.6, top + frame.text * (0.9 + 1.25 * i));
  });
  const legendTop = top + frame.text * 1.25 * key.length;
  drawLegend(ctx, frame, legendTop, entries, rulers);
}

export type SkirmishMapOptions = MapOptions;

/** The map drawn, with where its labels went and what they kept off (tests measure both). */
export function composeSkirmishMap(
  board: SkirmishBoard,
  words: SkirmishWords = ENGLISH_SKIRMISH_WORDS,
  options: SkirmishMapOptions = {},
  make: CanvasMaker = createCanvas,
): { canvas: Canvas; placement: Placement; obstacles: Obstacles } {
  registerFonts();
  const names = namesOf(board, words);
  const width = options.width ?? 1024;
  const hexes = window(board);
  const header = headerLines(board, words, names);
  const headerRoom = 2 + (header.length - 2) * 1.25 + 1.3 + 1.3;
  const entries = legendEntries(board, words, names);
  const rulers = words.say(k('legend.rulers'));
  const scratch = createCanvas(1, 1).getContext('2d');
  const keyLines = (w: number, text: number) => unitKeyLines(scratch, board, words, names, w, text);
  const footRoom = (w: number, text: number) =>
    1.25 * keyLines(w, text).length + 1.2 + 1.5 * layoutLegend(scratch, entries, w, text).rows + 2.4;
  const panel = wrappedPanel(panelLines(board, words, names), skirmishFrame(hexes, headerRoom, 12, width), scratch);
  const labels = (frame: Frame, rulerBoxes: readonly Box[]) => ({
    requests: [...attackRequests(frame, board), ...plateRequests(frame, board, words, names)],
    obstacles: {
      units: unitBoxes(frame, board),
      paths: mapPaths(frame, board),
      written: rulerBoxes,
      soft: hexBoxes(
        frame,
        board.terrain.flatMap((t) => t.hexes),
      ),
      area: mapArea(frame),
    } satisfies Obstacles,
  });
  const frameFor = (lines: number) => {
    const first = skirmishFrame(hexes, headerRoom, 10 + panelRoom(lines), width);
    return skirmishFrame(hexes, headerRoom, footRoom(first.width, first.text) + panelRoom(lines), width);
  };
  const first = frameFor(panel.length);
  const trial = labels(first, drawEdgeLabels(scratch, first, hexes, unitBoxes(first, board)));
  const firstPanel = board.attacks.length + 1;
  const overflow = placeLabels(trial.requests, trial.obstacles, measureWith(scratch), firstPanel).panel.length;
  const frame = overflow > 0 ? frameFor(panel.length + overflow) : first;
  const canvas = make(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  withinMap(ctx, frame, () => {
    drawGrid(ctx, frame, hexes, []);
    drawDeployment(ctx, frame, board, hexes);
    drawTerrain(ctx, frame, board);
    drawMatEdge(ctx, frame, board);
    drawObjectiveRings(ctx, frame, board, names);
  });
  const rulerBoxes = drawEdgeLabels(ctx, frame, hexes, unitBoxes(frame, board));
  const { requests, obstacles } = labels(frame, rulerBoxes);
  const placement = placeLabels(requests, obstacles, measureWith(ctx), firstPanel);
  withinMap(ctx, frame, () => {
    drawHeights(ctx, frame, board);
    drawObjectiveMarkers(ctx, frame, board);
    drawLinks(ctx, frame, board, names);
    drawMoves(ctx, frame, board, names);
    drawEngagements(ctx, frame, board);
    drawUnits(ctx, frame, board, names);
    drawSwordMarks(ctx, frame, board);
    drawAttacks(ctx, frame, board);
    drawPlacement(ctx, placement);
    drawShockBadges(ctx, frame, board, placement);
  });
  const lines: PanelLine[] = [...panel, ...placement.panel.map((p) => ({ n: p.n, text: p.text, colour: p.colour }))];
  drawPanel(ctx, frame, lines);
  drawHeader(ctx, frame, header);
  const footTop = frame.mapBottom + panelRoom(lines.length) * frame.text;
  drawFooter(ctx, frame, footTop, keyLines(frame.width, frame.text), entries, rulers);
  return { canvas, placement, obstacles };
}

/** A shocked unit's "!" badge: just after its tag on its plate where it has one, else by its first model. */
function drawShockBadges(ctx: SKRSContext2D, frame: Frame, board: SkirmishBoard, placement: Placement): void {
  const r = Math.max(frame.text * 0.38, frame.hexSize * 0.42);
  for (const u of board.units) {
    if (!u.shocked || u.models.length === 0) continue;
    const label = placement.labels.find((l) => l.lines[0]?.text === `${u.tag}\u2003`);
    if (label) {
      const size = label.request.size;
      ctx.font = font(size, true);
      const x = label.box.x + label.box.w / 2 + textWidth(ctx, `${u.tag}\u2003`) / 2 - r * 0.9;
      drawShockBadge(ctx, x, label.box.y + size * 0.05 + size * 0.6, r);
    } else {
      const m = u.models[0] as BoardModel;
      const c = toPixel(frame, m.hex);
      const off = radiusOf(frame, m) * 0.9;
      drawShockBadge(ctx, c.x + off, c.y - off, r);
    }
  }
}

/** The map as a PNG. */
export function renderSkirmishMap(
  board: SkirmishBoard,
  words: SkirmishWords = ENGLISH_SKIRMISH_WORDS,
  options: SkirmishMapOptions = {},
): Promise<Buffer> {
  return encodeOnLentCanvas((make) => composeSkirmishMap(board, words, options, make).canvas);
}
