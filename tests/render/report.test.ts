import { describe, expect, test } from 'vitest';
import { formatHex, impulse } from '../../src/engine/index.js';
import { impulsePictures } from '../../src/render/index.js';
import { at, play, rawGame, testClass } from '../helpers/build.js';
import { decode } from '../helpers/pictures.js';

const { ALT_TEXT_LIMIT, MESSAGE_LIMIT, altText, damageReport, renderShipSheet } = impulsePictures;

const plain = testClass({ afterburners: 0 });
const volley = () =>
  play(
    at(
      rawGame({
        classes: [plain],
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1008', facing: 'S' },
        ],
        dice: [6, 2],
      }),
      { impulse: 'A', step: 'firing' },
    ),
    {
      type: 'fire',
      side: 'blue',
      ship: 's1',
      group: 0,
      targets: ['s2'],
    },
  );

describe('the damage report', () => {
  test('says who fired what at whom, the dice, and what each hit took', async () => {
    const report = damageReport(volley().events);
    expect(report.split('\n')).toEqual([
      'Vigil Test Beam → Raider at range 2: 🎲 6, 3 damage on the front shield',
      '  Raider loses 3 shield',
      'Vigil Test Beam → Raider at range 2: 🎲 2, 1 damage on the front shield',
      '  Raider loses 1 shield',
    ]);
  });

  test('stays within a Discord message, saying what it left out', async () => {
    const events = Array.from({ length: 200 }, () => volley().events).flat();
    const report = damageReport(events);
    expect(report.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    expect(report).toMatch(/… and \d+ more lines \(see \/game log\)$/);
  });

  test('an impulse without shots says so', async () => {
    expect(damageReport([])).toBe('No shots this impulse.');
  });
});

describe('alt text', () => {
  test('describes every ship by name, hex, facing, hull and shields, within the limit', async () => {
    const view = impulse.boardView(volley().state);
    const text = altText(view, formatHex);
    expect(text).toContain('Vigil (Blue) at 1010 facing north, hull 6/6, shields 5/4/3/4');
    expect(text).toContain('Raider (Red) at 1008 facing south, hull 6/6, shields 1/4/3/4');
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
  });
});

describe('the ship sheet', () => {
  test('is a PNG of the card, taller for ships with more weapon groups', async () => {
    const view = impulse.boardView(volley().state);
    const sheet = decode(await renderShipSheet(view, 's2'));
    expect(sheet.width).toBe(960);
    const gunboat = testClass({
      id: 'gunboat',
      groups: Array.from({ length: 5 }, () => ({ weapon: 'beam', count: 1, arcs: ['forward'], red: 1, yellow: 0 })),
    });
    const bigger = impulse.boardView(
      rawGame({
        classes: [plain, gunboat],
        ships: [
          { name: 'Vigil', hex: '1010', class: 'gunboat' },
          { name: 'Raider', side: 'red', hex: '1008' },
        ],
      }),
    );
    expect(decode(await renderShipSheet(bigger, 's1')).height).toBeGreaterThan(sheet.height);
  });

  test('an unknown ship is a bug in the caller', async () => {
    expect(() => renderShipSheet(impulse.boardView(volley().state), 's9')).toThrow(/no ship s9/);
  });
});
