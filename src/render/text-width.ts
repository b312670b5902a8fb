/**
 * Text widths, remembered: a map measures the same words many times (the legend wrapped to its
 * width, every candidate place of every label), and a width depends only on the font and the text.
 * Skia's measureText shapes the text each time; this keeps the answers, a bounded number of them.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';

const REMEMBERED = 20_000;
const widths = new Map<string, number>();

/** The width of `text` in the context's current font. */
export function textWidth(ctx: SKRSContext2D, text: string): number {
  const key = `${ctx.font}\u0000${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  const width = ctx.measureText(text).width;
  // Forgetting everything at the bound keeps this simple; a map's words are measured again at once.
  if (widths.size >= REMEMBERED) widths.clear();
  widths.set(key, width);
  return width;
}
