/**
 * A report cut to the room a message has: whole lines while they fit, then the reader's "more"
 * line saying the rest was left out (the `fleet` and `skirmish` reports).
 */

/** Lines joined up to `room` characters; where they do not all fit, `more` takes the last place. */
export function linesWithin(lines: readonly string[], room: number, more: string): string {
  const out: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > room - more.length - 1) {
      out.push(more);
      break;
    }
    out.push(line);
    used += line.length + 1;
  }
  return out.join('\n').slice(0, room);
}
