/**
 * Pure layout maths for the map picture: hex centres and corners in pixels (flat-topped hexes,
 * matching the engine's axial coordinates), the frame that follows the action, and the sizes that
 * keep text readable on a phone. No canvas here, so it is unit-tested directly.
 */
import type { Hex } from '../engine/index.js';

export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of a hex for hexes of circumradius `size`, before the frame's offset. */
export const hexCentre = (h: Hex, size: number): Point => ({ x: 1.5 * size * h.q, y: SQRT3 * size * (h.r + h.q / 2) });

/** The six corners of a flat-topped hex around `centre`, clockwise from the east corner. */
export const hexCorners = (centre: Point, size: number): Point[] =>
  Array.from({ length: 6 }, (_, i) => ({
    x: centre.x + size * Math.cos((Math.PI / 3) * i),
    y: centre.y + size * Math.sin((Math.PI / 3) * i),
  }));

/** The hex containing a pixel (cube rounding), the inverse of `hexCentre`. */
export function pixelToHex(p: Point, size: number): Hex {
  const q = ((2 / 3) * p.x) / size;
  const r = ((-1 / 3) * p.x + (SQRT3 / 3) * p.y) / size;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

export interface FrameRules {
  /** Hexes of margin around what must be shown. */
  readonly margin: number;
  /** The picture is never narrower than this (pixels) ... */
  readonly minWidth: number;
  /** ... nor wider (a phone-friendly maximum). */
  readonly maxWidth: number;
  readonly maxHeight: number;
  /**
   * Hex circumradius limits: the smallest that still reads (only a spread wider than the phone-friendly
   * maximum goes below it), and the largest worth drawing.
   */
  readonly minHexSize: number;
  readonly maxHexSize: number;
  /** Room above the map for the header, and below it for the legend (in units of the text size). */
  readonly headerLines: number;
  readonly legendLines: number;
}

export const DEFAULT_FRAME: FrameRules = {
  margin: 1,
  minWidth: 720,
  // 1024 rather than 1280: the same picture on a phone (text scales with the width), a third fewer
  // pixels to draw and send, and the crowded fleet battle stays under 400 KB.
  maxWidth: 1024,
  maxHeight: 1280,
  // As small, measured against the width, as 16 was on the 1280-pixel picture.
  minHexSize: 13,
  maxHexSize: 48,
  headerLines: 5.2,
  legendLines: 5.2,
};

export interface Frame {
  readonly width: number;
  readonly height: number;
  /** Hex circumradius in pixels. */
  readonly hexSize: number;
  /** Add to a `hexCentre` to get the pixel in the picture. */
  readonly offset: Point;
  /**
   * The smallest text size in the picture: shown 400 px wide on a phone it is still 14 px, Discord's
   * body text on a phone. No text is drawn smaller (headings larger).
   */
  readonly text: number;
  /** The map area, between header and legend. */
  readonly mapTop: number;
  readonly mapBottom: number;
}

/** Text size for a picture `width` pixels wide: 14 px or more when shown 400 px wide. */
export const textSizeFor = (width: number): number => Math.max(20, Math.ceil((width * 14) / 400));

/**
 * The frame that shows every hex in `hexes` with a margin, as large as the limits allow: the map
 * floats, so the frame follows the action instead of a fixed board.
 */
export function fitFrame(hexes: readonly Hex[], rules: FrameRules = DEFAULT_FRAME): Frame {
  const shown = hexes.length > 0 ? hexes : [{ q: 0, r: 0 }];
  const unit = shown.map((h) => hexCentre(h, 1));
  const minX = Math.min(...unit.map((p) => p.x)) - 1.5 * rules.margin - 1;
  const maxX = Math.max(...unit.map((p) => p.x)) + 1.5 * rules.margin + 1;
  const minY = Math.min(...unit.map((p) => p.y)) - SQRT3 * rules.margin - SQRT3 / 2;
  const maxY = Math.max(...unit.map((p) => p.y)) + SQRT3 * rules.margin + SQRT3 / 2;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const width = Math.min(rules.maxWidth, Math.max(rules.minWidth, Math.ceil(spanX * rules.maxHexSize)));
  const text = textSizeFor(width);
  const mapTop = Math.ceil(rules.headerLines * text);
  const chrome = mapTop + Math.ceil(rules.legendLines * text);
  const fitted = Math.min(width / spanX, (rules.maxHeight - chrome - 1) / spanY);
  // The width and height caps win over the smallest hex size: a very wide spread gets small hexes
  // rather than a picture whose text a phone shrinks below reading size.
  const hexSize = Math.min(rules.maxHexSize, fitted >= rules.minHexSize ? fitted : Math.max(fitted, 4));
  const mapHeight = Math.floor(spanY * hexSize);
  const pictureWidth = width;
  // Centre the action horizontally when the picture is wider than it needs to be.
  const offsetX = (pictureWidth - spanX * hexSize) / 2 - minX * hexSize;
  return {
    width: pictureWidth,
    height: mapTop + mapHeight + Math.ceil(rules.legendLines * text),
    hexSize,
    offset: { x: offsetX, y: mapTop - minY * hexSize },
    text,
    mapTop,
    mapBottom: mapTop + mapHeight,
  };
}

/** Pixel centre of a hex in the frame. */
export const toPixel = (frame: Frame, h: Hex): Point => {
  const c = hexCentre(h, frame.hexSize);
  return { x: c.x + frame.offset.x, y: c.y + frame.offset.y };
};

/** The hex under a pixel of the frame. */
export const toHex = (frame: Frame, p: Point): Hex =>
  pixelToHex({ x: p.x - frame.offset.x, y: p.y - frame.offset.y }, frame.hexSize);

/** The square each hex's inner circle stands in (80% of the hex): what labels keep off, or prefer to. */
export const hexBoxes = (frame: Frame, hexes: readonly Hex[]): { x: number; y: number; w: number; h: number }[] => {
  const r = frame.hexSize * 0.8;
  return hexes.map((h) => {
    const c = toPixel(frame, h);
    return { x: c.x - r, y: c.y - r, w: r * 2, h: r * 2 };
  });
};

/** The map area between header and legend, as a box: where labels may stand. */
export const mapArea = (frame: Frame): { x: number; y: number; w: number; h: number } => ({
  x: 0,
  y: frame.mapTop,
  w: frame.width,
  h: frame.mapBottom - frame.mapTop,
});
