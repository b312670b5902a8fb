/**
 * Fonts for every image, bundled through npm (the @fontsource-variable packages), so `npm ci` on a
 * fresh machine and the Docker image draw the same glyphs: Noto Sans (Latin, Cyrillic, Greek), Noto
 * Sans Arabic, and Noto Sans SC and TC for Chinese. Each is a variable font with a weight axis, split
 * into unicode-range files (the package's wght.css says which file covers which range); all of a
 * package's files register under one family, and the font stack falls back script by script.
 * Regular and bold are two instances of the same files: the canvas picks the weight on the axis.
 */
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * Each package and the family it registers under. The alias matters: the files' own names differ
 * (SC and TC call themselves "Noto Sans SC Thin", after their default instance on the axis).
 */
const PACKAGES = [
  ['@fontsource-variable/noto-sans', 'Noto Sans'],
  ['@fontsource-variable/noto-sans-arabic', 'Noto Sans Arabic'],
  ['@fontsource-variable/noto-sans-sc', 'Noto Sans SC'],
  ['@fontsource-variable/noto-sans-tc', 'Noto Sans TC'],
] as const;

/** The upright weight-axis files; the italic, 'wdth' and 'standard' files repeat the same glyphs. */
const WEIGHT_AXIS_FILE = /-wght-normal\.woff2$/;

/** The font stack for every text drawn: Latin first, then the scripts it lacks. */
export const FONT_STACK = PACKAGES.map(([, family]) => `"${family}"`).join(', ');

export const font = (px: number, bold = false): string => `${bold ? 'bold ' : ''}${Math.round(px)}px ${FONT_STACK}`;

let registered = false;

/** Registers the bundled fonts once per process (every weight, regular and bold among them). */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const [pkg, family] of PACKAGES) {
    const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
    const files = readdirSync(dir)
      .filter((file) => WEIGHT_AXIS_FILE.test(file))
      .sort();
    if (files.length === 0) throw new Error(`no weight-axis font files in ${dir}`);
    for (const file of files) {
      if (!GlobalFonts.registerFromPath(join(dir, file), family)) {
        throw new Error(`font file ${file} of ${pkg} did not register`);
      }
    }
  }
  registered = true;
}
