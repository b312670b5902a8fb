/**
 * Line of sight (issue 42; other-systems.md sections 4.5 and 5.9): per hex, blocks or obstructs; the
 * ends never count; between bases, the clearest line of any pair of their hexes.
 */
import { describe, expect, test } from 'vitest';
import { SINGLE_HEX, TWO_HEX_LINE, place } from '../../../src/engine/core/footprint.js';
import { type Hex, hex, hexKey } from '../../../src/engine/core/hex.js';
import { type HexSight, footprintSight, lineOfSight } from '../../../src/engine/core/sight.js';

const terrain =
  (map: Readonly<Record<string, HexSight>>, grazing = true) =>
  (h: Hex, crossed: boolean): HexSight =>
    crossed || grazing ? (map[hexKey(h)] ?? 'clear') : 'clear';

describe('sight along a line', () => {
  test.each([
    ['open space', {}, true, false],
    ['a planet between', { '0,2': 'blocks' }, false, false],
    ['an asteroid field between', { '0,2': 'obstructs' }, true, true],
    ['both: blocked wins', { '0,1': 'obstructs', '0,2': 'blocks' }, false, false],
    ['terrain under the firer or the target never counts', { '0,0': 'blocks', '0,4': 'blocks' }, true, false],
  ] as const)('%s', (_, map, visible, obstructed) => {
    const sight = lineOfSight(hex(0, 0), hex(0, 4), terrain(map));
    expect([sight.visible, sight.obstructed]).toEqual([visible, obstructed]);
  });

  test('names the hexes in the way, nearest first', () => {
    const sight = lineOfSight(
      hex(0, 0),
      hex(0, 5),
      terrain({ '0,3': 'obstructs', '0,1': 'obstructs', '0,2': 'blocks' }),
    );
    expect(sight.blockedBy).toEqual([hex(0, 2)]);
    expect(sight.obstructedBy).toEqual([hex(0, 1), hex(0, 3)]);
  });

  test('a hex the line only grazes counts only if the ruleset says so', () => {
    // From (0,0) to (2,-1) the line runs along the edge between (1,-1) and (1,0).
    const map = { '1,-1': 'blocks' } as const;
    expect(lineOfSight(hex(0, 0), hex(2, -1), terrain(map, true)).visible).toBe(false);
    expect(lineOfSight(hex(0, 0), hex(2, -1), terrain(map, false)).visible).toBe(true);
  });
});

describe('sight between bases', () => {
  test('a two-hex ship sees past a rock with its rear hex when its front hex cannot', () => {
    const ship = place(TWO_HEX_LINE, hex(0, 0), 0);
    const target = place(SINGLE_HEX, hex(3, 0));
    const rock = terrain({ '1,0': 'blocks' });
    expect(lineOfSight(hex(0, 0), hex(3, 0), rock).visible).toBe(false);
    expect(lineOfSight(hex(0, 1), hex(3, 0), rock).visible).toBe(true);
    const sight = footprintSight(ship, target, rock);
    expect(sight.visible).toBe(true);
  });

  test('the clearest line wins: clear over obstructed over blocked', () => {
    const a = place(TWO_HEX_LINE, hex(0, 0), 0);
    const b = place(SINGLE_HEX, hex(3, 0));
    const allObstructed = footprintSight(a, b, () => 'obstructs');
    expect([allObstructed.visible, allObstructed.obstructed]).toEqual([true, true]);
    const allBlocked = footprintSight(a, b, () => 'blocks');
    expect(allBlocked.visible).toBe(false);
  });
});
