/** The ship sheet keeps every line on the picture: a long weapon line (a translated name) is set smaller, not cut. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_WORDS, renderShipSheet } from '../../src/render/index.js';
import { PALETTE } from '../../src/render/index.js';
import { MOMENTS } from '../fixtures/mid-game.js';
import { boardAt, colourDistance, decode, hexColour } from '../helpers/pictures.js';

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

  test('a shield of ten boxes or more ("10/10") moves the boxes right: its count never runs under them', async () => {
    const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
    const ship = view.ships[0];
    if (!ship) throw new Error('no ship');
    const big = { ...ship, shields: { ...ship.shields, forward: { left: 12, max: 12, reinforced: 0 } } };
    const sheet = decode(await renderShipSheet({ ...view, ships: [big, ...view.ships.slice(1)] }, ship.id));
    const background = hexColour(PALETTE.background);
    const shield = hexColour(PALETTE.shield);
    // The forward shield's boxes are the first run of shield colour down the sheet; in the middle of
    // the run's rows, the pixels just left of its first box are background: the count ends before it.
    const isShield = (x: number, y: number) => colourDistance(sheet.at(x, y), shield) < 24;
    let top = -1;
    let first = -1;
    for (let y = 0; y < sheet.height && top < 0; y++)
      for (let x = 0; x < sheet.width / 2; x++)
        if ([0, 1, 2, 3, 4, 5].every((k) => isShield(x + k, y))) {
          [top, first] = [y, x];
          break;
        }
    expect(top, 'no shield boxes found').toBeGreaterThan(0);
    for (let y = top + 4; y < top + 20; y++)
      for (let x = first - 10; x < first - 1; x++)
        expect(colourDistance(sheet.at(x, y), background), `${x},${y}`).toBeLessThan(24);
  });
});
