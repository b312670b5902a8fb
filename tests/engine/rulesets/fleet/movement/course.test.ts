import { describe, expect, it } from 'vitest';
import { occupiedHexes } from '../../../../../src/engine/core/footprint.js';
import { baseAt } from '../../../../../src/engine/rulesets/fleet/geometry/base.js';
import { plotCourse } from '../../../../../src/engine/rulesets/fleet/movement/course.js';
import { at, CORVETTE, CRUISER, DREADNOUGHT, ship, testState } from './fixture.js';

const state = testState([
  ship('small', 'rebels', CORVETTE, at(6, 5)),
  ship('medium', 'rebels', CRUISER, at(6, 5)),
  ship('large', 'rebels', DREADNOUGHT, at(6, 5)),
]);

describe('course plotting (5.9: the front hex steps forward; a veer after step j turns the next step)', () => {
  it.each([
    {
      name: 'a 1-hex ship, speed 2 straight',
      ship: 'small',
      speed: 2,
      veers: [0, 0],
      path: [
        [6, 5],
        [6, 4],
        [6, 3],
      ],
      end: at(6, 3, 0),
      hexes: [[6, 3]],
    },
    {
      name: 'a 1-hex ship, speed 3, veering right at the first joint and left at the last',
      ship: 'small',
      speed: 3,
      veers: [1, 0, -1],
      path: [
        [6, 5],
        [6, 4],
        [7, 3],
        [8, 2],
      ],
      end: at(8, 2, 0),
      hexes: [[8, 2]],
    },
    {
      name: 'a 2-hex ship veering right at the first joint: the rear trails behind the new facing',
      ship: 'medium',
      speed: 2,
      veers: [1, 0],
      path: [
        [6, 5],
        [6, 4],
        [7, 3],
      ],
      end: at(7, 3, 1),
      hexes: [
        [7, 3],
        [6, 4],
      ],
    },
    {
      name: 'a 3-hex ship veering left at the last joint turns its final facing only',
      ship: 'large',
      speed: 2,
      veers: [0, -1],
      path: [
        [6, 5],
        [6, 4],
        [6, 3],
      ],
      end: at(6, 3, 5),
      hexes: [
        [6, 3],
        [7, 3],
        [8, 3],
      ],
    },
    {
      name: 'speed 0 stays',
      ship: 'large',
      speed: 0,
      veers: [],
      path: [[6, 5]],
      end: at(6, 5, 0),
      hexes: [
        [6, 5],
        [6, 6],
        [6, 7],
      ],
    },
  ])('$name', (c) => {
    const course = plotCourse(state, c.ship, c.speed, c.veers);
    expect(course.path).toEqual(c.path.map(([q, r]) => ({ q, r })));
    expect(course.end).toEqual(c.end);
    const size = c.ship === 'small' ? 'small' : c.ship === 'medium' ? 'medium' : 'large';
    expect(occupiedHexes(baseAt(size, course.end))).toEqual(c.hexes.map(([q, r]) => ({ q, r })));
  });
});
