/**
 * The decloak window (issue 41 item 1; seed 001, "Camuflagem"): every cloaked ship chooses at the
 * start of the Activation phase, lowest pilot skill first with the initiative breaking ties, before
 * any ship reveals its dial; then the Activation phase goes on as usual.
 */
import { describe, expect, test } from 'vitest';
import { chooseCommand } from '../../../../src/ai/choose.js';
import { squadron, type AnyRuleset } from '../../../../src/engine/index.js';
import { arrange, dialAll, play, ship, table } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
const RULES = squadron.SQUADRON as unknown as AnyRuleset;

/**
 * The Lance (concord, skill 2) uncloaked; the Wraith Hunter (veyra, 4) and Nyx Serane (veyra, 9)
 * cloaked; Captain Ives (concord, 4) cloaked when `ives` is set, for a tie of skill across sides.
 */
async function cloakedTable(ives = false): Promise<State> {
  const state = await table(
    [
      { pilot: 'lance-cadet', hex: '0515', facing: 'N' },
      ...(ives ? [{ pilot: 'captain-ives', hex: '1815', facing: 'N' } as const] : []),
    ],
    [
      { pilot: 'wraith-hunter', hex: '0805', facing: 'S' },
      { pilot: 'nyx-serane', hex: '1405', facing: 'S' },
    ],
  );
  const cloaks = { 'wraith-hunter': { cloaked: true }, 'nyx-serane': { cloaked: true } };
  return arrange(state, ives ? { ...cloaks, 'captain-ives': { cloaked: true } } : cloaks);
}

/** Each decloak choice in turn (staying cloaked), until the window closes: who chose, in order. */
function window(state: State): { chose: string[]; after: State; events: squadron.SquadronEvent[] } {
  const chose: string[] = [];
  const events: squadron.SquadronEvent[] = [];
  let current = state;
  while (current.activation?.step === 'decloak') {
    const id = current.activation.ship;
    chose.push(id);
    const played = play(current, { type: 'decloak', side: ship(current, id).side, ship: id, how: 'stay' });
    current = played.state;
    events.push(...played.events);
  }
  return { chose, after: current, events };
}

describe('«No início da fase de Ativação ... cada nave pode gastar uma ficha de camuflagem para descamuflar»', () => {
  test('the window opens with the Activation phase: no dial is revealed, no ship moves, until every cloaked ship has chosen', async () => {
    const { state: opened, events } = dialAll(await cloakedTable());
    expect(opened.phase).toBe('activation');
    expect(opened.activation).toMatchObject({ ship: 'wraith-hunter', step: 'decloak' });
    // The Lance (skill 2) would activate first, yet it waits for the cloaked ships of skill 4 and 9.
    expect(events.filter((e) => e.type === 'dialRevealed' || e.type === 'shipActivates')).toEqual([]);
    const { chose, after, events: played } = window(opened);
    expect(chose).toEqual(['wraith-hunter', 'nyx-serane']);
    // Only the last choice closes the window: then the Lance reveals its dial and flies.
    const revealed = played.filter((e) => e.type === 'dialRevealed').map((e) => e.ship);
    expect(revealed).toEqual(['lance-cadet']);
    expect(after.activation).toMatchObject({ ship: 'lance-cadet', step: 'action' });
  });

  test('«começando com o piloto de perícia mais baixo»: the decloak moves the ship before the lower-skill ships fly', async () => {
    const opened = dialAll(await cloakedTable()).state;
    const hunter = ship(opened, 'wraith-hunter');
    const { state: boosted, events } = play(opened, {
      type: 'decloak',
      side: 'veyra',
      ship: 'wraith-hunter',
      how: 'boost',
    });
    expect(events).toContainEqual(expect.objectContaining({ type: 'decloaked', ship: 'wraith-hunter', how: 'boost' }));
    expect(ship(boosted, 'wraith-hunter')).toMatchObject({ cloaked: false, activated: false });
    expect(ship(boosted, 'wraith-hunter').hex).not.toEqual(hunter.hex);
    // Nyx Serane (skill 9) chooses next, still before the Lance (skill 2) has moved.
    expect(boosted.activation).toMatchObject({ ship: 'nyx-serane', step: 'decloak' });
    expect(ship(boosted, 'lance-cadet').activated).toBe(false);
  });

  test.each([
    // initiative, who chooses first of the two cloaked ships of skill 4
    ['concord', ['captain-ives', 'wraith-hunter', 'nyx-serane']],
    ['veyra', ['wraith-hunter', 'captain-ives', 'nyx-serane']],
  ])('«usando a iniciativa de resolver empates»: with the initiative at %s', async (initiative, order) => {
    const state = { ...(await cloakedTable(true)), initiative };
    expect(window(dialAll(state).state).chose).toEqual(order);
  });

  test('«Após todas as descamuflagens serem resolvidas, a fase de Ativação continua normalmente»: lowest skill first', async () => {
    const { after } = window(dialAll(await cloakedTable()).state);
    const order: string[] = [];
    let current = after;
    while (current.phase === 'activation' && current.activation) {
      const id = current.activation.ship;
      order.push(id);
      current = play(current, { type: 'action', side: ship(current, id).side, ship: id, action: 'pass' }).state;
    }
    expect(order).toEqual(['lance-cadet', 'wraith-hunter', 'nyx-serane']);
    expect(current.phase).toBe('combat');
  });

  test('without a cloaked ship there is no window: the lowest skill reveals at once', async () => {
    const state = arrange(await cloakedTable(), {
      'wraith-hunter': { cloaked: false },
      'nyx-serane': { cloaked: false },
    });
    expect(dialAll(state).state.activation).toMatchObject({ ship: 'lance-cadet', step: 'action' });
  });

  test('only the ship choosing now may decloak, and its own side is the one asked', async () => {
    const opened = dialAll(await cloakedTable()).state;
    expect(squadron.SQUADRON.awaiting(opened).sides).toEqual(['veyra']);
    expect(squadron.SQUADRON.tasks(opened, 'veyra')).toEqual([
      { unit: 'wraith-hunter', required: true, can: ['decloak'] },
    ]);
    const early = squadron.SQUADRON.applyCommand(opened, {
      type: 'decloak',
      side: 'veyra',
      ship: 'nyx-serane',
      how: 'stay',
    });
    expect(early.ok ? undefined : early.error.code).toBe('NOT_DECLOAK_STEP');
  });

  test('the AI chooses in the window, at every level', async () => {
    const opened = dialAll(await cloakedTable()).state;
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const chosen = chooseCommand(RULES, opened, 'veyra', level, 'decloak-seed');
      expect(chosen).toMatchObject({ type: 'decloak', ship: 'wraith-hunter' });
      expect(squadron.SQUADRON.applyCommand(opened, chosen as squadron.SquadronCommand).ok).toBe(true);
    }
  });

  test('a game saved at a ship’s own decloak choice (before the window) flies that ship on, as it did then', async () => {
    const { after } = window(dialAll(await cloakedTable()).state);
    // Nyx Serane has just been taken off the queue and asked, as the old flow asked at its activation.
    const old: State = {
      ...after,
      toActivate: after.toActivate.filter((id) => id !== 'nyx-serane'),
      activation: { ship: 'nyx-serane', step: 'decloak', only: [], activating: 'nyx-serane' },
    };
    const { state: flown, events } = play(old, { type: 'decloak', side: 'veyra', ship: 'nyx-serane', how: 'stay' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'dialRevealed', ship: 'nyx-serane' }));
    expect(ship(flown, 'nyx-serane').activated).toBe(true);
  });
});
