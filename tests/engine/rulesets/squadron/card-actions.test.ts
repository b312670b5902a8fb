/**
 * Issue 41 item 4: «Ação:» cards and granted free actions (seed 001, "Outras Ações", its FAQ and
 * "SLAM"). Our content: the Tactical Officer crew card («Ação:» a focus and an evade token, then a
 * stress token) and Dara Quill (after a focus action, a free barrel roll). Each test is named by the
 * seed's sentence it checks.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { actionRefusal, type ActingShip } from '../../../../src/engine/rulesets/squadron/actions.js';
import {
  arrange,
  dialAll,
  passActions,
  play,
  playRandomly,
  refusal,
  ship,
  table,
} from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
type Command = squadron.SquadronCommand;

/** Dara Quill (Swift, skill 4), a Warden Gunner (skill 3) with the Tactical Officer; a far Shard Drone. */
async function squad(): Promise<State> {
  const state = await table(
    [
      { pilot: 'dara-quill', hex: '1010', facing: 'N' },
      { pilot: 'warden-gunner', hex: '1210', facing: 'N', upgrades: ['tactical-officer'] },
    ],
    [{ pilot: 'shard-drone', hex: '2003', facing: 'S' }],
  );
  return dialAll(state).state;
}

const act = (id: string, action: string, more: Record<string, unknown> = {}): Command =>
  ({ type: 'action', side: id === 'shard-drone' ? 'veyra' : 'concord', ship: id, action, ...more }) as Command;
const card = (id: string) => act(id, 'card', { card: 'tactical-officer' });
const at = (state: State, id: string) => passActions(state, id).state;
const legal = (state: State) => squadron.SQUADRON.legalCommands(state, 'concord');

describe('«Algumas habilidades de carta incluem o cabeçalho “Ação:”. ... Isto conta como a ação daquela nave para a rodada.»', () => {
  test('the Tactical Officer’s «Ação:» is the Warden’s action: its step ends, the card recorded for the round', async () => {
    const ready = at(await squad(), 'warden-gunner');
    expect(ready.activation).toMatchObject({ ship: 'warden-gunner', step: 'action' });
    expect(legal(ready)).toContainEqual(card('warden-gunner'));
    const { state, events } = play(ready, card('warden-gunner'));
    expect(ship(state, 'warden-gunner')).toMatchObject({
      focus: 1,
      evade: 1,
      stress: 1,
      actionsThisRound: ['card:tactical-officer'],
    });
    expect(events).toContainEqual({
      type: 'actionTaken',
      ship: 'warden-gunner',
      action: 'card',
      free: false,
      detail: { card: 'tactical-officer' },
    });
    // The action step is spent: the next ship (Dara Quill) activates.
    expect(state.activation).toMatchObject({ ship: 'dara-quill', step: 'action' });
  });

  test.each([
    ['a ship without the card', 'dara-quill', {}, 'NO_SUCH_CARD'],
    [
      '«Uma nave não pode realizar a mesma ação mais de uma vez durante uma rodada»: the card once a round',
      'warden-gunner',
      { actionsThisRound: ['card:tactical-officer'] },
      'ALREADY_THIS_ROUND',
    ],
    ['FAQ "Estresse": «não pode ... realizar quaisquer ações»', 'warden-gunner', { stress: 1 }, 'STRESSED'],
  ] as const)('refused: %s', async (_name, id, change, code) => {
    const dialled = await squad();
    const ready =
      id === 'dara-quill'
        ? at(dialled, 'dara-quill')
        : arrange(at(dialled, 'warden-gunner'), { 'warden-gunner': change as Partial<squadron.SquadShip> });
    expect(refusal(ready, { ...card(id) })).toBe(code);
  });

  test('a card that would give nothing is refused, so no action is spent on it', async () => {
    const ready = at(await squad(), 'warden-gunner');
    const gunner = ship(ready, 'warden-gunner');
    const repairs = {
      stats: {
        ...gunner.stats,
        cards: [{ id: 'tactical-officer', name: 'Repairs', effect: { focus: 0, evade: 0, shields: 1, stress: 0 } }],
      },
    };
    expect(refusal(arrange(ready, { 'warden-gunner': repairs }), card('warden-gunner'))).toBe('NOTHING_TO_DO');
    const { state } = play(arrange(ready, { 'warden-gunner': { ...repairs, shields: 2 } }), card('warden-gunner'));
    expect(ship(state, 'warden-gunner').shields).toBe(3);
  });
});

describe('«alguns efeitos permitem que naves efetuem ações adicionais ... as chamadas "ações gratuitas"»', () => {
  test('after her focus action Dara Quill is offered a free barrel roll, one her Swift’s bar lacks (FAQ)', async () => {
    const ready = at(await squad(), 'dara-quill');
    expect(ship(ready, 'dara-quill').stats.actions).not.toContain('barrelRoll');
    const { state, events } = play(ready, act('dara-quill', 'focus'));
    expect(events).toContainEqual({
      type: 'freeActionGranted',
      ship: 'dara-quill',
      by: 'dara-quill',
      only: ['barrelRoll'],
    });
    expect(state.activation).toMatchObject({ ship: 'dara-quill', step: 'free', only: ['barrelRoll'], next: 'end' });
    const offered = legal(state).map((c) => (c.type === 'action' ? c.action : c.type));
    expect(new Set(offered)).toEqual(new Set(['barrelRoll', 'pass']));
    expect(refusal(state, act('dara-quill', 'evade'))).toBe('NOT_OFFERED');
    const rolled = play(state, act('dara-quill', 'barrelRoll', { direction: 'left', spot: 'level' }));
    expect(rolled.events).toContainEqual(
      expect.objectContaining({ type: 'actionTaken', action: 'barrelRoll', free: true }),
    );
    expect(ship(rolled.state, 'dara-quill').actionsThisRound).toEqual(['focus', 'barrelRoll']);
    // The activation is over: no second action step.
    expect(rolled.state.phase).toBe('combat');
  });

  test('«Uma nave pode escolher não realizar uma ação ... quando receber uma ação gratuita»: passing it ends the activation', async () => {
    const focused = play(at(await squad(), 'dara-quill'), act('dara-quill', 'focus')).state;
    const passed = play(focused, act('dara-quill', 'pass')).state;
    expect(passed.phase).toBe('combat');
    expect(ship(passed, 'dara-quill').actionsThisRound).toEqual(['focus']);
  });
});

describe('a free action granted before the action step leads back into it', () => {
  test('Oren Vale’s free focus after a green manoeuvre, then a granted free barrel roll, then his action step', async () => {
    const state = await table(
      [{ pilot: 'oren-vale', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '2003', facing: 'S' }],
    );
    const oren = ship(state, 'oren-vale');
    const granted = arrange(state, {
      'oren-vale': { stats: { ...oren.stats, grants: [{ after: 'focus', action: 'barrelRoll' }] } },
    });
    const ready = at(dialAll(granted, { 'oren-vale': '1FG' }).state, 'oren-vale');
    expect(ready.activation).toMatchObject({ step: 'free', only: ['focus'] });
    const focused = play(ready, act('oren-vale', 'focus')).state;
    expect(focused.activation).toMatchObject({ step: 'free', only: ['barrelRoll'], next: 'actionStep' });
    const rolled = play(focused, act('oren-vale', 'barrelRoll', { direction: 'left' })).state;
    expect(rolled.activation).toMatchObject({ ship: 'oren-vale', step: 'action' });
    expect(refusal(rolled, act('oren-vale', 'focus'))).toBe('ALREADY_THIS_ROUND');
  });
});

describe('«uma nave nunca pode realizar a mesma ação mais de uma vez durante uma única rodada (nem mesmo quando a ação é uma “ação gratuita”)»', () => {
  test('a barrel roll already taken this round is not offered free again', async () => {
    const ready = arrange(at(await squad(), 'dara-quill'), { 'dara-quill': { actionsThisRound: ['barrelRoll'] } });
    const { state, events } = play(ready, act('dara-quill', 'focus'));
    expect(events.some((e) => e.type === 'freeActionGranted')).toBe(false);
    expect(state.phase).toBe('combat');
  });

  test.each<[string, Partial<ActingShip>, squadron.Action | `card:${string}`, boolean, string | null]>([
    [
      'a free action once taken this round',
      { actionsThisRound: ['barrelRoll'] },
      'barrelRoll',
      true,
      'ALREADY_THIS_ROUND',
    ],
    [
      'a card’s action twice',
      { actionsThisRound: ['card:tactical-officer'] },
      'card:tactical-officer',
      false,
      'ALREADY_THIS_ROUND',
    ],
    ['another card’s action is its own', { actionsThisRound: ['card:tactical-officer'] }, 'card:field-kit', true, null],
    ['a card’s action needs no icon on the bar', {}, 'card:tactical-officer', false, null],
    ['FAQ "Estresse": «nem mesmo ações gratuitas»', { stress: 1 }, 'barrelRoll', true, 'STRESSED'],
    ['FAQ "Estresse": nor a card’s action', { stress: 1 }, 'card:tactical-officer', false, 'STRESSED'],
  ])('%s', (_name, over, action, free, code) => {
    const acting: ActingShip = {
      actionBar: ['focus', 'evade', 'boost', 'slam'],
      stress: 0,
      cloaked: false,
      actionsThisRound: [],
      skipsActionStep: false,
      ...over,
    };
    expect(actionRefusal(acting, action, free)).toBe(code);
  });

  test('FAQ "Estresse": «nem mesmo ações gratuitas»: a free barrel roll is refused to a stressed ship', async () => {
    const focused = play(at(await squad(), 'dara-quill'), act('dara-quill', 'focus')).state;
    const stressed = arrange(focused, { 'dara-quill': { stress: 1 } });
    expect(refusal(stressed, act('dara-quill', 'barrelRoll', { direction: 'left' }))).toBe('STRESSED');
  });
});

describe('«Uma nave não pode realizar um SLAM como uma ação gratuita.»', () => {
  test('a data file granting a free SLAM is refused, quoting the seed', () => {
    const parsed = squadron.FreeActionGrantSchema.safeParse({ after: 'focus', action: 'slam' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('Uma nave não pode realizar um SLAM como uma ação gratuita');
    expect(squadron.FreeActionGrantSchema.safeParse({ after: 'focus', action: 'barrelRoll' }).success).toBe(true);
  });

  test('a grant of a SLAM that reaches the engine is never offered', async () => {
    const ready = at(await squad(), 'dara-quill');
    const dara = ship(ready, 'dara-quill');
    const slamming = arrange(ready, {
      'dara-quill': { stats: { ...dara.stats, grants: [{ after: 'focus', action: 'slam' }] } },
    });
    const { state, events } = play(slamming, act('dara-quill', 'focus'));
    expect(events.some((e) => e.type === 'freeActionGranted')).toBe(false);
    expect(state.phase).toBe('combat');
  });

  test('a coordinated free action may be anything but a SLAM: refused with its reason', async () => {
    const ready = at(await squad(), 'warden-gunner');
    const coordinated = play(ready, act('warden-gunner', 'coordinate', { target: 'dara-quill' })).state;
    expect(coordinated.activation).toMatchObject({ ship: 'dara-quill', step: 'free', only: [] });
    expect(refusal(coordinated, act('dara-quill', 'slam', { dial: '2FG' }))).toBe('SLAM_NOT_FREE');
    const offered = legal(coordinated).map((c) => (c.type === 'action' ? c.action : c.type));
    expect(offered).not.toContain('slam');
    expect(offered).toContain('barrelRoll');
  });
});

describe('what is offered is never refused', () => {
  test('random legal play with the card and the grant on both sides: every legal command is accepted', async () => {
    const state = await table(
      [
        { pilot: 'dara-quill', hex: '1010', facing: 'N' },
        { pilot: 'warden-gunner', hex: '1410', facing: 'N', upgrades: ['tactical-officer'] },
      ],
      [
        { pilot: 'dread-crew', hex: '1004', facing: 'S', upgrades: ['tactical-officer'] },
        { pilot: 'shard-drone', hex: '1404', facing: 'S' },
      ],
    );
    for (const seed of ['a', 'b', 'c']) {
      const { log } = playRandomly(state, seed, 300);
      expect(log.length).toBeGreaterThan(20);
    }
  });
});
