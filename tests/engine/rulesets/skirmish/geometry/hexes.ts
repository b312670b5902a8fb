/** Hexes by label for skirmish's geometry and movement tests ("1005": column 10, row 5). */
import type { Hex } from '../../../../../src/engine/core/hex.js';
import { formatHex, parseHex } from '../../../../../src/engine/core/hex-label.js';
import type { Terrain } from '../../../../../src/engine/rulesets/skirmish/data/schema.js';

export const h = (label: string): Hex => {
  const hex = parseHex(label);
  if (!hex) throw new Error(`not a hex label: ${label}`);
  return hex;
};
export const hs = (...labels: string[]): Hex[] => labels.map(h);
export const labels = (hexes: readonly Hex[]): string[] => hexes.map(formatHex);

export const piece = (kind: Terrain['kind'], height: number, ...at: string[]): Terrain => ({
  kind,
  height,
  hexes: hs(...at),
});
