/** The ship sheet keeps every line on the picture: a long weapon line (a translated name) is set smaller, not cut. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_WORDS, PALETTE, impulsePictures } from '../../src/render/index.js';
import { sheetKey } from '../../src/render/impulse/ship-sheet.js';
import { MOMENTS } from '../fixtures/mid-game.js';
import { boardAt, colourDistance, decode, hexColour } from '../helpers/pictures.js';

const { renderShipSheet } = impulsePictures;

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

describe('the key at the bottom of the sheet (issue 40)', () => {
  const words = DEFAULT_WORDS.sheet;
  const shipOf = () => {
    const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
    const ship = view.ships.find((s) => s.status === 'active' && s.groups.some((g) => !g.destroyed));
    if (!ship) throw new Error('no ship');
    return { view, ship };
  };

  test('explains each code the sheet shows: critical boxes, power numbers, reinforcements, R and Y boxes', () => {
    const { ship } = shipOf();
    const hullBoxes = [
      { power: 0, critical: false, marked: false },
      { power: -1, critical: true, marked: false },
      { power: -2, critical: false, marked: false },
    ];
    const shields = { ...ship.shields, rear: { ...ship.shields.rear, reinforced: 1 } };
    const groups = ship.groups.map((g) => ({
      ...g,
      destroyed: false,
      red: { charged: 0, of: 1 },
      yellow: { charged: 1, of: 2 },
    }));
    const key = sheetKey({ ...ship, hullBoxes, shields, groups }, words);
    expect(key).toEqual([
      words.key.heading,
      words.key.critical('!'),
      words.key.power('-1 -2'),
      words.key.reinforced('+'),
      words.key.red(words.red),
      words.key.yellow(words.yellow),
    ]);
  });

  test('a lost hull box is explained, and codes the sheet does not show are not', () => {
    const { ship } = shipOf();
    const hullBoxes = [
      { power: -1, critical: true, marked: true },
      { power: 0, critical: false, marked: false },
    ];
    const shields = Object.fromEntries(
      Object.entries(ship.shields).map(([arc, s]) => [arc, { ...s, reinforced: 0 }]),
    ) as typeof ship.shields;
    const key = sheetKey({ ...ship, hullBoxes, shields, groups: [] }, words);
    expect(key).toEqual([words.key.heading, words.key.lost('x')]);
  });

  test("a sheet without power (vector's) explains no power numbers and no charge boxes", () => {
    const { ship } = shipOf();
    const key = sheetKey({ ...ship, hullBoxes: [{ power: -2, critical: true, marked: false }] }, words, false);
    expect(key).toContain(words.key.critical('!'));
    expect(key.some((line) => line.includes('-2'))).toBe(false);
    expect(key).not.toContain(words.key.red(words.red));
  });

  test('the key is drawn under everything else, inside the sheet', async () => {
    const { view, ship } = shipOf();
    const plain = { ...ship, hullBoxes: [{ power: 0, critical: false, marked: false }], groups: [] };
    const shields = Object.fromEntries(
      Object.entries(ship.shields).map(([arc, s]) => [arc, { ...s, reinforced: 0 }]),
    ) as typeof ship.shields;
    const without = decode(await renderShipSheet({ ...view, ships: [{ ...plain, shields }] }, ship.id));
    const marked = { ...plain, shields, hullBoxes: [{ power: 0, critical: false, marked: true }] };
    const withKey = decode(await renderShipSheet({ ...view, ships: [marked] }, ship.id));
    // Two more lines (the heading and "x hull box lost"), and text on the last of them.
    expect(withKey.height).toBeGreaterThan(without.height);
    const background = hexColour(PALETTE.background);
    let inked = 0;
    for (let y = without.height; y < withKey.height; y++)
      for (let x = 0; x < withKey.width / 2; x++) if (colourDistance(withKey.at(x, y), background) > 60) inked++;
    expect(inked).toBeGreaterThan(50);
  });
});
