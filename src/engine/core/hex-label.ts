/**
 * Wargame-style hex labels: column then row, each two digits ("0712" is column 7, row 12), in
 * "odd-q" offset coordinates (odd columns sit half a hex lower). The map floats and has no edge, so
 * a hex outside columns and rows 00-99 is written with a dot, such as "-3.12" or "104.07"; both
 * forms are accepted everywhere.
 */
import type { Hex } from './hex.js';

export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

export const toOffset = (h: Hex): OffsetCoord => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });
export const fromOffset = ({ col, row }: OffsetCoord): Hex => ({ q: col, r: row - (col - (col & 1)) / 2 });

const pad = (n: number): string => String(n).padStart(2, '0');
const compact = (n: number): boolean => n >= 0 && n <= 99;

export function formatHex(h: Hex): string {
  const { col, row } = toOffset(h);
  return compact(col) && compact(row) ? `${pad(col)}${pad(row)}` : `${col}.${row}`;
}

/** The hex a label names, or undefined when the text is not a hex label. */
export function parseHex(text: string): Hex | undefined {
  const trimmed = text.trim();
  const short = /^(\d{2})(\d{2})$/.exec(trimmed);
  if (short) return fromOffset({ col: Number(short[1]), row: Number(short[2]) });
  const long = /^(-?\d{1,4})\.(-?\d{1,4})$/.exec(trimmed);
  if (long) return fromOffset({ col: Number(long[1]), row: Number(long[2]) });
  return undefined;
}
