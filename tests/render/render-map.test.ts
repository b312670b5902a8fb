import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { createCanvas } from '@napi-rs/canvas';
import { PALETTE, impulsePictures, registerFonts, toPixel } from '../../src/render/index.js';
import { font } from '../../src/render/fonts.js';
import { fanOut, tokenRadius } from '../../src/render/impulse/draw-ships.js';
import { at, newGame, play, rawGame, testClass } from '../helpers/build.js';
import { boardAt, colourDistance, decode, differingShare, hexColour } from '../helpers/pictures.js';
import { CROWDED, MOMENTS } from '../fixtures/mid-game.js';
import { GOLDEN_MAPS, GOLDEN_OPTIONS } from '../fixtures/pictures.js';

const { composeMap, frameFor, renderMap } = impulsePictures;

const plain = testClass({ afterburners: 0 });

describe('pixels where they belong', () => {
  test("each ship shows its side's colour at its hex, behind its facing pointer", async () => {
    const state = newGame({
      classes: [plain],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1406', facing: 'S' },
      ],
    });
    const view = impulse.boardView(state);
    const frame = frameFor(view);
    const pixels = decode(await renderMap(view));
    for (const ship of view.ships) {
      const c = toPixel(frame, ship.hex);
      const behind = ((-90 + 60 * ship.facing + 180) * Math.PI) / 180;
      const r = tokenRadius(frame) * 0.62 * 0.75;
      const probe = pixels.at(c.x + Math.cos(behind) * r, c.y + Math.sin(behind) * r);
      expect(colourDistance(probe, hexColour(PALETTE.sides[ship.side])), ship.name).toBeLessThan(40);
    }
  });

  test('a planet shows the planet colour at its hex', async () => {
    const state = newGame({
      classes: [plain],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1406' },
      ],
      terrain: [{ kind: 'planet', name: 'Osk', hex: '1208' }],
    });
    const view = impulse.boardView(state);
    const frame = frameFor(view);
    const c = toPixel(frame, view.terrain[0]!.hexes[0]!);
    expect(
      colourDistance(decode(await renderMap(view)).at(c.x, c.y + frame.hexSize * 0.55), hexColour(PALETTE.planet)),
    ).toBeLessThan(40);
  });

  test('a shot draws a fire line between shooter and target', async () => {
    const s = at(
      rawGame({
        classes: [plain],
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1006', facing: 'S' },
        ],
        dice: [6],
      }),
      { impulse: 'A', step: 'firing' },
    );
    const { state, events } = play(s, { type: 'fire', side: 'blue', ship: 's1', group: 1, targets: ['s2'] });
    const view = impulse.boardView(state, events);
    const frame = frameFor(view);
    const a = toPixel(frame, view.ships[0]!.hex);
    const b = toPixel(frame, view.ships[1]!.hex);
    // Two fifths of the way along: past the shooter's plates, short of the damage label.
    const probe = decode(await renderMap(view)).at(a.x + (b.x - a.x) * 0.4, a.y + (b.y - a.y) * 0.4);
    expect(colourDistance(probe, hexColour(PALETTE.damage))).toBeLessThan(40);
  });
});

describe('crowded hexes (issue 16)', () => {
  test('two ships in one hex are both drawn inside it, side by side, each in its colour', async () => {
    const view = GOLDEN_MAPS['shared-hex-duel']!();
    const frame = frameFor(view);
    const pixels = decode(await renderMap(view));
    for (const [i, ship] of view.ships.filter((s) => s.label === '1010').entries()) {
      const { at, scale } = fanOut(toPixel(frame, ship.hex), frame.hexSize, i, 2);
      expect(Math.hypot(at.x - toPixel(frame, ship.hex).x, at.y - toPixel(frame, ship.hex).y)).toBeLessThan(
        frame.hexSize,
      );
      const behind = ((-90 + 60 * ship.facing + 180) * Math.PI) / 180;
      const r = tokenRadius(frame) * scale * 0.62 * 0.7;
      const probe = pixels.at(at.x + Math.cos(behind) * r, at.y + Math.sin(behind) * r);
      expect(colourDistance(probe, hexColour(PALETTE.sides[ship.side])), ship.name).toBeLessThan(40);
    }
  });

  test('a ship destroyed this impulse leaves a wreck where it died, numbered after the shot', () => {
    const view = GOLDEN_MAPS['corvane-belt-wreck']!();
    const destroyed = view.happenings.find((h) => h.kind === 'destroyed');
    const shot = view.happenings.find((h) => h.kind === 'volley');
    expect(destroyed && shot && destroyed.n > shot.n).toBe(true);
    if (destroyed?.kind !== 'destroyed' || shot?.kind !== 'volley') return;
    // The fire line ends where the wreck is drawn.
    expect(shot.to).toEqual(destroyed.hex);
  });
});

describe('deterministic pictures', () => {
  test('the same view gives the same bytes', async () => {
    const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
    expect((await renderMap(view)).equals(await renderMap(view))).toBe(true);
  });

  test.each(Object.keys(GOLDEN_MAPS))('%s matches its golden image', async (name) => {
    const golden = decode(readFileSync(new URL(`../fixtures/images/${name}.png`, import.meta.url)));
    const now = decode(await renderMap(GOLDEN_MAPS[name]!(), GOLDEN_OPTIONS[name]));
    expect(differingShare(now, golden)).toBeLessThan(0.005);
  });

  test.each([
    ['mid-game', MOMENTS['fleet-battle']],
    ['crowded', CROWDED.at],
  ])("the fleet battle's %s picture stays under 400 KB", async (_, at) => {
    expect((await renderMap(boardAt('fleet-battle', at))).length).toBeLessThan(400 * 1024);
  });
});

describe('names in every script draw as real glyphs', () => {
  // U+FFFF is a noncharacter: every font draws it as the missing-glyph box.
  const MISSING = '\uffff';
  /** A character drawn alone in the renderer's font stack, as raw pixels. */
  function glyph(ch: string): Buffer {
    registerFonts();
    const canvas = createCanvas(64, 64);
    const ctx = canvas.getContext('2d');
    ctx.font = font(40);
    ctx.fillStyle = '#ffffff';
    ctx.textBaseline = 'middle';
    ctx.fillText(ch, 8, 32);
    return Buffer.from(ctx.getImageData(0, 0, 64, 64).data);
  }
  const missing = glyph(MISSING);
  const drawsAsMissing = (ch: string) => glyph(ch).equals(missing);

  test('the check can tell: a script no bundled font covers draws as the missing-glyph box', async () => {
    expect(drawsAsMissing('\u1780')).toBe(true); // Khmer
  });

  test.each([
    ['Latin', 'Vigil Kéa'],
    ['Cyrillic', 'Стража'],
    ['Greek', 'Φρουρός'],
    ['Chinese (simplified)', '警戒号龙'],
    ['Chinese (traditional)', '警戒號龍'],
    ['Arabic', 'حارس'],
  ])('%s: %s', async (_, name) => {
    for (const ch of new Set([...name].filter((c) => c !== ' '))) expect(drawsAsMissing(ch), ch).toBe(false);
  });
});

describe('highlighting one ship', () => {
  const state = () =>
    newGame({
      classes: [plain],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1406', facing: 'S' },
      ],
    });

  test('the focus lists where its next move can go and the hexes its weapons cover', async () => {
    const view = impulse.boardView(state(), [], 's1');
    expect(view.focus?.reach).toHaveLength(3);
    const vigil = view.ships[0]!;
    // Its groups cover forward, left and right to range 4, never straight behind.
    expect(view.focus?.fireZone.some((h) => h.q === vigil.hex.q && h.r === vigil.hex.r + 2)).toBe(false);
    expect(view.focus?.fireZone.some((h) => h.q === vigil.hex.q && h.r === vigil.hex.r - 4)).toBe(true);
  });

  test('reachable hexes are outlined in the highlight colour', async () => {
    const view = impulse.boardView(state(), [], 's1');
    const frame = frameFor(view, { highlight: 'reach' });
    const pixels = decode(await renderMap(view, { highlight: 'reach' }));
    const ahead = toPixel(frame, view.focus!.reach[0]!);
    // The top edge of the hex straight ahead, clear of any token or plate.
    const edge = pixels.at(ahead.x, ahead.y - frame.hexSize * 0.9 * (Math.sqrt(3) / 2));
    expect(colourDistance(edge, hexColour(PALETTE.highlight))).toBeLessThan(60);
  });
});

describe("an animation's panel numbers (issue 40)", () => {
  test('labels sent to the panel are numbered from the number given, so they stay put as the frames play', () => {
    const view = boardAt('fleet-battle', CROWDED.at);
    const own = composeMap(view).placement.panel;
    // The crowded map has more plates than room: some go to the panel, numbered after its happenings.
    expect(own.length).toBeGreaterThan(0);
    const after = Math.max(...view.happenings.map((h) => h.n)) + 1;
    expect(own.map((p) => p.n)).toEqual(own.map((_, i) => after + i));
    const framed = composeMap(view, { panelFrom: after + 5 }).placement.panel;
    expect(framed.map((p) => p.n)).toEqual(own.map((_, i) => after + 5 + i));
    expect(framed.map((p) => p.text)).toEqual(own.map((p) => p.text));
    // A number lower than the view's own is never used: it would repeat a happening's.
    expect(composeMap(view, { panelFrom: 1 }).placement.panel.map((p) => p.n)).toEqual(own.map((p) => p.n));
  });
});
