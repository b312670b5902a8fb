/**
 * The part of a rectangular board a map draws (the `fleet`, `squadron` and `skirmish` maps): the
 * board's hexes in offset columns and rows, and the window around what must be shown, two hexes
 * around, at least so many columns by rows, never beyond the board.
 */
import type { Hex } from '../engine/index.js';

/** A hex's offset column and row (odd-q, from 1), as the boards number them. */
export const offsetOf = (h: Hex): { col: number; row: number } => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });

/** Every hex of a board `cols` by `rows`, column by column. */
export function boardHexes(cols: number, rows: number): Hex[] {
  const hexes: Hex[] = [];
  for (let col = 1; col <= cols; col++)
    for (let row = 1; row <= rows; row++) hexes.push({ q: col, r: row - (col - (col & 1)) / 2 });
  return hexes;
}

export interface WindowRules {
  /** The board's size. */
  readonly cols: number;
  readonly rows: number;
  /** The window is never narrower nor shallower than this (where the board allows). */
  readonly leastCols: number;
  readonly leastRows: number;
  /**
   * Where what is shown spans two thirds of the board's width (or depth), the whole of it, so the
   * edges and deployment zones read (the `skirmish` map).
   */
  readonly wholeFromTwoThirds?: boolean;
}

/** The board's hexes within the window around `shown`; the whole board where nothing must be shown. */
export function mapWindow(shown: readonly Hex[], rules: WindowRules): Hex[] {
  const all = boardHexes(rules.cols, rules.rows);
  const points = shown.map(offsetOf);
  if (points.length === 0) return all;
  const span = (lo: number, hi: number, least: number, max: number): [number, number] => {
    if (rules.wholeFromTwoThirds && hi - lo + 1 >= (max * 2) / 3) return [1, max];
    let a = Math.max(1, lo - 2);
    let b = Math.min(max, hi + 2);
    while (b - a + 1 < Math.min(least, max)) {
      if (a > 1) a -= 1;
      if (b - a + 1 < least && b < max) b += 1;
    }
    return [a, b];
  };
  const [c0, c1] = span(
    Math.min(...points.map((p) => p.col)),
    Math.max(...points.map((p) => p.col)),
    rules.leastCols,
    rules.cols,
  );
  const [r0, r1] = span(
    Math.min(...points.map((p) => p.row)),
    Math.max(...points.map((p) => p.row)),
    rules.leastRows,
    rules.rows,
  );
  return all.filter((h) => {
    const { col, row } = offsetOf(h);
    return col >= c0 && col <= c1 && row >= r0 && row <= r1;
  });
}
