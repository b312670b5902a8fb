/**
 * How far each model can go (issue 44; other-systems.md 4.5: "the bot plans every model's path ...
 * under the unit's M"): the cheapest path cost from where the model stands to each hex its base may
 * reach within the allowance, a step costing 1 plus the height climbed or dropped (Dijkstra with a
 * bucket per cost, bounded by the allowance; hexes as numbers inside the loop).
 */
import { type Hex, hexKey, neighbours } from '../../../core/hex.js';
import { heightByNumber, hexNumber } from '../geometry/board.js';
import { type MoveContext, passable } from './context.js';

export interface Reached {
  readonly hex: Hex;
  readonly cost: number;
}

/** Every hex model `i` can reach from `start` within `allowance`, by key (the start at cost 0). */
export function reach(ctx: MoveContext, i: number, start: Hex, allowance: number): Map<string, Reached> {
  const height = heightByNumber(ctx.state);
  const best = new Map<number, Reached>([[hexNumber(start), { hex: start, cost: 0 }]]);
  const buckets: Hex[][] = [[start]];
  const done = new Set<number>();
  const open = new Map<number, boolean>();
  const canPass = (h: Hex, key: number): boolean => {
    const known = open.get(key);
    if (known !== undefined) return known;
    const ok = passable(ctx, i, h);
    open.set(key, ok);
    return ok;
  };
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const h of buckets[cost] ?? []) {
      const key = hexNumber(h);
      if (done.has(key)) continue;
      done.add(key);
      const here = height(key);
      for (const n of neighbours(h)) {
        const nk = hexNumber(n);
        const c = cost + 1 + Math.abs(height(nk) - here);
        if (c > allowance || (best.get(nk)?.cost ?? Infinity) <= c || !canPass(n, nk)) continue;
        best.set(nk, { hex: n, cost: c });
        while (buckets.length <= c) buckets.push([]);
        (buckets[c] as Hex[]).push(n);
      }
    }
  }
  return new Map([...best.values()].map((r) => [hexKey(r.hex), r]));
}

/** The model's reach from its own hex, memoised per context and allowance. */
export function reachOf(ctx: MoveContext, i: number, from: Hex, allowance: number): Map<string, Reached> {
  const memo = reachMemo.get(ctx) ?? new Map<string, Map<string, Reached>>();
  reachMemo.set(ctx, memo);
  const key = `${i}:${hexKey(from)}:${allowance}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const map = reach(ctx, i, from, allowance);
  memo.set(key, map);
  return map;
}

const reachMemo = new WeakMap<MoveContext, Map<string, Map<string, Reached>>>();
