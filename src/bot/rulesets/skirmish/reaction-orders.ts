/**
 * The allocation reaction's option words (seed 003, Save Roll: the defender's order of groups): the
 * options are the engine's group ids joined by `>` (`g2>g1`), with `+brace` where Brace for Impact is
 * affordable. reaction-words.ts says an option part by part at `+`, so the catalogue holds every order
 * of up to five groups ("Group 2 → Group 1") and `brace` ("Brace for Impact"): a player never reads
 * `g1`. Built here once for each language from its word for a group.
 */
import type { StringTree } from '../../locales/index.js';

/** The most groups a unit of ours splits into (characters each alone, the rest by W/Sv/InSv). */
export const MOST_GROUPS = 5;

function orders(ids: readonly string[]): string[][] {
  if (ids.length <= 1) return [[...ids]];
  return ids.flatMap((id, i) => orders([...ids.slice(0, i), ...ids.slice(i + 1)]).map((rest) => [id, ...rest]));
}

/** Every order of 1 to MOST_GROUPS groups as option words: `g2>g1` -> "Group 2 → Group 1". */
export function allocationOrderWords(group: (n: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let count = 1; count <= MOST_GROUPS; count++) {
    const ids = Array.from({ length: count }, (_, i) => `g${i + 1}`);
    for (const order of orders(ids)) out[order.join('>')] = order.map((g) => group(g.slice(1))).join(' → ');
  }
  return out;
}

/** The allocation kind's option words in one language. */
export const allocationOptions = (group: (n: string) => string, brace: string, pass: string): StringTree => ({
  ...allocationOrderWords(group),
  brace,
  pass,
});
