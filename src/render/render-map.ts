/**
 * `renderMap(view, options)`: the board as a PNG. The frame follows the action (every ship and
 * missile, and terrain near them, with a margin), layers are drawn in a fixed order, and nothing
 * depends on the clock or on chance, so the same view always gives the same bytes.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type BoardView, type Hex, hexDistance } from '../engine/index.js';
import { drawHeader, drawLegend, extraLegendRows } from './draw-chrome.js';
import { drawEdgeLabels, drawGrid, drawTerrain, visibleHexes } from './draw-grid.js';
import { drawExplosions, drawHighlight, drawMissiles, drawShots, drawTrails, shotLabels } from './draw-overlays.js';
import { withinMap } from './clip.js';
import { placeLabels } from './labels.js';
import { drawShips } from './draw-ships.js';
import { registerFonts } from './fonts.js';
import { DEFAULT_FRAME, type Frame, type FrameRules, fitFrame, toPixel } from './layout.js';
import { PALETTE } from './palette.js';
import { DEFAULT_WORDS, type PictureWords } from './words.js';

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
}

const highlighted = (view: BoardView, options: RenderOptions): readonly Hex[] =>
  options.highlight && view.focus ? view.focus[options.highlight] : [];

/** Terrain this close to a ship is framed too. */
const NEARBY_TERRAIN = 4;

/** The hexes the picture must show. */
export function hexesToShow(view: BoardView): Hex[] {
  const ships = view.ships.filter((s) => s.status === 'active').map((s) => s.hex);
  const missiles = view.missiles.map((m) => m.hex);
  // Both ends of this impulse's trails and shots, and missiles' targets, so no line runs off the picture.
  const lines = [...view.trails, ...view.shots].flatMap((l) => [l.from, l.to]);
  const targets = view.missiles.flatMap((m) => (m.target ? [m.target] : []));
  const focus = [...ships, ...missiles, ...view.explosions, ...lines, ...targets];
  const terrain = view.terrain
    .flatMap((t) => t.hexes)
    .filter((h) => focus.some((f) => hexDistance(f, h) <= NEARBY_TERRAIN));
  return [...focus, ...terrain];
}

/** The hexes holding ships, each once: outlined so a ship's hex reads at a glance. */
function aroundAction(view: BoardView): Hex[] {
  const seen = new Map<string, Hex>();
  for (const s of view.ships) if (s.status === 'active') seen.set(`${s.hex.q},${s.hex.r}`, s.hex);
  return [...seen.values()];
}

/** Missiles are obstacles for plates too. */
function missileBoxes(frame: Frame, view: BoardView): { x: number; y: number; w: number; h: number }[] {
  const r = Math.max(frame.hexSize * 0.22, frame.text * 0.3) * 1.2;
  return view.missiles.map((m) => {
    const c = toPixel(frame, m.hex);
    return { x: c.x - r, y: c.y - r, w: r * 2, h: r * 2 };
  });
}

export function frameFor(view: BoardView, options: RenderOptions = {}): Frame {
  const hexes = [...hexesToShow(view), ...highlighted(view, options), ...(options.extraHexes ?? [])];
  const rules = options.frame ?? DEFAULT_FRAME;
  const frame = fitFrame(hexes, rules);
  // A legend that takes more lines in the reader's language than the room under the map gets a line
  // of room for each (the width, and so the text size, stays the same); English always fits.
  const extra = extraLegendRows(frame, view, (options.words ?? DEFAULT_WORDS).map);
  return extra > 0 ? fitFrame(hexes, { ...rules, legendLines: rules.legendLines + 1.2 * extra }) : frame;
}

export function renderMap(view: BoardView, options: RenderOptions = {}): Buffer {
  registerFonts();
  const frame = frameFor(view, options);
  const words = (options.words ?? DEFAULT_WORDS).map;
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
  // Edge numbers before ships and plates: a name may cover a row number, never the reverse.
  drawEdgeLabels(ctx, frame, hexes);
  withinMap(ctx, frame, () => {
    options.overlay?.(ctx, frame);
    drawTrails(ctx, frame, view);
    drawMissiles(ctx, frame, view);
    drawShots(ctx, frame, view);
    drawExplosions(ctx, frame, view);
    const ships = drawShips(ctx, frame, view, words, options.markers);
    // Plates last, in order of importance: damage, then each ship's name and markers.
    placeLabels(
      ctx,
      [...shotLabels(frame, view, words), ...ships.plates],
      [...ships.tokens, ...missileBoxes(frame, view)],
      { top: frame.mapTop, bottom: frame.mapBottom },
    );
  });
  drawHeader(ctx, frame, view, words, options.header);
  drawLegend(ctx, frame, view, words);
  return canvas.toBuffer('image/png');
}
