/**
 * `squadron`'s map names the moment it shows (issue 40): a report closed as Combat begins shows the
 * round's Activation, one closed at the round's end (`tokensCleared`) its Combat, though the flow has
 * moved on; the legend lists only the tokens, locks and obstacles the map holds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { picturedMoment } from '../../../../src/bot/rulesets/squadron/pictures.js';
import { legendHolds } from '../../../../src/render/squadron/squadron-map.js';
import type { SquadronGolden } from '../../../fixtures/squadron-golden.js';

const t = translator('en-US');

function reports(): { state: squadron.SquadronState; events: squadron.SquadronEvent[] }[] {
  expect(TABLES.get('squadron'), 'its words are in the catalogue once the registry has it').toBeDefined();
  const golden = JSON.parse(
    readFileSync(new URL('../../../fixtures/squadron-games/asteroid-field.json', import.meta.url), 'utf8'),
  ) as SquadronGolden;
  let state = golden.initial;
  let pending: squadron.SquadronEvent[] = [];
  const out: { state: squadron.SquadronState; events: squadron.SquadronEvent[] }[] = [];
  for (const command of golden.log) {
    const applied = squadron.SQUADRON.applyCommand(state, command);
    if (!applied.ok) throw new Error('the golden game does not replay');
    state = applied.value.state;
    pending.push(...applied.value.events);
    const last = pending.findLastIndex((e) => squadron.SQUADRON.closesReport(e));
    if (last < 0) continue;
    out.push({ state, events: pending.slice(0, last + 1) });
    pending = pending.slice(last + 1);
  }
  return out;
}

describe('squadron’s map header', () => {
  test('a report closed as Combat begins names the Activation it shows', () => {
    const post = reports().find((r) => {
      const last = r.events.at(-1);
      return last?.type === 'phaseStarted' && last.phase === 'combat' && r.state.phase !== 'activation';
    });
    if (!post) throw new Error('no post after an Activation');
    const last = post.events.at(-1) as Extract<squadron.SquadronEvent, { type: 'phaseStarted' }>;
    expect(picturedMoment(t, post.state, post.events)).toBe(
      `round ${last.round} of ${post.state.scenario.rounds}, Activation`,
    );
  });

  test('a report closed at the round’s end names its Combat, not the next round’s Planning', () => {
    const post = reports().find((r) => r.events.at(-1)?.type === 'tokensCleared' && r.state.phase === 'planning');
    if (!post) throw new Error('no post at a round’s end');
    const last = post.events.at(-1) as Extract<squadron.SquadronEvent, { type: 'tokensCleared' }>;
    expect(picturedMoment(t, post.state, post.events)).toBe(
      `round ${last.round} of ${post.state.scenario.rounds}, Combat`,
    );
    expect(picturedMoment(t, post.state, [])).toBeNull();
  });
});

describe('squadron’s legend', () => {
  test('lists a token, a lock or obstacles only when the map shows one', () => {
    const { state } = reports()[1]!;
    const board = squadron.SQUADRON.boardView(state, []);
    const bare = {
      ...board,
      obstacles: [],
      bases: board.bases.map((b) => ({
        ...b,
        tokens: { focus: 0, evade: 0, stress: 0, cloaked: false, disarmed: false, reinforce: null },
        holds: null,
        lockedBy: [],
      })),
    };
    expect(legendHolds(bare)).toEqual([false, false, false, false, false, false, false, false]);
    const first = bare.bases[0]!;
    const focused = { ...bare, bases: [{ ...first, tokens: { ...first.tokens, focus: 1 } }, ...bare.bases.slice(1)] };
    expect(legendHolds(focused)).toEqual([true, false, false, false, false, false, false, false]);
    expect(legendHolds(board).at(-1)).toBe(board.obstacles.length > 0);
  });
});
