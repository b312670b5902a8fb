/**
 * `skirmish`'s pictures (issue 44): each matches its golden image (recorded with
 * tests/fixtures/record-skirmish-images.ts and looked at), draws the sides in their colours and
 * attacks in the damage colour, fits a phone, and takes every word it draws from the words passed in,
 * by a key the English table has.
 */
import { describe, expect, test } from 'vitest';
import { PALETTE, auditPlacement, skirmishPictures } from '../../../src/render/index.js';
import { colourCount, decode, differingShare, goldenImage } from '../../helpers/pictures.js';
import { skirmishMoments, skirmishSheets } from './moments.js';

/** Decoding and comparing a whole map pixel by pixel takes seconds on a busy machine. */
const SLOW = 60_000;

const golden = (name: string) => goldenImage(`skirmish/${name}`);

describe('the skirmish map', () => {
  const moments = skirmishMoments();

  test.each(Object.keys(moments))(
    '%s matches its golden image',
    async (name) => {
      const board = moments[name];
      if (!board) throw new Error(name);
      const now = decode(await skirmishPictures.renderSkirmishMap(board));
      expect(differingShare(now, golden(name))).toBeLessThan(0.005);
    },
    SLOW,
  );

  test(
    'both sides in their colours, attacks and engagements in the damage colour, objectives in yellow',
    async () => {
      const board = moments['skirmish-map-battle'];
      if (!board) throw new Error('no moment');
      const png = await skirmishPictures.renderSkirmishMap(board);
      expect(colourCount(png, PALETTE.sides[0])).toBeGreaterThan(300);
      expect(colourCount(png, PALETTE.sides[1])).toBeGreaterThan(300);
      expect(colourCount(png, PALETTE.damage)).toBeGreaterThan(100);
      expect(colourCount(png, PALETTE.highlight)).toBeGreaterThan(30);
    },
    SLOW,
  );

  test(
    'phone-sized: 1024 wide at most, never taller than a long phone scroll; a whole 30 by 22 board fills the width',
    async () => {
      for (const board of Object.values(moments)) {
        const png = decode(await skirmishPictures.renderSkirmishMap(board));
        expect(png.width).toBeLessThanOrEqual(1024);
        expect(png.height).toBeLessThan(2400);
      }
      const whole = moments['skirmish-map-deployment'];
      if (!whole) throw new Error('no moment');
      const { canvas } = skirmishPictures.composeSkirmishMap(whole);
      expect(canvas.width).toBe(1024);
    },
    SLOW,
  );

  test(
    'every unit tag is placed on the map or in the panel; no label lies over a model, a line or another label',
    () => {
      for (const board of Object.values(moments)) {
        const { placement, obstacles } = skirmishPictures.composeSkirmishMap(board);
        // A shocked unit's plate keeps an em space after its tag for the "!" badge.
        const tagOf = (text: string) => text.replace(/\u2003$/, '').split(' ')[0];
        const placed = placement.labels.map((l) => tagOf(l.lines[0]?.text ?? ''));
        const panel = placement.panel.map((p) => tagOf(p.text));
        for (const unit of board.units.filter((u) => u.models.length > 0))
          expect([...placed, ...panel]).toContain(unit.tag);
        const audit = auditPlacement(placement, obstacles);
        expect(audit).toMatchObject({ overUnits: 0, overPaths: 0, overLabels: 0, leaderCrossings: 0 });
      }
    },
    SLOW,
  );

  test(
    'every word drawn comes from the words passed, by a key the English table has',
    async () => {
      const keys = new Set<string>();
      const say = (key: string, values?: Readonly<Record<string, string | number>>) => {
        keys.add(key);
        return skirmishPictures.ENGLISH_SKIRMISH_SAY(key, values);
      };
      for (const board of Object.values(moments)) await skirmishPictures.renderSkirmishMap(board, { say });
      const { squad, tank, captain } = skirmishSheets();
      for (const sheet of [squad, tank, captain]) await skirmishPictures.renderUnitSheet(sheet, { say });
      expect(keys.size).toBeGreaterThan(60);
      expect([...keys].filter((k) => !(k in skirmishPictures.SKIRMISH_ENGLISH))).toEqual([]);
      expect([...keys].every((k) => k.startsWith('skirmish.pictures.'))).toBe(true);
    },
    SLOW,
  );

  test(
    'names come through the words passed: a unit, a side and a weapon in the reader’s words',
    async () => {
      const board = moments['skirmish-map-battle'];
      if (!board) throw new Error('no moment');
      const seen: string[] = [];
      const say = (key: string, values?: Readonly<Record<string, string | number>>) => {
        seen.push(skirmishPictures.ENGLISH_SKIRMISH_SAY(key, values));
        return seen[seen.length - 1] ?? '';
      };
      await skirmishPictures.renderSkirmishMap(board, {
        say,
        unit: (id) => (id === 'b-tank' ? 'Eisenkoloss' : undefined),
        side: (id) => (id === 'blue' ? 'Blau' : undefined),
        weapon: (id) => (id === 'cannon' ? 'Kampfkanone' : undefined),
      });
      expect(seen.some((t) => t.includes('Eisenkoloss'))).toBe(true);
      expect(seen.some((t) => t.includes('Blau'))).toBe(true);
      expect(seen.some((t) => t.includes('Kampfkanone'))).toBe(true);
    },
    SLOW,
  );
});

describe('the skirmish unit sheet', () => {
  test(
    'the squad and the tank sheets match their golden images',
    async () => {
      const { squad, tank } = skirmishSheets();
      const squadPng = decode(await skirmishPictures.renderUnitSheet(squad));
      expect(differingShare(squadPng, golden('skirmish-squad-sheet'))).toBeLessThan(0.005);
      const tankPng = decode(await skirmishPictures.renderUnitSheet(tank));
      expect(differingShare(tankPng, golden('skirmish-tank-sheet'))).toBeLessThan(0.005);
    },
    SLOW,
  );
});
