/**
 * `renderMap(view, options)`: the board as a PNG. The frame follows the action (every ship and
 * missile, the wrecks of this impulse, and every terrain feature near them, whole, with a margin);
 * layers are drawn in a fixed order, and nothing depends on the clock or on chance, so the same
 * view always gives the same pixels. `drawMap` gives the canvas itself (for an animation's frames).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type Hex, hexDistance } from '../../engine/index.js';
import { type BoardView } from '../../engine/rulesets/impulse/index.js';
import { drawPanel, panelRoom } from '../draw-chrome.js';
import { PANEL_MAX, drawHeader, drawLegend, extraLegendRows, panelLines } from './map-chrome.js';
import { drawEdgeLabels, drawGrid, visibleHexes } from '../draw-grid.js';
import { terrainNames } from './draw-terrain.js';
import {
  drawExplosions,
  drawHighlight,
  drawMissiles,
  drawShots,
  drawTrails,
  explosionBoxes,
  happeningMarkers,
  mapPaths,
  missileLabels,
} from './draw-overlays.js';
import { withinMap } from '../clip.js';
import { type CanvasMaker, encodeOnLentCanvas } from '../canvas-pool.js';
import {
  type Box,
  type Obstacles,
  type Placement,
  type Segment,
  drawPlacement,
  measureWith,
  placeLabels,
} from '../placement/index.js';
import { drawShips, shipLabels, wrecksOf } from './draw-ships.js';
import { registerFonts } from '../fonts.js';
import { staticLayer } from './static-layer.js';
import { DEFAULT_FRAME, type Frame, type FrameRules, fitFrame, hexBoxes, mapArea } from '../layout.js';
import { DEFAULT_WORDS, type PictureWords } from '../picture-words.js';
import type { MapWords } from './words.js';

export interface RenderOptions {
  /**
   * Picks out the view's focus ship (`boardView(state, events, shipId)`): the hexes its next move can
   * reach, or the hexes its weapons cover in their arcs and ranges.
   */
  readonly highlight?: 'reach' | 'fireZone';
  readonly frame?: FrameRules;
  /** The header, legend and plates in the reader's language (English when left out). */
  readonly words?: PictureWords;
  /** The header's two lines in place of impulse's (a `vector` game says its own turn and phase). */
  readonly header?: readonly [string, string];
  /** More words on a ship's plate, by ship id (a `vector` ship's velocity and the weapons it has fired). */
  readonly markers?: Readonly<Record<string, string>>;
  /** More hexes the frame must show (a `vector` ship's projected track). */
  readonly extraHexes?: readonly Hex[];
  /**
   * Drawn over the grid and under the ships, inside the map (a `vector` ship's projected track); gives
   * back what it drew that labels must keep off (its lines, its numbers).
   */
  readonly overlay?: (ctx: SKRSContext2D, frame: Frame) => OverlayDrawn | void;
  /** Room for at least this many panel lines (an animation's frames all keep the room of its last). */
  readonly panelRows?: number;
  /**
   * The first number for labels sent to the panel, if higher than the view's own (after its last
   * happening's): an animation's frames all number from after its last frame's happenings, so a
   * ship's panel number does not change as the frames play and its happenings appear.
   */
  readonly panelFrom?: number;
}

/** What an overlay drew, for the label placer. */
export interface OverlayDrawn {
  readonly paths: readonly Segment[];
  readonly written: readonly Box[];
}

const highlighted = (view: BoardView, options: RenderOptions): readonly Hex[] =>
  options.highlight && view.focus ? view.focus[options.highlight] : [];

/** A terrain feature with a hex this close to the action is framed whole (a nebula's far side included). */
const NEARBY_TERRAIN = 6;

/** The hexes the picture must show. */
export function hexesToShow(view: BoardView): Hex[] {
  const ships = view.ships.filter((s) => s.status === 'active').map((s) => s.hex);
  const missiles = view.missiles.map((m) => m.hex);
  // Both ends of this impulse's trails and lines, wrecks and missiles' targets, so nothing runs off the picture.
  const lines = [...view.trails, ...view.shots].flatMap((l) => [l.from, l.to]);
  const happened = view.happenings.flatMap((h) => (h.kind === 'destroyed' ? [h.hex] : [h.from, h.to]));
  const targets = view.missiles.flatMap((m) => (m.target ? [m.target] : []));
  const focus = [...ships, ...missiles, ...view.explosions, ...lines, ...happened, ...targets];
  const terrain = view.terrain
    .filter((t) => t.hexes.some((h) => focus.some((f) => hexDistance(f, h) <= NEARBY_TERRAIN)))
    .flatMap((t) => t.hexes);
  return [...focus, ...terrain];
}

/** The hexes holding ships or wrecks, each once: outlined so a ship's hex reads at a glance. */
function aroundAction(view: BoardView): Hex[] {
  const seen = new Map<string, Hex>();
  for (const s of view.ships) if (s.status === 'active') seen.set(`${s.hex.q},${s.hex.r}`, s.hex);
  for (const w of wrecksOf(view)) seen.set(`${w.hex.q},${w.hex.r}`, w.hex);
  return [...seen.values()];
}

/** Terrain is an obstacle for plates too: a name never hides a planet, an asteroid field or a nebula. */
const terrainBoxes = (frame: Frame, view: BoardView): Box[] =>
  hexBoxes(
    frame,
    view.terrain.flatMap((t) => t.hexes),
  );

/** The frame and the room its panel takes (in units of the text size). */
function layout(
  view: BoardView,
  options: RenderOptions,
  words: MapWords,
  /** Panel lines for labels that did not fit on the map. */
  overflow = 0,
): { frame: Frame; panel: number; overflow: number } {
  const hexes = [...hexesToShow(view), ...highlighted(view, options), ...(options.extraHexes ?? [])];
  const rules = options.frame ?? DEFAULT_FRAME;
  const first = fitFrame(hexes, rules);
  // The numbered panel adds height under the map: the map keeps its size, the picture grows.
  // Up to PANEL_MAX lines of happenings, and a line for each label the map had no room for.
  const rows = Math.min(PANEL_MAX, Math.max(options.panelRows ?? 0, panelLines(view, words).length)) + overflow;
  const panel = panelRoom(rows);
  const withPanel = {
    ...rules,
    legendLines: rules.legendLines + panel,
    maxHeight: rules.maxHeight + panel * first.text,
  };
  const frame = fitFrame(hexes, withPanel);
  // A legend that takes more lines in the reader's language than the room under the map gets a line
  // of room for each (the width, and so the text size, stays the same); English always fits.
  const extra = extraLegendRows(frame, view, words, panel);
  if (extra === 0) return { frame, panel, overflow };
  const more = 1.2 * extra;
  return {
    frame: fitFrame(hexes, {
      ...withPanel,
      legendLines: withPanel.legendLines + more,
      maxHeight: withPanel.maxHeight + more * frame.text,
    }),
    panel,
    overflow,
  };
}

export function frameFor(view: BoardView, options: RenderOptions = {}): Frame {
  return layout(view, options, (options.words ?? DEFAULT_WORDS).map).frame;
}

/** Every label the map wants, most important first, and what they must keep off. */
function labelsFor(
  frame: Frame,
  view: BoardView,
  options: RenderOptions,
  words: MapWords,
  drawn: { rulers: readonly Box[]; overlay: OverlayDrawn | undefined },
) {
  const ships = shipLabels(frame, view, words, options.markers);
  const missiles = missileLabels(frame, view);
  const obstacles: Obstacles = {
    units: [
      ...ships.tokens,
      ...missiles.boxes,
      ...explosionBoxes(frame, view),
      // The highlighted hexes (a ship's reach or fire zone): a label over them hides the highlight.
      ...hexBoxes(frame, highlighted(view, options)),
    ],
    paths: [...mapPaths(frame, view), ...(drawn.overlay?.paths ?? []).map((segment) => ({ segment }))],
    written: [...drawn.rulers, ...(drawn.overlay?.written ?? [])],
    soft: terrainBoxes(frame, view),
    area: mapArea(frame),
  };
  // Ships' plates first (a ship nobody can name is the worst a map can do), then the numbered
  // markers (on their lanes, or beside them; each panel line says the rest), missiles' names, planets'.
  return {
    requests: [...ships.plates, ...happeningMarkers(frame, view), ...missiles.plates, ...terrainNames(frame, view)],
    obstacles,
  };
}

/** Whether two frames put the map in the same place at the same scale (the picture's height aside). */
const sameMapArea = (a: Frame, b: Frame): boolean =>
  a.width === b.width &&
  a.hexSize === b.hexSize &&
  a.mapTop === b.mapTop &&
  a.mapBottom === b.mapBottom &&
  a.offset.x === b.offset.x &&
  a.offset.y === b.offset.y;

/** The number after the last happening's: labels sent to the panel are numbered on from it. */
const nextNumber = (view: BoardView): number => Math.max(0, ...view.happenings.map((h) => h.n)) + 1;

/** The map drawn on a canvas, not yet encoded, with where its labels went (and what they kept off). */
export function composeMap(
  view: BoardView,
  options: RenderOptions = {},
  /** Where the picture is drawn: a new canvas, unless the caller lends one (canvas-pool.ts). */
  make: CanvasMaker = createCanvas,
): { canvas: Canvas; placement: Placement; obstacles: Obstacles } {
  registerFonts();
  const words = (options.words ?? DEFAULT_WORDS).map;
  // Where the labels go is decided before the picture is made: what does not fit needs panel lines
  // under the map. The map area is usually the same whatever the panel's room (the picture grows
  // instead), and then the placement stands; where the room changed it, the labels are placed again
  // in the new frame, until the panel has room for exactly what went to it.
  const scratch = createCanvas(1, 1).getContext('2d');
  const place = (frame: Frame) => {
    const { requests, obstacles } = labelsFor(frame, view, options, words, {
      rulers: drawEdgeLabels(scratch, frame, visibleHexes(frame)),
      overlay: options.overlay?.(scratch, frame) ?? undefined,
    });
    const first = Math.max(options.panelFrom ?? 0, nextNumber(view));
    return { placement: placeLabels(requests, obstacles, measureWith(scratch), first), obstacles };
  };
  let laid = layout(view, options, words);
  let placed = place(laid.frame);
  for (let tries = 0; tries < 3 && placed.placement.panel.length !== laid.overflow; tries++) {
    const next = layout(view, options, words, placed.placement.panel.length);
    if (!sameMapArea(laid.frame, next.frame)) placed = place(next.frame);
    laid = next;
  }
  const { frame, panel } = laid;
  const canvas = make(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  const hexes = visibleHexes(frame);
  // Background, terrain and grid, drawn once for this frame and terrain (static-layer.ts).
  ctx.drawImage(staticLayer(frame, view.terrain, hexes), 0, 0);
  // The map layers stay inside the map area: nothing spills over the header or the legend.
  withinMap(ctx, frame, () => {
    drawGrid(ctx, frame, [], aroundAction(view));
    drawHighlight(ctx, frame, highlighted(view, options));
  });
  drawEdgeLabels(ctx, frame, hexes);
  withinMap(ctx, frame, () => {
    options.overlay?.(ctx, frame);
    drawTrails(ctx, frame, view);
    drawMissiles(ctx, frame, view);
    drawShots(ctx, frame, view);
    drawExplosions(ctx, frame, view);
    drawShips(ctx, frame, view);
    drawPlacement(ctx, placed.placement);
  });
  const { placement, obstacles } = placed;
  const lines = [...panelLines(view, words), ...placement.panel];
  drawHeader(ctx, frame, view, words, options.header);
  drawPanel(ctx, frame, lines);
  drawLegend(ctx, frame, view, words, panel);
  return { canvas, placement, obstacles };
}

/** The map drawn on a canvas, not yet encoded. */
export function drawMap(view: BoardView, options: RenderOptions = {}): Canvas {
  return composeMap(view, options).canvas;
}

export function renderMap(view: BoardView, options: RenderOptions = {}): Promise<Buffer> {
  return encodeOnLentCanvas((make) => composeMap(view, options, make).canvas);
}
