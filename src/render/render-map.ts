/**
 * `renderMap(view, options)`: the board as a PNG. The frame follows the action (every ship and
 * missile, the wrecks of this impulse, and every terrain feature near them, whole, with a margin);
 * layers are drawn in a fixed order, and nothing depends on the clock or on chance, so the same
 * view always gives the same pixels. `drawMap` gives the canvas itself (for an animation's frames).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type BoardView, type Hex, hexDistance } from '../engine/index.js';
import { PANEL_MAX, drawHeader, drawLegend, drawPanel, extraLegendRows, panelLines, panelRoom } from './draw-chrome.js';
import { drawEdgeLabels, drawGrid, drawTerrain, visibleHexes } from './draw-grid.js';
import {
  drawExplosions,
  drawHighlight,
  drawMissiles,
  drawShots,
  drawTrails,
  happeningMarkers,
  missileLabels,
} from './draw-overlays.js';
import { withinMap } from './clip.js';
import { encodePng } from './encode.js';
import { type Box, placeLabels } from './labels.js';
import { drawShips, wrecksOf } from './draw-ships.js';
import { registerFonts } from './fonts.js';
import { DEFAULT_FRAME, type Frame, type FrameRules, fitFrame, toPixel } from './layout.js';
import { PALETTE } from './palette.js';
import { DEFAULT_WORDS, type MapWords, type PictureWords } from './words.js';

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
  /** Drawn over the grid and under the ships, inside the map (a `vector` ship's projected track). */
  readonly overlay?: (ctx: SKRSContext2D, frame: Frame) => void;
  /** Room for at least this many panel lines (an animation's frames all keep the room of its last). */
  readonly panelRows?: number;
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
function terrainBoxes(frame: Frame, view: BoardView): Box[] {
  const r = frame.hexSize * 0.8;
  return view.terrain.flatMap((t) =>
    t.hexes.map((h) => {
      const c = toPixel(frame, h);
      return { x: c.x - r, y: c.y - r, w: r * 2, h: r * 2 };
    }),
  );
}

/** The frame and the room its panel takes (in units of the text size). */
function layout(view: BoardView, options: RenderOptions, words: MapWords): { frame: Frame; panel: number } {
  const hexes = [...hexesToShow(view), ...highlighted(view, options), ...(options.extraHexes ?? [])];
  const rules = options.frame ?? DEFAULT_FRAME;
  const first = fitFrame(hexes, rules);
  // The numbered panel adds height under the map: the map keeps its size, the picture grows.
  const panel = panelRoom(Math.min(PANEL_MAX, Math.max(options.panelRows ?? 0, panelLines(view, words).length)));
  const withPanel = {
    ...rules,
    legendLines: rules.legendLines + panel,
    maxHeight: rules.maxHeight + panel * first.text,
  };
  const frame = fitFrame(hexes, withPanel);
  // A legend that takes more lines in the reader's language than the room under the map gets a line
  // of room for each (the width, and so the text size, stays the same); English always fits.
  const extra = extraLegendRows(frame, view, words, panel);
  if (extra === 0) return { frame, panel };
  const more = 1.2 * extra;
  return {
    frame: fitFrame(hexes, {
      ...withPanel,
      legendLines: withPanel.legendLines + more,
      maxHeight: withPanel.maxHeight + more * frame.text,
    }),
    panel,
  };
}

export function frameFor(view: BoardView, options: RenderOptions = {}): Frame {
  return layout(view, options, (options.words ?? DEFAULT_WORDS).map).frame;
}

/** The map drawn on a canvas, not yet encoded. */
export function drawMap(view: BoardView, options: RenderOptions = {}): Canvas {
  registerFonts();
  const words = (options.words ?? DEFAULT_WORDS).map;
  const { frame, panel } = layout(view, options, words);
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  const hexes = visibleHexes(frame);
  // The map layers stay inside the map area: nothing spills over the header or the legend.
  withinMap(ctx, frame, () => {
    drawTerrain(ctx, frame, view);
    drawGrid(ctx, frame, hexes, aroundAction(view));
    drawHighlight(ctx, frame, highlighted(view, options));
  });
  const rulers = drawEdgeLabels(ctx, frame, hexes);
  withinMap(ctx, frame, () => {
    options.overlay?.(ctx, frame);
    drawTrails(ctx, frame, view);
    drawMissiles(ctx, frame, view);
    drawShots(ctx, frame, view);
    drawExplosions(ctx, frame, view);
    const ships = drawShips(ctx, frame, view, words, options.markers);
    const missiles = missileLabels(frame, view);
    // Plates last, in order of importance: the numbered markers, then names, then missiles' names.
    placeLabels(
      ctx,
      [...happeningMarkers(frame, view), ...ships.plates, ...missiles.plates],
      [...ships.tokens, ...missiles.boxes, ...terrainBoxes(frame, view)],
      { top: frame.mapTop, bottom: frame.mapBottom },
      rulers,
    );
  });
  drawHeader(ctx, frame, view, words, options.header);
  drawPanel(ctx, frame, panelLines(view, words));
  drawLegend(ctx, frame, view, words, panel);
  return canvas;
}

export function renderMap(view: BoardView, options: RenderOptions = {}): Promise<Buffer> {
  return encodePng(drawMap(view, options));
}
