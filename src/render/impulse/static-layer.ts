/**
 * What a map draws the same from one impulse to the next (issue 40): the background, the terrain and
 * the grid's outlines, for one frame (size, scale, offset, map area) and one terrain. Drawn once and
 * kept, then copied onto each map that needs it: the maps of a game in one place, and every frame of
 * an animation, share it. The hexes around the action, the highlight and the edge rulers change with
 * the ships (the rulers keep clear of what is drawn), so they are drawn on each map over this layer.
 * Copying the layer gives the very pixels drawing it did (an opaque picture, laid at 0,0, 1:1).
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { Hex } from '../../engine/index.js';
import type { BoardView } from '../../engine/rulesets/impulse/index.js';
import { withinMap } from '../clip.js';
import { drawGrid } from '../draw-grid.js';
import { drawTerrain } from './draw-terrain.js';
import type { Frame } from '../layout.js';
import { PALETTE } from '../palette.js';

/**
 * Layers kept, each one picture's pixels (4-7 MB): a few games at once. The fleet battle's map after
 * each of its 870 commands needs 186 layers, and 78% of the maps find theirs kept with 4 (77% with 1):
 * the frame follows the action, so it stays put for a while, then moves on.
 */
const KEPT = 4;

const layers = new Map<string, Canvas>();

/** The static layer of a map in `frame` with `terrain`, its `hexes` outlined: kept, or drawn and kept. */
export function staticLayer(frame: Frame, terrain: BoardView['terrain'], hexes: readonly Hex[]): Canvas {
  const key = JSON.stringify([frame, terrain]);
  const kept = layers.get(key);
  if (kept) {
    // Most recently used last: the first in the map is the one to drop.
    layers.delete(key);
    layers.set(key, kept);
    return kept;
  }
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  // The map layers stay inside the map area: nothing spills over the header or the legend.
  withinMap(ctx, frame, () => {
    drawTerrain(ctx, frame, { terrain } as BoardView);
    drawGrid(ctx, frame, hexes, []);
  });
  layers.set(key, canvas);
  if (layers.size > KEPT) layers.delete(layers.keys().next().value as string);
  return canvas;
}
