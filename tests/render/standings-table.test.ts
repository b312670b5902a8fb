import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { translator } from '../../src/bot/locales/index.js';
import { pictureWords } from '../../src/bot/presentation/picture-words.js';
import { renderStandings } from '../../src/render/index.js';
import { seasonTable } from '../fixtures/league-season.js';
import { decode, differingShare } from '../helpers/pictures.js';

describe('the league standings picture (issue 17, deliverable 6)', () => {
  test.each(['en-US', 'zh-CN'] as const)('%s matches its golden image', async (locale) => {
    const golden = decode(readFileSync(new URL(`../fixtures/images/standings-${locale}.png`, import.meta.url)));
    const now = decode(await renderStandings(seasonTable(), pictureWords(translator(locale)).standings));
    expect(differingShare(now, golden)).toBeLessThan(0.005);
  });

  test('phone-first: 720 pixels wide, one row per player and a row for the heads', async () => {
    const table = seasonTable();
    const png = decode(await renderStandings(table));
    expect(png.width).toBe(720);
    const shorter = decode(await renderStandings({ ...table, rows: table.rows.slice(0, 4) }));
    // Each row is the same height: four fewer rows, four rows' height less.
    expect((png.height - shorter.height) % 4).toBe(0);
    expect(png.height).toBeGreaterThan(shorter.height);
  });

  test.each(['pt-BR', 'zh-TW'] as const)('%s words draw too', async (locale) => {
    const png = await renderStandings(seasonTable(), pictureWords(translator(locale)).standings);
    expect(png.length).toBeGreaterThan(1000);
  });
});
