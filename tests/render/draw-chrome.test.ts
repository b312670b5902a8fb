/**
 * The map's header and legend (issue 40): the header's side markers in the sides' colours, the
 * header naming the moment the picture shows (not the flow's, which is past it once an impulse
 * ended), and a legend that lists only what the picture holds.
 */
import { describe, expect, test } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { DEFAULT_WORDS, PALETTE, impulsePictures } from '../../src/render/index.js';
import { headerLines, legendEntries } from '../../src/render/impulse/map-chrome.js';
import { newGame, testClass } from '../helpers/build.js';
import { colourDistance, decode, goldenGame, hexColour } from '../helpers/pictures.js';
import { GOLDEN_MAPS } from '../fixtures/pictures.js';

const { frameFor, renderMap } = impulsePictures;

const words = DEFAULT_WORDS.map;
const legend = words.legend;

/** Each report of a golden game as the bot posts it: the events up to each boundary, with the state after. */
function reports(name: string): { state: impulse.GameState; events: impulse.GameEvent[] }[] {
  const golden = goldenGame(name);
  let state = golden.initial;
  let pending: impulse.GameEvent[] = [];
  const out: { state: impulse.GameState; events: impulse.GameEvent[] }[] = [];
  for (const command of golden.log) {
    const applied = impulse.applyCommand(state, command);
    if (!applied.ok) throw new Error(`${name} does not replay`);
    state = applied.value.state;
    pending.push(...applied.value.events);
    const last = pending.findLastIndex((e) => impulse.IMPULSE.closesReport(e));
    if (last < 0) continue;
    out.push({ state, events: pending.slice(0, last + 1) });
    pending = pending.slice(last + 1);
  }
  return out;
}

describe('the header', () => {
  test("each side's marker and name are drawn in the side's colour, not grey", async () => {
    const state = newGame({
      classes: [testClass({ afterburners: 0 })],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1406', facing: 'S' },
      ],
    });
    // One side has the initiative, the other is to act: both markers are on the second line.
    const view: impulse.BoardView = { ...impulse.boardView(state), initiative: 1, awaiting: [0] };
    const frame = frameFor(view);
    const pixels = decode(await renderMap(view));
    const found = [false, false];
    for (let y = Math.floor(frame.text * 1.75); y < frame.text * 2.85; y++)
      for (let x = 0; x < pixels.width; x++)
        for (const i of [0, 1] as const)
          if (colourDistance(pixels.at(x, y), hexColour(PALETTE.sides[i])) < 30) found[i] = true;
    expect(found).toEqual([true, true]);
  });

  test('a map posted after an impulse names that impulse, and says the next moment before who is to act', () => {
    const posts = reports('cruiser-duel').filter((r) => r.events.at(-1)?.type === 'impulseStarted');
    const post = posts.find((r) => r.events.some((e) => e.type === 'turnStarted'));
    if (!post) throw new Error('no impulse post');
    const turn = post.events.findLast((e) => e.type === 'turnStarted');
    const next = post.events.at(-1);
    if (turn?.type !== 'turnStarted' || next?.type !== 'impulseStarted') throw new Error('no turn');
    expect(next.impulse).not.toBe(turn.impulse);
    const [first, second] = headerLines(impulse.boardView(post.state, post.events), words);
    expect(first).toBe(`Cruiser Duel · Round ${turn.round}, impulse ${turn.impulse}`);
    expect(second.startsWith(`Next: Round ${next.round}, impulse ${next.impulse}`)).toBe(true);
  });

  test("a map posted as the Power Phase begins names the round's last impulse, then the Power Phase as next", () => {
    const post = reports('cruiser-duel').find((r) => r.events.at(-1)?.type === 'powerPhaseStarted');
    if (!post) throw new Error('no Power Phase post');
    const turn = post.events.findLast((e) => e.type === 'turnStarted');
    if (turn?.type !== 'turnStarted') throw new Error('no turn');
    const [first, second] = headerLines(impulse.boardView(post.state, post.events), words);
    expect(first).toBe(`Cruiser Duel · Round ${turn.round}, impulse ${turn.impulse}`);
    expect(second.startsWith(`Next: Round ${turn.round}, Power Phase`)).toBe(true);
  });

  test('a map of the board after the Power Phase, nothing played yet, says it is before the impulse', () => {
    const post = reports('cruiser-duel').find(
      (r) => r.events.at(-1)?.type === 'impulseStarted' && !r.events.some((e) => e.type === 'turnStarted'),
    );
    if (!post) throw new Error('no post between impulses');
    const start = post.events.at(-1);
    if (start?.type !== 'impulseStarted') throw new Error('no start');
    const [first, second] = headerLines(impulse.boardView(post.state, post.events), words);
    expect(first).toBe(`Cruiser Duel · Round ${start.round}, before impulse ${start.impulse}`);
    expect(second).not.toContain('Next:');
  });

  test('a map with no events (/map) names the flow’s moment, as before', () => {
    const { state } = reports('cruiser-duel')[3]!;
    const view = impulse.boardView(state);
    const [first, second] = headerLines(view, words);
    expect(first).toBe(`Cruiser Duel · ${words.when(view.phase, view.round, view.impulse)}`);
    expect(second).not.toContain('Next:');
  });
});

describe('the legend lists only what the picture holds', () => {
  test('a duel with no missile, blast, wreck or shot lists none of them', () => {
    const state = newGame({
      classes: [testClass({ afterburners: 0, batteries: 0 })],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1406', facing: 'S' },
      ],
    });
    const entries = legendEntries(impulse.boardView(state), words);
    for (const absent of [
      legend.missile,
      legend.blast,
      legend.wreck,
      legend.fire,
      legend.moves,
      legend.numbers,
      legend.criticals,
      legend.battery,
      legend.afterburners,
      legend.slip,
    ])
      expect(entries).not.toContain(absent);
    expect(entries).toEqual(expect.arrayContaining([legend.rulers, legend.shields, legend.hull]));
  });

  test('missiles are listed when a missile is drawn', () => {
    const view = GOLDEN_MAPS['duel-two-missiles-in-a-hex']!();
    expect(view.missiles.length).toBeGreaterThan(0);
    expect(legendEntries(view, words)).toContain(legend.missile);
  });

  test('wrecks, blasts, fire lines and numbers are listed when the picture has them', () => {
    const view = GOLDEN_MAPS['corvane-belt-wreck']!();
    const entries = legendEntries(view, words);
    expect(view.happenings.some((h) => h.kind === 'destroyed')).toBe(true);
    expect(entries).toEqual(expect.arrayContaining([legend.wreck, legend.numbers]));
    expect(entries.includes(legend.blast)).toBe(view.explosions.length > 0);
    expect(entries.includes(legend.fire)).toBe(view.happenings.some((h) => h.kind === 'volley'));
    expect(entries.includes(legend.missile)).toBe(view.missiles.length > 0);
  });

  test('a damaged missile and a missile hit are listed only where the picture has one (issue 40)', () => {
    for (const name of Object.keys(GOLDEN_MAPS)) {
      const view = GOLDEN_MAPS[name]!();
      const entries = legendEntries(view, words);
      expect(entries.includes(legend.missileDamaged), name).toBe(view.missiles.some((m) => m.damaged));
      expect(entries.includes(legend.missileHit), name).toBe(view.happenings.some((h) => h.kind === 'missileHit'));
    }
    const hits = GOLDEN_MAPS['duel-volleys-on-one-line']!();
    expect(hits.happenings.some((h) => h.kind === 'missileHit')).toBe(true);
  });

  test("a ruleset's own entries come last", () => {
    const view = GOLDEN_MAPS['cruiser-duel']!();
    const entries = legendEntries(view, { ...words, legendMore: ['v6: velocity'] });
    expect(entries.at(-1)).toBe('v6: velocity');
  });
});
