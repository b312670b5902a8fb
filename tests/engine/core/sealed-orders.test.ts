/**
 * Secret simultaneous orders (issue 12's shared services): sealed as they come, "n of m ready" for
 * everyone, each side's own visible to it, all revealed together; impulse's Power Phase keeps its
 * orders this way (seed 000 section 1.5 with the `simultaneous` setting).
 */
import { describe, expect, test } from 'vitest';
import {
  allSealed,
  hasSealed,
  openSealed,
  readiness,
  seal,
  sealedView,
  stillToSeal,
} from '../../../src/engine/core/sealed-orders.js';

describe('sealed orders', () => {
  test('sealed one side at a time, revealed when all are in', () => {
    const none = openSealed<string[]>(['blue', 'red']);
    expect(readiness(none)).toEqual({ ready: 0, of: 2 });
    expect(stillToSeal(none, ['red', 'blue'])).toEqual(['red', 'blue']);
    const blue = seal(none, 'blue', ['dial 3 straight']);
    expect(hasSealed(blue, 'blue')).toBe(true);
    expect(hasSealed(blue, 'red')).toBe(false);
    expect(readiness(blue)).toEqual({ ready: 1, of: 2 });
    expect(allSealed(blue)).toBe(false);
    expect(stillToSeal(blue, ['blue', 'red'])).toEqual(['red']);
    const both = seal(blue, 'red', ['dial 2 bank']);
    expect(allSealed(both)).toBe(true);
    expect(both).toEqual({ blue: ['dial 3 straight'], red: ['dial 2 bank'] });
    expect(none).toEqual({ blue: null, red: null });
  });

  test('each side sees its own orders and only that the others are in', () => {
    const blue = seal(openSealed<string[]>(['blue', 'red', 'green']), 'blue', ['secret']);
    expect(sealedView(blue, 'red', [])).toEqual({ blue: [], red: null, green: null });
    expect(sealedView(blue, 'blue', [])).toEqual({ blue: ['secret'], red: null, green: null });
    expect(sealedView(blue, 'spectator', [])).toEqual({ blue: [], red: null, green: null });
  });
});
