/**
 * The label placer (issue 40, deliverable 1) on boards built by hand, measured without a canvas:
 * what it must keep off, where it puts what does not fit, and that its audit counts what is wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  type LabelRequest,
  type Measure,
  type Obstacles,
  auditPlacement,
  boxAround,
  placeLabels,
  segmentTouchesBox,
  segmentsCross,
} from '../../../src/render/placement/index.js';

const measure: Measure = (lines, size) => ({
  w: Math.max(...lines.map((l) => l.text.length)) * size * 0.6 + size * 0.4,
  h: size * 1.2 * lines.length + size * 0.1,
});
const AREA: Box = { x: 0, y: 0, w: 600, h: 400 };
const none: Obstacles = { units: [], paths: [], written: [], area: AREA };

const plate = (x: number, y: number, text = 'Vigil', extra: Partial<LabelRequest> = {}): LabelRequest => ({
  lines: [{ text, colour: '#fff' }],
  size: 16,
  background: '#000',
  anchor: { x, y, near: 12, colour: '#888' },
  overflow: 'panel',
  ...extra,
});

describe('geometry', () => {
  it.each([
    [{ a: { x: 0, y: 0 }, b: { x: 10, y: 10 } }, { a: { x: 0, y: 10 }, b: { x: 10, y: 0 } }, true],
    [{ a: { x: 0, y: 0 }, b: { x: 10, y: 0 } }, { a: { x: 0, y: 5 }, b: { x: 10, y: 5 } }, false],
    // Sharing an end is not crossing: two leaders from one ship.
    [{ a: { x: 0, y: 0 }, b: { x: 10, y: 0 } }, { a: { x: 0, y: 0 }, b: { x: 0, y: 10 } }, false],
  ])('segmentsCross(%o, %o) is %s', (s, t, crossing) => expect(segmentsCross(s, t)).toBe(crossing));

  it.each([
    [{ a: { x: -10, y: 5 }, b: { x: 30, y: 5 } }, true],
    [{ a: { x: -10, y: -10 }, b: { x: -1, y: 30 } }, false],
    [{ a: { x: 5, y: 5 }, b: { x: 6, y: 6 } }, true],
  ])('segment %o through the box 0,0 10x10: %s', (s, touches) =>
    expect(segmentTouchesBox(s, { x: 0, y: 0, w: 10, h: 10 })).toBe(touches),
  );
});

describe('placeLabels', () => {
  it('puts a lone label right above its unit, touching it, with no leader', () => {
    const { labels } = placeLabels([plate(300, 200)], { ...none, units: [boxAround({ x: 300, y: 200 }, 12)] }, measure);
    const [label] = labels;
    expect(label?.box.y).toBeLessThan(200 - 12);
    expect(label?.box.y).toBeGreaterThan(200 - 12 - 30);
    expect(label?.leader).toBeUndefined();
  });

  it('never covers another unit, a ruler number or a path: it takes the next free side', () => {
    const units = [boxAround({ x: 300, y: 200 }, 12), boxAround({ x: 300, y: 170 }, 12)];
    const written = [{ x: 285, y: 216, w: 30, h: 20 }];
    const paths = [{ segment: { a: { x: 318, y: 120 }, b: { x: 318, y: 280 } } }];
    const obstacles = { ...none, units, written, paths };
    const placement = placeLabels([plate(300, 200)], obstacles, measure);
    const audit = auditPlacement(placement, obstacles);
    expect([audit.labels, audit.overUnits, audit.overText, audit.overPaths]).toEqual([1, 0, 0, 0]);
    // Left of its ship: above is another ship, below a number, right a path.
    expect((placement.labels[0]?.box.x ?? 0) + (placement.labels[0]?.box.w ?? 0)).toBeLessThanOrEqual(300);
  });

  it('lets a marker lie on its own line, never on another', () => {
    const line = { a: { x: 100, y: 200 }, b: { x: 500, y: 200 } };
    const marker = plate(300, 200, '1', { owner: 'happening:1', spots: [{ x: 300, y: 200 }], overflow: 'drop' });
    const own = placeLabels([marker], { ...none, paths: [{ segment: line, owner: 'happening:1' }] }, measure);
    expect(own.labels[0]?.box.x).toBeLessThan(300);
    expect(own.labels[0]?.box.x).toBeGreaterThan(280);
    const other = placeLabels([marker], { ...none, paths: [{ segment: line, owner: 'happening:2' }] }, measure);
    expect(segmentTouchesBox(line, other.labels[0]?.box ?? AREA)).toBe(false);
  });

  it('sends a plate with no room to the panel, numbered on from the map’s own numbers, with a marker by its unit', () => {
    // A ship boxed in by others on every side, a little way out: no plate fits near it, a small number does.
    const ring = Array.from({ length: 16 }, (_, i) =>
      boxAround({ x: 300 + Math.cos((i * Math.PI) / 8) * 60, y: 200 + Math.sin((i * Math.PI) / 8) * 60 }, 18),
    );
    const obstacles = { ...none, units: [boxAround({ x: 300, y: 200 }, 12), ...ring] };
    const placement = placeLabels([plate(300, 200, 'A very long ship name')], obstacles, measure, 4);
    expect(placement.panel).toEqual([{ n: 4, text: 'A very long ship name', colour: '#888' }]);
    expect(placement.labels.map((l) => [l.lines[0]?.text, l.panelNumber])).toEqual([['4', 4]]);
    expect(auditPlacement(placement, obstacles).overUnits).toBe(0);
  });

  it('leaves off a marker that fits nowhere (its panel line says it), rather than cover something', () => {
    const obstacles = { ...none, units: [{ x: 0, y: 0, w: 600, h: 400 }] };
    const placement = placeLabels([plate(300, 200, '7', { overflow: 'drop' })], obstacles, measure);
    expect([placement.labels.length, placement.dropped.length]).toEqual([0, 1]);
  });

  it('on random crowded boards: nothing covered, no leader crossing another or a unit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 20, max: 580 }), y: fc.integer({ min: 20, max: 380 }) }), {
          minLength: 4,
          maxLength: 24,
        }),
        fc.array(
          fc.record({
            a: fc.record({ x: fc.integer({ min: 0, max: 600 }), y: fc.integer({ min: 0, max: 400 }) }),
            b: fc.record({ x: fc.integer({ min: 0, max: 600 }), y: fc.integer({ min: 0, max: 400 }) }),
          }),
          { maxLength: 8 },
        ),
        (ships, lines) => {
          const obstacles: Obstacles = {
            ...none,
            units: ships.map((s) => boxAround(s, 12)),
            paths: lines.map((segment) => ({ segment })),
          };
          const placement = placeLabels(
            ships.map((s, i) => plate(s.x, s.y, `Ship ${i}`)),
            obstacles,
            measure,
          );
          const audit = auditPlacement(placement, obstacles);
          expect([
            audit.overUnits,
            audit.overPaths,
            audit.overLabels,
            audit.leaderCrossings,
            audit.leadersThroughUnits,
          ]).toEqual([0, 0, 0, 0, 0]);
          // Every ship is named on the map or in the panel.
          expect(placement.labels.filter((l) => l.panelNumber === undefined).length + placement.panel.length).toBe(
            ships.length,
          );
        },
      ),
      { numRuns: 60, seed: 40 },
    );
  });
});

describe('auditPlacement', () => {
  it('counts a label over a unit, over another label, and two crossing leaders', () => {
    const request = plate(100, 100);
    const anchor = request.anchor;
    const placement = {
      labels: [
        {
          request,
          lines: request.lines,
          anchor,
          box: { x: 90, y: 90, w: 40, h: 20 },
          leader: { a: { x: 0, y: 0 }, b: { x: 50, y: 50 } },
        },
        {
          request,
          lines: request.lines,
          anchor,
          box: { x: 100, y: 95, w: 40, h: 20 },
          leader: { a: { x: 0, y: 50 }, b: { x: 50, y: 0 } },
        },
      ],
      panel: [],
      dropped: [],
    };
    const audit = auditPlacement(placement, { ...none, units: [boxAround({ x: 100, y: 100 }, 12)] });
    expect([audit.overUnits, audit.overLabels, audit.leaderCrossings]).toEqual([2, 2, 1]);
  });
});
