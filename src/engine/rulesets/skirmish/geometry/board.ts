/**
 * The battlefield (issue 44; other-systems.md 4.5 "Scale" and "Line of sight and terrain"): the
 * mission's columns by rows of hex labels (core/hex-label.ts), counted from 1 (row 1 is the north
 * edge, the last row the south edge, as the missions' deployment bands count them), and the
 * terrain on each hex: its kind and height (0 off terrain). Moving into a hex costs 1 plus the
 * height climbed or dropped (4.5: "vertical distances ... a per-hex elevation integer").
 */
import type { BoardArea } from '../../../core/footprint.js';
import { type Hex, hexKey } from '../../../core/hex.js';
import { toOffset } from '../../../core/hex-label.js';
import type { Terrain } from '../data/schema.js';
import type { SkirmishState } from '../state.js';

type Board = Pick<SkirmishState, 'board'>;
type Ground = Pick<SkirmishState, 'terrain'>;

/** The play area: columns 1..cols and rows 1..rows of hex labels. */
export const boardArea = (state: Board): BoardArea => ({
  kind: 'rectangle',
  minCol: 1,
  minRow: 1,
  cols: state.board.cols,
  rows: state.board.rows,
});

/** The same test as `inArea(boardArea(state), h)`, without building the area on every call (moves ask often). */
export function onBoard(state: Board, h: Hex): boolean {
  const { col, row } = toOffset(h);
  return col >= 1 && col <= state.board.cols && row >= 1 && row <= state.board.rows;
}

/** The hex label row of a hex (1 = the north edge). */
export const boardRow = (h: Hex): number => toOffset(h).row;

const terrainCache = new WeakMap<readonly Terrain[], Map<string, Terrain>>();

/** Each terrain hex's piece (the first piece listing a hex wins), built once per terrain list. */
function terrainMap(state: Ground): Map<string, Terrain> {
  const cached = terrainCache.get(state.terrain);
  if (cached) return cached;
  const map = new Map<string, Terrain>();
  for (const piece of state.terrain) for (const h of piece.hexes) if (!map.has(hexKey(h))) map.set(hexKey(h), piece);
  terrainCache.set(state.terrain, map);
  return map;
}

export const terrainAt = (state: Ground, h: Hex): Terrain | undefined => terrainMap(state).get(hexKey(h));

export const heightAt = (state: Ground, h: Hex): number => terrainAt(state, h)?.height ?? 0;

/** A hex as one number (for the hot loops of path finding: no strings). */
export const hexNumber = (h: Hex): number => (h.q + 1024) * 4096 + (h.r + 1024);

const heightCache = new WeakMap<readonly Terrain[], Map<number, number>>();

/** `heightAt` by `hexNumber`, built once per terrain list. */
export function heightByNumber(state: Ground): (n: number) => number {
  let map = heightCache.get(state.terrain);
  if (!map) {
    map = new Map();
    for (const [key, piece] of terrainMap(state)) {
      const [q, r] = key.split(',').map(Number) as [number, number];
      map.set(hexNumber({ q, r }), piece.height);
    }
    heightCache.set(state.terrain, map);
  }
  const heights = map;
  return (n) => heights.get(n) ?? 0;
}

/** Kinds that give cover to a model in them or seen across them (4.5; seed 003 Hit Roll: -1 BS). */
export const COVER_TERRAIN: readonly Terrain['kind'][] = ['ruin', 'woods', 'crater'];

export const isCoverHex = (state: Ground, h: Hex): boolean => {
  const t = terrainAt(state, h);
  return t !== undefined && COVER_TERRAIN.includes(t.kind);
};

/** The cost of a step between neighbouring hexes: 1 plus the height climbed or dropped. */
export const hexCost = (state: Ground, from: Hex, to: Hex): number =>
  1 + Math.abs(heightAt(state, to) - heightAt(state, from));
