/** Text cut with an ellipsis to fit `width` pixels in the context's current font. */
import type { SKRSContext2D } from '@napi-rs/canvas';

export function ellipsis(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}
