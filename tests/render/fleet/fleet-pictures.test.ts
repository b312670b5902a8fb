/**
 * `fleet`'s pictures (issue 43 deliverable 8): each matches its golden image (recorded with
 * tests/fixtures/record-fleet-images.ts and looked at), draws the sides in their colours, attacks
 * clear and obstructed in theirs, and takes every word it draws from the words passed in.
 */
import { describe, expect, test } from 'vitest';
import { PALETTE, fleetPictures } from '../../../src/render/index.js';
import { colourCount, decode, differingShare, goldenImage } from '../../helpers/pictures.js';
import { fleetMoments, fleetSheets } from './moments.js';

/** Decoding and comparing a whole map pixel by pixel takes seconds on a busy machine. */
const SLOW = 60_000;

const golden = (name: string) => goldenImage(`fleet/${name}`);

describe('the fleet map', async () => {
  const moments = await fleetMoments();

  test.each(Object.keys(moments))(
    '%s matches its golden image',
    async (name) => {
      const board = moments[name];
      if (!board) throw new Error(name);
      const now = decode(await fleetPictures.renderFleetMap(board));
      expect(differingShare(now, golden(name))).toBeLessThan(0.005);
    },
    SLOW,
  );

  test(
    'both sides in their colours, shields in green, clear and obstructed attacks in theirs',
    async () => {
      const board = moments['fleet-map-activation'];
      if (!board) throw new Error('no moment');
      const png = await fleetPictures.renderFleetMap(board);
      expect(colourCount(png, PALETTE.sides[0])).toBeGreaterThan(200);
      expect(colourCount(png, PALETTE.sides[1])).toBeGreaterThan(200);
      expect(colourCount(png, PALETTE.shield)).toBeGreaterThan(100);
      expect(colourCount(png, PALETTE.damage)).toBeGreaterThan(50);
      expect(colourCount(png, '#cc79a7')).toBeGreaterThan(30);
    },
    SLOW,
  );

  test(
    'phone-sized: 1024 wide at most, never taller than a long phone scroll',
    async () => {
      for (const board of Object.values(moments)) {
        const png = decode(await fleetPictures.renderFleetMap(board));
        expect(png.width).toBeLessThanOrEqual(1024);
        expect(png.height).toBeLessThan(2400);
      }
    },
    SLOW,
  );

  test(
    'every word drawn comes from the words passed, by a key the English catalogue has',
    async () => {
      const keys = new Set<string>();
      const say = (key: string, values?: Readonly<Record<string, string | number>>) => {
        keys.add(key);
        return fleetPictures.ENGLISH_FLEET_SAY(key, values);
      };
      for (const board of Object.values(moments)) await fleetPictures.renderFleetMap(board, { say });
      const { ship, squadron } = fleetSheets();
      await fleetPictures.renderShipSheet(ship, { say });
      await fleetPictures.renderSquadronSheet(squadron, { say });
      expect(keys.size).toBeGreaterThan(30);
      expect([...keys].filter((k) => !(k in fleetPictures.FLEET_ENGLISH))).toEqual([]);
    },
    SLOW,
  );
});

describe('the fleet sheets', () => {
  test(
    'the ship sheet and the squadron sheet match their golden images',
    async () => {
      const { ship, squadron } = fleetSheets();
      const shipPng = decode(await fleetPictures.renderShipSheet(ship));
      expect(differingShare(shipPng, golden('fleet-ship-sheet'))).toBeLessThan(0.005);
      const sqPng = decode(await fleetPictures.renderSquadronSheet(squadron, undefined, 1));
      expect(differingShare(sqPng, golden('fleet-squadron-sheet'))).toBeLessThan(0.005);
    },
    SLOW,
  );
});
