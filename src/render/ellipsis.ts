/** Text cut with an ellipsis to fit `width` pixels in the context's current font. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { textWidth } from './text-width.js';

export function ellipsis(ctx: SKRSContext2D, text: string, width: number): string {
  if (textWidth(ctx, text) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(ctx, `${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}
