/**
 * A ship's dial written as the open-source X-Wing data does (issue 14; ../shared/reference/
 * other-systems.md section 2.7, `xwing-data2`'s dial strings): `<speed><bearing><colour>`, such as
 * `2FW` (white straight 2), `3ER` (red Tallon Roll left 3) or `0OR` (red stop). Bearings: T/Y turn
 * left/right, B/N bank left/right, F straight, K Koiogran, L/P Segnor's Loop left/right, E/R Tallon
 * Roll left/right, O stop. Colours: W white, G green (the first edition seed 001 follows; the second
 * edition's B blue reads as green), R red. Reverse manoeuvres (A, D, S) are not on our dials.
 */
import { z } from 'zod';
import { type Bearing, type Difficulty, isManoeuvre, type Manoeuvre } from '../manoeuvres.js';

const BEARING_CODES: Readonly<Record<string, Bearing>> = {
  T: 'turnLeft',
  Y: 'turnRight',
  B: 'bankLeft',
  N: 'bankRight',
  F: 'straight',
  K: 'koiogran',
  L: 'segnorLeft',
  P: 'segnorRight',
  E: 'tallonLeft',
  R: 'tallonRight',
  O: 'stop',
};
const COLOUR_CODES: Readonly<Record<string, Difficulty>> = { W: 'white', G: 'green', B: 'green', R: 'red' };

export interface DialEntry extends Manoeuvre {
  readonly difficulty: Difficulty;
}

/** One dial string read, or why not. */
export function readDialEntry(text: string): DialEntry | string {
  const match = /^([0-5])([A-Z])([A-Z])$/.exec(text);
  if (!match) return `"${text}" is not <speed><bearing><colour>, such as 2FW`;
  const bearing = BEARING_CODES[match[2] ?? ''];
  const difficulty = COLOUR_CODES[match[3] ?? ''];
  if (!bearing) return `"${text}": ${match[2]} is not a bearing (T Y B N F K L P E R O)`;
  if (!difficulty) return `"${text}": ${match[3]} is not a colour (W G R)`;
  const entry = { speed: Number(match[1]), bearing, difficulty };
  if (!isManoeuvre(entry)) return `"${text}": there is no ${bearing} at speed ${entry.speed}`;
  return entry;
}

/** A dial as stored in a ship class: each string valid, none twice. */
export const DialSchema = z
  .array(z.string())
  .min(1)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    for (const [i, text] of entries.entries()) {
      const read = readDialEntry(text);
      if (typeof read === 'string') ctx.addIssue({ code: 'custom', path: [i], message: read });
      const key = text.slice(0, 2);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `"${text}": ${key} is on the dial twice` });
      seen.add(key);
    }
  });

/** The dial's entries, read (the schema has checked each). */
export const readDial = (entries: readonly string[]): DialEntry[] =>
  entries.map(readDialEntry).filter((e): e is DialEntry => typeof e !== 'string');
