import { describe, expect, it } from 'vitest';
import { footprintDistance, place, SINGLE_HEX } from '../../../../../src/engine/core/footprint.js';
import { type Hex, neighbour } from '../../../../../src/engine/core/hex.js';
import { formatHex } from '../../../../../src/engine/core/hex-label.js';
import type { FleetCommandOf } from '../../../../../src/engine/rulesets/fleet/commands.js';
import { baseAt } from '../../../../../src/engine/rulesets/fleet/geometry/base.js';
import {
  displacedReaction,
  placeSquadron,
  ringClockwise,
} from '../../../../../src/engine/rulesets/fleet/movement/displaced.js';
import { executeManoeuvre } from '../../../../../src/engine/rulesets/fleet/movement/manoeuvre.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { at, CORVETTE, CRUISER, ship, squadron, squadronIn, testState } from './fixture.js';

const h = (q: number, r: number): Hex => ({ q, r });

/** The cruiser a1 ends on (6,6)-(6,7) over s1 and s2; s3 stands beside its front, b1 further off. */
function afterMove(extra: Partial<FleetState> = {}): FleetState {
  const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2 })], {
    squadrons: [
      squadron('s1', 'empire', h(6, 6)),
      squadron('s2', 'rebels', h(6, 7)),
      squadron('s3', 'empire', h(6, 5)),
    ],
    ...extra,
  });
  const done = executeManoeuvre(state, {
    type: 'manoeuvre',
    side: 'rebels',
    ship: 'a1',
    speed: 2,
    veers: [0, 0],
    navigate: { dial: false, token: false },
  });
  if (!done.ok) throw new Error(done.error.code);
  return done.value.state;
}

const place_ = (state: FleetState, squadronId: string, hex: Hex, extra: Partial<FleetCommandOf<'place'>> = {}) =>
  placeSquadron(state, {
    type: 'place',
    side: 'empire',
    window: `${state.displaced?.id}:${squadronId}`,
    squadron: squadronId,
    hex,
    ...extra,
  });

describe('the hexes beside a ship, clockwise from its front', () => {
  it.each([
    ['1 hex', 'small', 6],
    ['2 hexes', 'medium', 8],
    ['3 hexes', 'large', 10],
  ] as const)('%s: every hex touching the base once, the one ahead first', (_name, size, count) => {
    for (const facing of [0, 1, 2, 3, 4, 5] as const) {
      const base = baseAt(size, at(8, 6, facing));
      const ring = ringClockwise(base);
      expect(ring).toHaveLength(count);
      expect(new Set(ring.map((x) => `${x.q},${x.r}`)).size).toBe(count);
      for (const x of ring) expect(footprintDistance(base, place(SINGLE_HEX, x))).toBe(1);
      expect(ring[0]).toEqual(neighbour(h(8, 6), facing));
      // Clockwise: each next hex touches the one before.
      ring.forEach((x, i) => {
        const next = ring[(i + 1) % ring.length] as Hex;
        expect(footprintDistance(place(SINGLE_HEX, x), place(SINGLE_HEX, next))).toBe(1);
      });
    }
  });

  it('a cruiser facing N at (6,6): ahead, down the right, behind, up the left', () => {
    expect(ringClockwise(baseAt('medium', at(6, 6, 0)))).toEqual([
      h(6, 5),
      h(7, 5),
      h(7, 6),
      h(7, 7),
      h(6, 8),
      h(5, 8),
      h(5, 7),
      h(5, 6),
    ]);
  });
});

describe('seed 004 p. 17: the player who did not move places the squadrons touching the ship', () => {
  it('one placement window per squadron, asked of the mover’s opponent, the default the first free hex clockwise', () => {
    const state = afterMove();
    const reaction = displacedReaction(state);
    expect(reaction).toBeDefined();
    expect(reaction?.kind).toBe('placement');
    expect(reaction?.side).toBe('empire');
    expect(reaction?.window).toBe('displace:1:s1');
    // (6,5) ahead is s3's: the first free hex clockwise is (7,5).
    expect(reaction?.options.map((o) => o.id)).toEqual(
      [h(7, 5), h(7, 6), h(7, 7), h(6, 8), h(5, 8), h(5, 7), h(5, 6)].map(formatHex),
    );
    expect(reaction?.default).toBe(formatHex(h(7, 5)));
    expect(reaction?.options[0]?.command).toEqual({
      type: 'place',
      side: 'empire',
      window: 'displace:1:s1',
      squadron: 's1',
      hex: h(7, 5),
    });
    expect(reaction?.options.some((o) => o.id === 'pass')).toBe(false);
  });

  it('placing each in turn; the last one placed clears state.displaced', () => {
    let state = afterMove();
    const first = place_(state, 's1', h(5, 6));
    expect(first.ok && first.value.events).toEqual([{ type: 'squadronPlaced', squadron: 's1', hex: h(5, 6) }]);
    state = first.ok ? first.value.state : state;
    expect(squadronIn(state, 's1').hex).toEqual(h(5, 6));
    expect(state.displaced?.squadrons).toEqual(['s2']);
    const next = displacedReaction(state);
    expect(next?.window).toBe('displace:1:s2');
    expect(next?.options.map((o) => o.id)).not.toContain(formatHex(h(5, 6)));
    const second = place_(state, 's2', h(7, 7));
    state = second.ok ? second.value.state : state;
    expect(squadronIn(state, 's2').hex).toEqual(h(7, 7));
    expect(state.displaced).toBeNull();
    expect(displacedReaction(state)).toBeUndefined();
  });

  it.each([
    ['a hex not touching the ship', 's1', h(6, 2), {}, 'NOT_ADJACENT'],
    ['a hex another squadron holds', 's1', h(6, 5), {}, 'HEX_TAKEN'],
    ['a hex of the ship', 's1', h(6, 7), {}, 'HEX_TAKEN'],
    ['a squadron not displaced', 's3', h(7, 5), {}, 'NOT_DISPLACED'],
    ['the mover’s side', 's1', h(7, 5), { side: 'rebels' }, 'NOT_YOUR_TURN'],
    ['another window', 's1', h(7, 5), { window: 'displace:9:s1' }, 'WINDOW_CLOSED'],
  ] as const)('refused: %s', (_name, sq, hex, extra, code) => {
    const result = place_(afterMove(), sq, hex, extra);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('nothing displaced: NOT_DISPLACED', () => {
    const state = testState([ship('a1', 'rebels', CORVETTE, at(6, 8))]);
    const result = place_(state, 's1', h(6, 7));
    expect(result.ok ? null : result.error.code).toBe('NOT_DISPLACED');
  });

  it('hexes off the board are not offered', () => {
    // A corvette ends at (0,0) in the top-left corner, on s1.
    const state = testState([ship('a1', 'rebels', CORVETTE, at(0, 1), { speed: 1 })], {
      squadrons: [squadron('s1', 'empire', h(0, 0))],
    });
    const done = executeManoeuvre(state, {
      type: 'manoeuvre',
      side: 'rebels',
      ship: 'a1',
      speed: 1,
      veers: [0],
      navigate: { dial: false, token: false },
    });
    if (!done.ok) throw new Error(done.error.code);
    const reaction = displacedReaction(done.value.state);
    expect(reaction?.options.map((o) => o.command)).toEqual([
      expect.objectContaining({ hex: h(1, 0) }),
      expect.objectContaining({ hex: h(0, 1) }),
    ]);
  });
});
