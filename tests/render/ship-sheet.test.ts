/** The ship sheet keeps every line on the picture: a long weapon line (a translated name) is set smaller, not cut. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_WORDS, renderShipSheet } from '../../src/render/index.js';
import { PALETTE } from '../../src/render/index.js';
import { MOMENTS } from '../fixtures/mid-game.js';
import { boardAt, decode, hexColour } from '../helpers/pictures.js';

describe('renderShipSheet', () => {
  test('a weapon line wider than the sheet is set smaller and ends inside it', async () => {
    const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
    const ship = view.ships[0];
    if (!ship) throw new Error('no ship');
    const long = { ...DEFAULT_WORDS, sheet: { ...DEFAULT_WORDS.sheet, weapon: () => 'W'.repeat(60) } };
    const sheet = decode(await renderShipSheet(view, ship.id, long));
    const background = hexColour(PALETTE.background);
    // The last columns of the sheet stay background from top to bottom: no letter runs off its edge.
    for (let x = sheet.width - 6; x < sheet.width; x++)
      for (let y = 0; y < sheet.height; y++) expect(sheet.at(x, y), `${x},${y}`).toEqual(background);
  });
});
