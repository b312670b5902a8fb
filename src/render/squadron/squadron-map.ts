/**
 * The `squadron` map (issue 14, deliverable 6): the mat with its hex numbers, obstacles, each base
 * (round for the first side, square for the second, so colour never carries the side alone) with its
 * firing arc, its tokens (focus, evade, stress, cloak, disarmed, reinforce) as shapes with counts,
 * its lock pairs by letter (blue: the lock it holds; red: locks on it), the manoeuvre flown this
 * round and its trail, and this stretch's attacks with their results. Every word is the caller's.
 */
import { encodePng } from '../encode.js';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { squadron } from '../../engine/index.js';
import { type Hex } from '../../engine/index.js';
import { font, registerFonts } from '../fonts.js';
import { type Frame, fitFrame, hexCorners, toPixel } from '../layout.js';
import { PALETTE } from '../palette.js';
import { drawEdgeLabels, drawGrid } from '../draw-grid.js';
import { type Box, type LabelRequest, placeLabels } from '../labels.js';
import { withinMap } from '../clip.js';
import { drawFireLine } from '../draw-overlays.js';

export interface SquadronMapWords {
  /** The two header lines: the game and the moment. */
  readonly header: readonly [string, string];
  /** A base's plate: its name and what it flew ("Mira Sol 8 · 2↑"), by base id. */
  readonly plates: Readonly<Record<string, string>>;
  /** A shot's marker text ("2 hits, 1 crit"), by attacker id and defender id. */
  readonly shots: readonly { readonly attacker: string; readonly defender: string; readonly text: string }[];
  /** The legend: token words in order focus, evade, stress, cloak, disarmed, reinforce, lock, obstacle. */
  readonly legend: readonly string[];
  /** How to read a hex's number off the edge rulers, under the token words. */
  readonly rulers: string;
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

const matHexes = (board: squadron.SquadronBoard): Hex[] => {
  const hexes: Hex[] = [];
  for (let col = 1; col <= board.cols; col++)
    for (let row = 1; row <= board.rows; row++) hexes.push({ q: col, r: row - (col - (col & 1)) / 2 });
  return hexes;
};

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
  const radius = RADIUS[base.size] * SQRT3 * frame.hexSize * 0.95;
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
  const size = Math.max(frame.text * 0.42, frame.hexSize * 0.22);
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

function plateRequests(frame: Frame, board: squadron.SquadronBoard, words: SquadronMapWords): LabelRequest[] {
  return board.bases.flatMap((base) => {
    const lines = (words.plates[base.id] ?? '').split('\n').filter(Boolean);
    if (lines.length === 0) return [];
    const c = toPixel(frame, base.hex);
    const r = RADIUS[base.size] * SQRT3 * frame.hexSize;
    const h = frame.text * 1.25 * lines.length;
    // Below, above, beside, then further out in eight directions: the first free spot wins.
    const near = [
      { x: c.x, y: c.y + r + h / 2 + 2 },
      { x: c.x, y: c.y - r - h / 2 - 2 },
      { x: c.x + r + frame.text * 4, y: c.y },
      { x: c.x - r - frame.text * 4, y: c.y },
    ];
    const far = [1.6, 2.4, 3.4].flatMap((k) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
        x: c.x + Math.cos((i * Math.PI) / 4 + Math.PI / 2) * (r + h) * k * 1.4,
        y: c.y + Math.sin((i * Math.PI) / 4 + Math.PI / 2) * (r + h) * k,
      })),
    );
    const spots = [...near, ...far];
    return [
      {
        lines: lines.map((text, i) => ({ text, colour: i === 0 ? PALETTE.text : PALETTE.muted })),
        // Where the whole plate would cover something, the name alone (the sheet and the status keep the rest).
        short: [{ text: lines[0] ?? '', colour: PALETTE.text }],
        size: frame.text,
        background: 'rgba(16,20,28,0.85)',
        spots,
        anchor: { x: c.x, y: c.y, near: r, colour: PALETTE.muted },
      },
    ];
  });
}

function shotRequests(frame: Frame, board: squadron.SquadronBoard, words: SquadronMapWords): LabelRequest[] {
  const at = (id: string) => board.bases.find((b) => b.id === id);
  return words.shots.flatMap((shot) => {
    const from = at(shot.attacker);
    const to = at(shot.defender);
    if (!from || !to) return [];
    const a = toPixel(frame, from.hex);
    const b = toPixel(frame, to.hex);
    const along = (f: number) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
    return [
      {
        lines: [{ text: shot.text, colour: PALETTE.text }],
        size: frame.text,
        background: '#5a2410',
        spots: [0.55, 0.45, 0.65, 0.35, 0.75].map(along),
      },
    ];
  });
}

/** What plates must not cover: every base. */
function baseBoxes(frame: Frame, board: squadron.SquadronBoard): Box[] {
  return board.bases.map((base) => {
    const c = toPixel(frame, base.hex);
    const r = RADIUS[base.size] * SQRT3 * frame.hexSize;
    return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
  });
}

function drawChrome(ctx: SKRSContext2D, frame: Frame, words: SquadronMapWords): void {
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
  words.legend.forEach((word, i) => {
    const [colour, shape, mark] = shapes[i] ?? [PALETTE.text, 'circle', ''];
    const width = size * 3 + ctx.measureText(word).width + frame.text;
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
}

const offsetOf = (h: Hex) => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });

/**
 * The part of the mat worth drawing: every base, its trail and every obstacle, two hexes around,
 * at least 14 columns by 12 rows, never beyond the mat. A crowded fight gets larger hexes than the
 * whole mat would give, and the mat's edge is drawn where it shows.
 */
function window(board: squadron.SquadronBoard): Hex[] {
  const points = [...board.bases.flatMap((b) => [b.hex, ...b.trail]), ...board.obstacles.map((o) => o.hex)].map(
    offsetOf,
  );
  if (points.length === 0) return matHexes(board);
  const span = (lo: number, hi: number, least: number, max: number): [number, number] => {
    let a = Math.max(1, lo - 2);
    let b = Math.min(max, hi + 2);
    while (b - a + 1 < Math.min(least, max)) {
      if (a > 1) a -= 1;
      if (b - a + 1 < least && b < max) b += 1;
    }
    return [a, b];
  };
  const [c0, c1] = span(Math.min(...points.map((p) => p.col)), Math.max(...points.map((p) => p.col)), 14, board.cols);
  const [r0, r1] = span(Math.min(...points.map((p) => p.row)), Math.max(...points.map((p) => p.row)), 12, board.rows);
  return matHexes(board).filter((h) => {
    const { col, row } = offsetOf(h);
    return col >= c0 && col <= c1 && row >= r0 && row <= r1;
  });
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

/** The map as a PNG. */
export function renderSquadronMap(board: squadron.SquadronBoard, words: SquadronMapWords): Promise<Buffer> {
  registerFonts();
  const hexes = window(board);
  const frame = fitFrame(hexes, {
    margin: 1,
    minWidth: 720,
    maxWidth: 1280,
    maxHeight: 1400,
    minHexSize: 16,
    maxHexSize: 56,
    headerLines: 4.6,
    legendLines: 5.9,
  });
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  withinMap(ctx, frame, () => {
    drawGrid(ctx, frame, hexes, []);
    drawMatEdge(ctx, frame, board);
    drawObstacles(ctx, frame, board);
  });
  const rulers = drawEdgeLabels(ctx, frame, hexes);
  const sideIndex = (side: string) =>
    Math.max(
      0,
      board.sides.findIndex((s) => s.id === side),
    );
  withinMap(ctx, frame, () => {
    for (const base of board.bases) drawTrail(ctx, frame, base, PALETTE.sides[sideIndex(base.side)] ?? PALETTE.text);
    drawShots(ctx, frame, board, words);
    for (const base of board.bases) drawBase(ctx, frame, base, sideIndex(base.side));
  });
  // Results first (they matter most), then the ships' plates, none over a base.
  placeLabels(
    ctx,
    [...shotRequests(frame, board, words), ...plateRequests(frame, board, words)],
    baseBoxes(frame, board),
    {
      top: frame.mapTop,
      bottom: frame.mapBottom,
    },
    rulers,
  );
  drawChrome(ctx, frame, words);
  return encodePng(canvas);
}
