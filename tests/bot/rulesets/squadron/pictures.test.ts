/**
 * `squadron`'s pictures (issue 14, deliverable 6): the map matches its golden image, and shows what
 * the issue lists where it belongs: bases by side shape and colour, the cloak, tokens, lock letters.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { mapAlt } from '../../../../src/bot/rulesets/squadron/pictures.js';
import { PALETTE, squadronPictures } from '../../../../src/render/index.js';
import { colourDistance, decode, differingShare, hexColour } from '../../../helpers/pictures.js';
import { SQUADRON_MOMENTS, squadronMoment } from '../../../helpers/squadron-pictures.js';
import { arrange, table } from '../../../helpers/squadron-game.js';

const { renderSquadronMap } = squadronPictures;

const TABLE = TABLES.get('squadron');
const t = translator('en-US');

describe('the squadron map', () => {
  test.each(Object.entries(SQUADRON_MOMENTS))('%s matches its golden image', async (name, { game, commands }) => {
    const { state, recent } = squadronMoment(game, commands);
    const now = decode((await TABLE?.picture(t, { state, events: recent }))?.data ?? Buffer.alloc(0));
    const golden = decode(readFileSync(new URL(`../../../fixtures/images/${name}.png`, import.meta.url)));
    expect(differingShare(now, golden)).toBeLessThan(0.005);
  });

  test('draws each side in its colour and shape, the cloak, the tokens and the lock letters', async () => {
    let state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'nyx-serane', hex: '1005', facing: 'S' }],
    );
    state = arrange(state, { 'lance-cadet': { focus: 1, stress: 1 }, 'nyx-serane': { cloaked: true } });
    state = { ...state, locks: { 'lance-cadet': { target: 'nyx-serane', letter: 'A' } } };
    const board = squadron.SQUADRON.boardView(state, []);
    expect(board.bases.find((b) => b.id === 'lance-cadet')).toMatchObject({
      holds: 'A',
      tokens: { focus: 1, stress: 1 },
    });
    expect(board.bases.find((b) => b.id === 'nyx-serane')).toMatchObject({
      lockedBy: ['A'],
      tokens: { cloaked: true },
    });
    const words = { header: ['Test', 'round 1'] as const, plates: {}, shots: [], legend: [], rulers: '', codes: '' };
    const png = await renderSquadronMap(board, words);
    const pixels = decode(png);
    // Find the bases by their colours: the first side round and blue, the second square and orange.
    let blue = 0;
    let orange = 0;
    let magenta = 0;
    for (let y = 0; y < pixels.height; y += 2)
      for (let x = 0; x < pixels.width; x += 2) {
        const p = pixels.at(x, y);
        if (colourDistance(p, hexColour(PALETTE.sides[0])) < 10) blue++;
        if (colourDistance(p, hexColour(PALETTE.sides[1])) < 10) orange++;
        if (colourDistance(p, hexColour('#cc79a7')) < 10) magenta++;
      }
    expect(blue).toBeGreaterThan(50);
    expect(orange).toBeGreaterThan(50);
    // The cloaked Wraith's dashed outline.
    expect(magenta).toBeGreaterThan(20);
  });

  test('the ship sheet shows the pilot, its ability, numbers, faceup cards and the dial in words', async () => {
    const state = await table(
      [{ pilot: 'mira-sol', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1005', facing: 'S' }],
    );
    const sheet = await TABLE?.unitSheet(t, state, 'mira-sol');
    expect(sheet?.name).toBe('squadron-ship.png');
    expect(sheet?.description).toContain('Lance · skill 8');
    expect(sheet?.description).toContain('After a boost or barrel roll: a focus token.');
    expect(sheet?.description).toContain('5 ↑ straight · white');
  });
});

describe("the squadron map's alt text (issue 40)", () => {
  test.each(['en-US', 'pt-BR', 'zh-CN', 'zh-TW'] as const)(
    '%s: each ship still flying with the hull it has left in words, never a bare "0/3"',
    (locale) => {
      // Late in the asteroid field, when ships have been hit.
      const { state, recent } = squadronMoment('asteroid-field', 90);
      const board = squadron.SQUADRON.boardView(state, recent);
      const alt = mapAlt(translator(locale), state, board);
      const flying = board.bases.filter((b) => !b.destroyed);
      const damaged = flying.find((b) => b.hullLeft < b.hull);
      expect(damaged).toBeDefined();
      const words = { 'en-US': 'hull', 'pt-BR': 'casco', 'zh-CN': '船体', 'zh-TW': '船體' }[locale];
      expect(alt.split(words).length - 1).toBe(flying.length);
      if (locale === 'en-US' && damaged) expect(alt).toContain(`(hull ${damaged.hullLeft} of ${damaged.hull})`);
    },
  );
});
