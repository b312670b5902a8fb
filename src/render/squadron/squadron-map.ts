/**
 * The `squadron` map (issue 14, deliverable 6): the mat with its hex numbers, obstacles, each base
 * (round for the first side, square for the second, so colour never carries the side alone) with its
 * firing arc, its tokens (focus, evade, stress, cloak, disarmed, reinforce) as shapes with counts,
 * its lock pairs by letter (blue: the lock it holds; red: locks on it), the manoeuvre flown this
 * round and its trail, and this stretch's attacks with their results. Every word is the caller's.
 */
import { type CanvasMaker, encodeOnLentCanvas } from '../canvas-pool.js';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { squadron } from '../../engine/index.js';
import { type Hex } from '../../engine/index.js';
import { font, registerFonts } from '../fonts.js';
import { type Frame, fitFrame, hexBoxes, hexCorners, mapArea, toPixel } from '../layout.js';
import { boardHexes, mapWindow } from '../map-window.js';
import { PALETTE } from '../palette.js';
import { drawEdgeLabels, drawGrid } from '../draw-grid.js';
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
import { withinMap } from '../clip.js';
import { drawFireLine } from '../draw-fire-line.js';
import { type PanelLine, drawPanel, panelRoom } from '../draw-chrome.js';
import { textWidth } from '../text-width.js';

export interface SquadronMapWords {
  /** The two header lines: the game and the moment. */
  readonly header: readonly [string, string];
  /** A base's plate: its name and what it flew ("Mira Sol 8 · 2↑"), by base id. */
  readonly plates: Readonly<Record<string, string>>;
  /**
   * This stretch's attacks in order: the result ("2 hits 1 crit") and the panel's line for it
   * ("Hale Dorran → Sorra Maw: 2 hits 1 crit"); the map numbers each attack's line.
   */
  readonly shots: readonly {
    readonly attacker: string;
    readonly defender: string;
    readonly text: string;
    readonly line: string;
  }[];
  /**
   * The legend: token words in order focus, evade, stress, cloak, disarmed, reinforce, lock, obstacle;
   * the map lists only those its picture holds (legendHolds).
   */
  readonly legend: readonly string[];
  /** How to read a hex's number off the edge rulers, under the token words. */
  readonly rulers: string;
  /** What the plates' codes mean (hull and shields left, the manoeuvre flown), under the rulers' line. */
  readonly codes: string;
  /** The sides' names in the reader's words, in the board's order: the legend's key to shape and colour. */
  readonly sides?: readonly string[];
}

const TOKEN = {
  focus: '#f2f4f8',
  evade: '#009e73',
  stress: '#d55e00',
  cloak: '#cc79a7',
  disarmed: '#9aa4b4',
  reinforce: '#f0e442',
};
const LOCK_BLUE = '#0072b2';
const LOCK_RED = '#d55e00';
const RADIUS = { small: 0.5, medium: 0.8, large: 1.0 } as const;
const SQRT3 = Math.sqrt(3);

/**
 * A base's radius: its size in hexes, but never smaller than half the text size, so a small base
 * still reads as a shape with a nose when the picture is shown 400 px wide on a phone.
 */
const baseRadius = (frame: Frame, base: squadron.BoardBase): number =>
  Math.max(RADIUS[base.size] * SQRT3 * frame.hexSize * 0.95, frame.text * (base.size === 'small' ? 0.5 : 0.7));

/** The size of a token beside a base. */
const tokenSize = (frame: Frame): number => Math.max(frame.text * 0.42, frame.hexSize * 0.22);

const matHexes = (board: squadron.SquadronBoard): Hex[] => boardHexes(board.cols, board.rows);

function trace(ctx: SKRSContext2D, points: readonly { x: number; y: number }[]): void {
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

function drawObstacles(ctx: SKRSContext2D, frame: Frame, board: squadron.SquadronBoard): void {
  for (const o of board.obstacles) {
    const c = toPixel(frame, o.hex);
    ctx.beginPath();
    trace(ctx, hexCorners(c, frame.hexSize * 0.95));
    ctx.fillStyle = o.kind === 'asteroid' ? PALETTE.asteroids : '#5c4a3a';
    ctx.fill();
    ctx.fillStyle = PALETTE.background;
    const r = frame.hexSize * 0.14;
    for (const [dx, dy] of o.kind === 'asteroid'
      ? [
          [-0.3, -0.2],
          [0.25, 0.1],
          [-0.05, 0.35],
        ]
      : [
          [-0.35, 0],
          [0, -0.3],
          [0.3, 0.2],
          [0, 0.3],
        ]) {
      ctx.beginPath();
      ctx.arc(
        c.x + (dx ?? 0) * frame.hexSize,
        c.y + (dy ?? 0) * frame.hexSize,
        o.kind === 'asteroid' ? r : r * 0.6,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
}

function drawTrail(ctx: SKRSContext2D, frame: Frame, base: squadron.BoardBase, colour: string): void {
  if (base.trail.length === 0) return;
  ctx.strokeStyle = colour;
  ctx.globalAlpha = 0.6;
  ctx.lineWidth = Math.max(2, frame.hexSize / 10);
  ctx.setLineDash([frame.hexSize / 4, frame.hexSize / 6]);
  ctx.beginPath();
  const points = [...base.trail].map((h) => toPixel(frame, h));
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

/** The firing arc as a translucent wedge: 80° ahead (and behind for an auxiliary arc), a ring for a turret. */
function drawArc(ctx: SKRSContext2D, frame: Frame, base: squadron.BoardBase, colour: string, radius: number): void {
  const c = toPixel(frame, base.hex);
  const heading = (base.facing * Math.PI) / 3 - Math.PI / 2;
  const reach = radius + frame.hexSize * 1.6;
  ctx.fillStyle = colour;
  ctx.globalAlpha = 0.18;
  const wedge = (centre: number, half: number) => {
    ctx.beginPath();
    ctx.moveTo(c.x, c.y);
    ctx.arc(c.x, c.y, reach, centre - half, centre + half);
    ctx.closePath();
    ctx.fill();
  };
  const half = (40 * Math.PI) / 180;
  if (base.arc === 'turret') {
    ctx.beginPath();
    ctx.arc(c.x, c.y, reach * 0.8, 0, Math.PI * 2);
    ctx.fill();
  } else {
    wedge(heading, half);
    if (base.arc === 'frontRear') wedge(heading + Math.PI, half);
    if (base.arc === 'mobile') {
      const quarter = { forward: 0, right: Math.PI / 2, rear: Math.PI, left: -Math.PI / 2 }[base.mobileArc];
      wedge(heading + quarter, Math.PI / 4);
    }
  }
  ctx.globalAlpha = 1;
}

function drawBase(ctx: SKRSContext2D, frame: Frame, base: squadron.BoardBase, sideIndex: number): void {
  const c = toPixel(frame, base.hex);
  const radius = baseRadius(frame, base);
  const colour = PALETTE.sides[sideIndex] ?? PALETTE.text;
  if (!base.destroyed) drawArc(ctx, frame, base, colour, radius);
  ctx.fillStyle = base.destroyed ? PALETTE.grid : colour;
  ctx.strokeStyle = base.tokens.cloaked ? TOKEN.cloak : PALETTE.background;
  ctx.lineWidth = base.tokens.cloaked ? Math.max(3, frame.hexSize / 8) : 2;
  if (base.tokens.cloaked) ctx.setLineDash([frame.hexSize / 5, frame.hexSize / 8]);
  ctx.beginPath();
  if (sideIndex === 0) ctx.arc(c.x, c.y, radius, 0, Math.PI * 2);
  else ctx.rect(c.x - radius * 0.9, c.y - radius * 0.9, radius * 1.8, radius * 1.8);
  ctx.fill();
  ctx.stroke();
  ctx.setLineDash([]);
  if (base.destroyed) {
    ctx.strokeStyle = PALETTE.damage;
    ctx.lineWidth = Math.max(3, frame.hexSize / 8);
    ctx.beginPath();
    ctx.moveTo(c.x - radius * 0.6, c.y - radius * 0.6);
    ctx.lineTo(c.x + radius * 0.6, c.y + radius * 0.6);
    ctx.moveTo(c.x + radius * 0.6, c.y - radius * 0.6);
    ctx.lineTo(c.x - radius * 0.6, c.y + radius * 0.6);
    ctx.stroke();
    return;
  }
  // The nose: a triangle toward the facing.
  const heading = (base.facing * Math.PI) / 3 - Math.PI / 2;
  const tip = { x: c.x + Math.cos(heading) * radius * 0.85, y: c.y + Math.sin(heading) * radius * 0.85 };
  const side = (a: number) => ({
    x: c.x + Math.cos(heading + a) * radius * 0.35,
    y: c.y + Math.sin(heading + a) * radius * 0.35,
  });
  ctx.fillStyle = PALETTE.sideInk[sideIndex] ?? PALETTE.background;
  ctx.beginPath();
  trace(ctx, [tip, side(2.4), side(-2.4)]);
  ctx.fill();
  drawTokens(ctx, frame, base, c, radius);
}

/** One token: its shape in its colour, the count inside when more than one. */
function token(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  colour: string,
  shape: 'circle' | 'diamond' | 'square',
  count: number,
  mark = '',
): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  if (shape === 'circle') ctx.arc(x, y, size, 0, Math.PI * 2);
  else if (shape === 'diamond')
    trace(ctx, [
      { x, y: y - size },
      { x: x + size, y },
      { x, y: y + size },
      { x: x - size, y },
    ]);
  else ctx.rect(x - size, y - size, size * 2, size * 2);
  ctx.fill();
  const label = count > 1 ? String(count) : mark;
  if (label) {
    ctx.fillStyle = PALETTE.background;
    ctx.font = font(size * 1.5, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x, y + 1);
  }
}

function drawTokens(
  ctx: SKRSContext2D,
  frame: Frame,
  base: squadron.BoardBase,
  c: { x: number; y: number },
  radius: number,
): void {
  const size = tokenSize(frame);
  const t = base.tokens;
  const marks: [string, 'circle' | 'diamond' | 'square', number, string][] = [
    ...(t.focus > 0 ? [[TOKEN.focus, 'circle', t.focus, ''] as [string, 'circle', number, string]] : []),
    ...(t.evade > 0 ? [[TOKEN.evade, 'diamond', t.evade, ''] as [string, 'diamond', number, string]] : []),
    ...(t.stress > 0 ? [[TOKEN.stress, 'square', t.stress, '!'] as [string, 'square', number, string]] : []),
    ...(t.disarmed ? [[TOKEN.disarmed, 'square', 1, '×'] as [string, 'square', number, string]] : []),
    ...(t.reinforce
      ? [[TOKEN.reinforce, 'diamond', 1, t.reinforce === 'fore' ? '▲' : '▼'] as [string, 'diamond', number, string]]
      : []),
  ];
  marks.forEach(([colour, shape, count, mark], i) =>
    token(ctx, c.x + radius + size * (1.2 + 2.3 * i), c.y - radius * 0.5, size, colour, shape, count, mark),
  );
  const locks: [string, string][] = [
    ...(base.holds ? [[LOCK_BLUE, base.holds] as [string, string]] : []),
    ...base.lockedBy.map((letter) => [LOCK_RED, letter] as [string, string]),
  ];
  locks.forEach(([colour, letter], i) =>
    token(ctx, c.x - radius - size * (1.2 + 2.3 * i), c.y - radius * 0.5, size, colour, 'circle', 0, letter),
  );
}

function drawShots(ctx: SKRSContext2D, frame: Frame, board: squadron.SquadronBoard, words: SquadronMapWords): void {
  const at = (id: string) => board.bases.find((b) => b.id === id);
  for (const shot of words.shots) {
    const from = at(shot.attacker);
    const to = at(shot.defender);
    if (from && to) drawFireLine(ctx, frame, from.hex, to.hex);
  }
}

/** Each base's plate: its name over its numbers, beside it; a destroyed base's name alone, by its wreck. */
function plateRequests(
  frame: Frame,
  board: squadron.SquadronBoard,
  words: SquadronMapWords,
  sides: (side: string) => number,
): LabelRequest[] {
  return board.bases.flatMap<LabelRequest>((base) => {
    const lines = (words.plates[base.id] ?? '').split('\n').filter(Boolean);
    const name = lines[0];
    if (name === undefined) return [];
    const c = toPixel(frame, base.hex);
    const colour = PALETTE.sides[sides(base.side)] ?? PALETTE.muted;
    const anchor = { x: c.x, y: c.y, near: baseRadius(frame, base), colour };
    if (base.destroyed)
      return [
        {
          lines: [{ text: name, colour: PALETTE.muted }],
          size: frame.text,
          background: PALETTE.background,
          anchor,
          overflow: 'drop',
        },
      ];
    return [
      {
        lines: lines.map((text, i) => ({ text, colour: i === 0 ? PALETTE.text : PALETTE.muted })),
        // Where the whole plate does not fit, the name alone (the sheet and the status keep the rest).
        short: [{ text: name, colour: PALETTE.text }],
        size: frame.text,
        background: PALETTE.background,
        anchor,
        overflow: 'panel',
        panelText: lines.join(' · '),
      },
    ];
  });
}

/** The owner of an attack's line: only its own number may lie on it. */
const shotOwner = (i: number): string => `shot:${i}`;

/** Each attack's line, from attacker to defender, in pixels. */
function shotLines(frame: Frame, board: squadron.SquadronBoard, words: SquadronMapWords) {
  const at = (id: string) => board.bases.find((b) => b.id === id);
  return words.shots.flatMap((shot, i) => {
    const from = at(shot.attacker);
    const to = at(shot.defender);
    return from && to ? [{ i, a: toPixel(frame, from.hex), b: toPixel(frame, to.hex) }] : [];
  });
}

/** Each attack's number, on its line; the panel under the map says what it did. */
function shotRequests(frame: Frame, board: squadron.SquadronBoard, words: SquadronMapWords): LabelRequest[] {
  return shotLines(frame, board, words).map(({ i, a, b }) => {
    const along = (f: number) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
    return {
      lines: [{ text: String(i + 1), colour: PALETTE.background }],
      size: frame.text,
      background: PALETTE.damage,
      spots: [0.55, 0.45, 0.65, 0.35, 0.75].map(along),
      owner: shotOwner(i),
      // Small: it may stand well away from its line, on a leader, or hang from further along it;
      // only where nothing fits is it left to its panel line.
      reach: 10,
      alternates: [0.35, 0.75, 0.2].map((f) => ({ ...along(f), near: frame.hexSize * 0.3, colour: PALETTE.damage })),
      overflow: 'drop' as const,
      anchor: { ...along(0.55), near: frame.hexSize * 0.3, colour: PALETTE.damage },
    };
  });
}

/** What labels must not cover: every base with the tokens beside it. */
function baseBoxes(frame: Frame, board: squadron.SquadronBoard): Box[] {
  const size = tokenSize(frame);
  return board.bases.map((base) => {
    const c = toPixel(frame, base.hex);
    const r = baseRadius(frame, base);
    const t = base.tokens;
    const right = [t.focus > 0, t.evade > 0, t.stress > 0, t.disarmed, Boolean(t.reinforce)].filter(Boolean).length;
    const left = (base.holds ? 1 : 0) + base.lockedBy.length;
    const x0 = c.x - r - (left > 0 ? size * (1.2 + 2.3 * (left - 1)) + size : 0);
    const x1 = c.x + r + (right > 0 ? size * (1.2 + 2.3 * (right - 1)) + size : 0);
    return { x: x0, y: c.y - r, w: x1 - x0, h: 2 * r };
  });
}

/** Every line on the mat: the trails flown and the attacks' lines. */
function squadronPaths(frame: Frame, board: squadron.SquadronBoard, words: SquadronMapWords) {
  const trails = board.bases.flatMap((base) =>
    base.trail.slice(1).map((h, i) => ({
      segment: { a: toPixel(frame, base.trail[i] as Hex), b: toPixel(frame, h) } satisfies Segment,
    })),
  );
  const shots = shotLines(frame, board, words).map(({ i, a, b }) => ({ segment: { a, b }, owner: shotOwner(i) }));
  return [...trails, ...shots];
}

/** Whether the map shows each legend entry, in the legend's order: a token on a base, a lock, an obstacle. */
export function legendHolds(board: squadron.SquadronBoard): boolean[] {
  const bases = board.bases.filter((b) => !b.destroyed);
  const any = (test: (b: squadron.BoardBase) => boolean) => bases.some(test);
  return [
    any((b) => b.tokens.focus > 0),
    any((b) => b.tokens.evade > 0),
    any((b) => b.tokens.stress > 0),
    any((b) => b.tokens.cloaked),
    any((b) => b.tokens.disarmed),
    any((b) => b.tokens.reinforce !== null),
    any((b) => b.holds !== null || b.lockedBy.length > 0),
    board.obstacles.length > 0,
  ];
}

function drawChrome(ctx: SKRSContext2D, frame: Frame, words: SquadronMapWords, board: squadron.SquadronBoard): void {
  ctx.fillStyle = PALETTE.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.font = font(frame.text * 1.2, true);
  ctx.fillText(words.header[0], frame.text * 0.6, frame.text * 0.4);
  ctx.font = font(frame.text);
  ctx.fillText(words.header[1], frame.text * 0.6, frame.text * 2);
  const size = frame.text * 0.45;
  const shapes: [string, 'circle' | 'diamond' | 'square', string][] = [
    [TOKEN.focus, 'circle', ''],
    [TOKEN.evade, 'diamond', ''],
    [TOKEN.stress, 'square', '!'],
    [TOKEN.cloak, 'circle', ''],
    [TOKEN.disarmed, 'square', '×'],
    [TOKEN.reinforce, 'diamond', '▲'],
    [LOCK_BLUE, 'circle', 'A'],
    [PALETTE.asteroids, 'square', ''],
  ];
  let x = frame.text * 0.6;
  let y = frame.mapBottom + frame.text * 1.2;
  ctx.font = font(frame.text);
  // The sides first, each its base's shape and its colour (round the first side, square the second).
  (words.sides ?? board.sides.map((side) => side.name)).forEach((name, i) => {
    const colour = PALETTE.sides[i] ?? PALETTE.text;
    token(ctx, x + size, y, size, colour, i === 0 ? 'circle' : 'square', 0);
    ctx.font = font(frame.text);
    ctx.fillStyle = colour;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(name, x + size * 3, y);
    x += size * 3 + textWidth(ctx, name) + frame.text;
  });
  const holds = legendHolds(board);
  words.legend.forEach((word, i) => {
    if (holds[i] === false) return;
    const [colour, shape, mark] = shapes[i] ?? [PALETTE.text, 'circle', ''];
    const width = size * 3 + textWidth(ctx, word) + frame.text;
    if (x + width > frame.width) {
      x = frame.text * 0.6;
      y += frame.text * 1.5;
    }
    token(ctx, x + size, y, size, colour, shape, 0, mark);
    ctx.font = font(frame.text);
    ctx.fillStyle = PALETTE.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(word, x + size * 3, y);
    x += width;
  });
  ctx.fillStyle = PALETTE.muted;
  ctx.textBaseline = 'middle';
  ctx.fillText(words.rulers, frame.text * 0.6, y + frame.text * 1.5);
  ctx.fillText(words.codes, frame.text * 0.6, y + frame.text * 2.7);
}

/**
 * The part of the mat worth drawing: every base, its trail and every obstacle, two hexes around,
 * at least 14 columns by 12 rows, never beyond the mat. A crowded fight gets larger hexes than the
 * whole mat would give, and the mat's edge is drawn where it shows.
 */
function window(board: squadron.SquadronBoard, more: readonly Hex[] = []): Hex[] {
  const shown = [...board.bases.flatMap((b) => [b.hex, ...b.trail]), ...board.obstacles.map((o) => o.hex), ...more];
  return mapWindow(shown, { cols: board.cols, rows: board.rows, leastCols: 14, leastRows: 12 });
}

/** The mat's edge: a frame around all its hexes, drawn where it shows. */
function drawMatEdge(ctx: SKRSContext2D, frame: Frame, board: squadron.SquadronBoard): void {
  const all = matHexes(board).map((h) => toPixel(frame, h));
  const pad = frame.hexSize;
  const x0 = Math.min(...all.map((p) => p.x)) - pad;
  const x1 = Math.max(...all.map((p) => p.x)) + pad;
  const y0 = Math.min(...all.map((p) => p.y)) - pad;
  const y1 = Math.max(...all.map((p) => p.y)) + pad;
  ctx.strokeStyle = PALETTE.muted;
  ctx.lineWidth = Math.max(2, frame.hexSize / 14);
  ctx.setLineDash([frame.hexSize / 3, frame.hexSize / 5]);
  ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
  ctx.setLineDash([]);
}

/** The frame: the window of the mat, with room under it for the attacks' numbered lines and the legend. */
function squadronFrame(hexes: readonly Hex[], panel: number, width: number): Frame {
  return fitFrame(hexes, {
    // One hex of margin: the rulers' numbers stand on the background's colour, so the mat's dashed
    // edge, where it runs by them, never runs through one; more margin only shrank the hexes.
    margin: 1,
    minWidth: 720,
    // As impulse's map: the same picture on a phone, a third fewer pixels than 1280 (an animation's less).
    maxWidth: width,
    maxHeight: 1400 + panel * 40,
    minHexSize: 13,
    maxHexSize: 56,
    headerLines: 4.6,
    legendLines: 7.1 + panel,
  });
}

/** How an animation's frames are drawn alike: the same window of the mat, width and panel room. */
export interface SquadronFraming {
  /** More hexes the window must hold (every frame's bases and trails). */
  readonly hexes: readonly Hex[];
  readonly width: number;
  /** Room for at least this many panel lines. */
  readonly panelRows: number;
  /** The first number for plates sent to the panel: after the last frame's results, so it stays put. */
  readonly panelFrom?: number;
}

/** The hexes a board's picture must hold: for an animation's framing, every frame's together. */
export const squadronHexes = (board: squadron.SquadronBoard): Hex[] => board.bases.flatMap((b) => [b.hex, ...b.trail]);

/** The map drawn, with where its labels went and what they kept off (the tests measure both). */
export function composeSquadronMap(
  board: squadron.SquadronBoard,
  words: SquadronMapWords,
  framing?: SquadronFraming,
  /** Where the picture is drawn: a new canvas, unless the caller lends one (canvas-pool.ts). */
  make: CanvasMaker = createCanvas,
): { canvas: Canvas; placement: Placement; obstacles: Obstacles } {
  registerFonts();
  const hexes = window(board, framing?.hexes);
  const width = framing?.width ?? 1024;
  const rows = (n: number) => panelRoom(Math.max(n, framing?.panelRows ?? 0));
  const shotPanel: PanelLine[] = words.shots.map((shot, i) => ({ n: i + 1, text: shot.line }));
  // Plates sent to the panel are numbered after the results (an animation's: after its last frame's).
  const firstPanel = Math.max(framing?.panelFrom ?? 0, shotPanel.length + 1);
  const sideIndex = (side: string) =>
    Math.max(
      0,
      board.sides.findIndex((s) => s.id === side),
    );
  const labels = (frame: Frame, rulers: readonly Box[]) => {
    const obstacles: Obstacles = {
      units: baseBoxes(frame, board),
      paths: squadronPaths(frame, board, words),
      written: rulers,
      soft: hexBoxes(
        frame,
        board.obstacles.map((o) => o.hex),
      ),
      area: mapArea(frame),
    };
    // Results first (they matter most), then the ships' plates.
    const requests = [...shotRequests(frame, board, words), ...plateRequests(frame, board, words, sideIndex)];
    return { requests, obstacles };
  };
  // Where labels go is settled first: a plate with no room goes to the panel, which needs room under the map.
  const scratch = createCanvas(1, 1).getContext('2d');
  const first = squadronFrame(hexes, rows(shotPanel.length), width);
  const trial = labels(first, drawEdgeLabels(scratch, first, hexes, baseBoxes(first, board)));
  const overflow = placeLabels(trial.requests, trial.obstacles, measureWith(scratch), firstPanel).panel.length;
  const frame = overflow > 0 ? squadronFrame(hexes, rows(shotPanel.length + overflow), width) : first;
  const canvas = make(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  withinMap(ctx, frame, () => {
    drawGrid(ctx, frame, hexes, []);
    drawMatEdge(ctx, frame, board);
    drawObstacles(ctx, frame, board);
  });
  const rulers = drawEdgeLabels(ctx, frame, hexes, baseBoxes(frame, board));
  const { requests, obstacles } = labels(frame, rulers);
  const placement = placeLabels(requests, obstacles, measureWith(ctx), firstPanel);
  withinMap(ctx, frame, () => {
    for (const base of board.bases) drawTrail(ctx, frame, base, PALETTE.sides[sideIndex(base.side)] ?? PALETTE.text);
    drawShots(ctx, frame, board, words);
    for (const base of board.bases) drawBase(ctx, frame, base, sideIndex(base.side));
    drawPlacement(ctx, placement);
  });
  const panel = [...shotPanel, ...placement.panel];
  drawPanel(ctx, frame, panel);
  drawChrome(ctx, { ...frame, mapBottom: frame.mapBottom + panelRoom(panel.length) * frame.text }, words, board);
  return { canvas, placement, obstacles };
}

/** The map as a PNG. */
export function renderSquadronMap(board: squadron.SquadronBoard, words: SquadronMapWords): Promise<Buffer> {
  return encodeOnLentCanvas((make) => composeSquadronMap(board, words, undefined, make).canvas);
}
