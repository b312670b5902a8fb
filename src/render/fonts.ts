/**
 * Fonts for every image, bundled through npm (the @fontsource packages), so `npm ci` on a fresh
 * machine and the Docker image draw the same glyphs: Noto Sans (Latin, Cyrillic, Greek), Noto Sans
 * Arabic, and Noto Sans SC and TC for Chinese. Each package splits a font into unicode-range files;
 * all of them register under one family, and the font stack falls back script by script.
 */
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

const PACKAGES = [
  ['@fontsource/noto-sans', 'Noto Sans'],
  ['@fontsource/noto-sans-arabic', 'Noto Sans Arabic'],
  ['@fontsource/noto-sans-sc', 'Noto Sans SC'],
  ['@fontsource/noto-sans-tc', 'Noto Sans TC'],
] as const;

/** The font stack for every text drawn: Latin first, then the scripts it lacks. */
export const FONT_STACK = PACKAGES.map(([, family]) => `"${family}"`).join(', ');

export const font = (px: number, bold = false): string => `${bold ? 'bold ' : ''}${Math.round(px)}px ${FONT_STACK}`;

let registered = false;

/** Registers the bundled fonts once per process (regular and bold). */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const [pkg, family] of PACKAGES) {
    const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
    for (const file of readdirSync(dir).sort()) {
      // Each file carries its own weight (400 or 700), which is how bold text finds the bold face.
      if (/-(400|700)-normal\.woff2$/.test(file) && !GlobalFonts.registerFromPath(join(dir, file), family)) {
        throw new Error(`font file ${file} of ${pkg} did not register`);
      }
    }
  }
  registered = true;
}
