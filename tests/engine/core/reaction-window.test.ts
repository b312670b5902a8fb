/**
 * Reaction windows (issue 12's shared services; other-systems.md sections 1, 2.8, 4.5 and 5.9): a
 * window opened for the side that is not acting, answered with a listed option or a pass, defaulted
 * when the clock runs out, and closed once every side asked has answered.
 */
import { describe, expect, test } from 'vitest';
import {
  allAnswered,
  answerWindow,
  awaitedReaction,
  defaultChoice,
  PASS_CHOICE,
  askOf,
  chosenOption,
  closeWindow,
  openWindow,
  passWindow,
  stillToAnswer,
  takeDefault,
  takeDefaults,
  type ReactionAsk,
  type ReactionWindow,
  type WindowSpec,
} from '../../../src/engine/core/reaction-window.js';

/** An Armada defender's defense tokens: it may spend one or keep them all; the clock keeps them. */
const DEFENDER: ReactionAsk = {
  side: 'empire',
  options: [
    { id: 'brace', detail: { token: 'brace' } },
    { id: 'evade', detail: { token: 'evade', die: 2 } },
  ],
  mayPass: true,
  defaultOption: null,
};
/** A side that must answer and whose clock picks an option for it. */
const MUST_CHOOSE: ReactionAsk = {
  side: 'rebels',
  options: [{ id: 'allocate-front' }, { id: 'allocate-rear' }],
  mayPass: false,
  defaultOption: 'allocate-front',
};
const SPEC: WindowSpec = { id: 'defend:7', trigger: 'Victory attacks Nebulon', asks: [DEFENDER, MUST_CHOOSE] };

const opened = (spec: WindowSpec = SPEC): ReactionWindow => openWindow(spec).window;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('opening a window', () => {
  test('every side asked is still to answer, in the order asked, and the event names them', () => {
    const { window, event } = openWindow(SPEC);
    expect(stillToAnswer(window)).toEqual(['empire', 'rebels']);
    expect(allAnswered(window)).toBe(false);
    expect(window.closed).toBe(false);
    expect(event).toEqual({
      type: 'reactionWindowOpened',
      window: 'defend:7',
      trigger: 'Victory attacks Nebulon',
      sides: ['empire', 'rebels'],
    });
    expect(askOf(window, 'rebels')).toBe(MUST_CHOOSE);
    expect(askOf(window, 'pirates')).toBeUndefined();
  });

  test('a window is plain JSON: it survives being written out and read back', () => {
    const window = unwrap(answerWindow(opened(), 'empire', 'evade')).window;
    expect(JSON.parse(JSON.stringify(window))).toEqual(window);
  });

  test.each<[string, WindowSpec, RegExp]>([
    ['no side asked', { id: 'w', trigger: 't', asks: [] }, /asks no side/],
    ['a side asked twice', { id: 'w', trigger: 't', asks: [DEFENDER, DEFENDER] }, /a side twice/],
    [
      'an option listed twice',
      { id: 'w', trigger: 't', asks: [{ ...DEFENDER, options: [{ id: 'brace' }, { id: 'brace' }] }] },
      /option twice/,
    ],
    [
      'a default that is not an option',
      { id: 'w', trigger: 't', asks: [{ ...DEFENDER, defaultOption: 'scatter' }] },
      /cannot default to scatter/,
    ],
    [
      'a default pass for a side that may not pass',
      { id: 'w', trigger: 't', asks: [{ ...MUST_CHOOSE, defaultOption: null }] },
      /cannot default to null/,
    ],
    [
      'no option and no pass',
      { id: 'w', trigger: 't', asks: [{ side: 's', options: [], mayPass: false, defaultOption: null }] },
      /cannot default|has no answer/,
    ],
  ])('a window with %s is a bug in the rules and throws', (_, spec, message) => {
    expect(() => openWindow(spec)).toThrow(message);
  });
});

describe('answering', () => {
  test('a listed option or a pass is recorded, and the window closes once all have answered', () => {
    const first = unwrap(answerWindow(opened(), 'empire', 'evade'));
    expect(first.event).toEqual({ type: 'reactionAnswered', window: 'defend:7', side: 'empire', option: 'evade' });
    expect(stillToAnswer(first.window)).toEqual(['rebels']);
    expect(closeWindow(first.window)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALL_ANSWERED', detail: { waiting: ['rebels'] } },
    });
    const second = unwrap(answerWindow(first.window, 'rebels', 'allocate-rear'));
    expect(allAnswered(second.window)).toBe(true);
    const closed = unwrap(closeWindow(second.window));
    expect(closed.window.closed).toBe(true);
    expect(closed.event).toEqual({
      type: 'reactionWindowClosed',
      window: 'defend:7',
      answers: {
        empire: { option: 'evade', defaulted: false },
        rebels: { option: 'allocate-rear', defaulted: false },
      },
    });
  });

  test('the chosen option comes back with its detail; a pass is null; no answer yet is undefined', () => {
    const evaded = unwrap(answerWindow(opened(), 'empire', 'evade')).window;
    expect(chosenOption(evaded, 'empire')).toEqual({ id: 'evade', detail: { token: 'evade', die: 2 } });
    expect(chosenOption(evaded, 'rebels')).toBeUndefined();
    expect(chosenOption(evaded, 'pirates')).toBeUndefined();
    const passed = unwrap(passWindow(opened(), 'empire'));
    expect(passed.event).toEqual({ type: 'reactionAnswered', window: 'defend:7', side: 'empire', option: null });
    expect(chosenOption(passed.window, 'empire')).toBeNull();
  });

  test('answering leaves the window it was given as it was', () => {
    const window = opened();
    const before = JSON.stringify(window);
    unwrap(answerWindow(window, 'empire', 'brace'));
    expect(JSON.stringify(window)).toBe(before);
  });

  const answeredByEmpire = () => unwrap(answerWindow(opened(), 'empire', 'brace')).window;
  const closedWindow = () =>
    unwrap(closeWindow(unwrap(passWindow(opened({ ...SPEC, asks: [DEFENDER] }), 'empire')).window)).window;
  test.each<[string, () => ReactionWindow, (w: ReactionWindow) => unknown, string]>([
    ['an option not listed', opened, (w) => answerWindow(w, 'empire', 'scatter'), 'NO_SUCH_OPTION'],
    ["another side's option", opened, (w) => answerWindow(w, 'empire', 'allocate-front'), 'NO_SUCH_OPTION'],
    ['a side not asked', opened, (w) => answerWindow(w, 'pirates', 'brace'), 'NOT_ASKED'],
    ['a pass by a side not asked', opened, (w) => passWindow(w, 'pirates'), 'NOT_ASKED'],
    ['a pass by a side that may not pass', opened, (w) => passWindow(w, 'rebels'), 'MAY_NOT_PASS'],
    ['a second answer', answeredByEmpire, (w) => answerWindow(w, 'empire', 'evade'), 'ALREADY_ANSWERED'],
    ['a default after an answer', answeredByEmpire, (w) => takeDefault(w, 'empire'), 'ALREADY_ANSWERED'],
    ['an answer to a closed window', closedWindow, (w) => answerWindow(w, 'empire', 'brace'), 'WINDOW_CLOSED'],
    ['a pass to a closed window', closedWindow, (w) => passWindow(w, 'empire'), 'WINDOW_CLOSED'],
    ['a default in a closed window', closedWindow, (w) => takeDefault(w, 'empire'), 'WINDOW_CLOSED'],
    ['closing it again', closedWindow, (w) => closeWindow(w), 'WINDOW_CLOSED'],
  ])('%s is refused', (_, make, act, code) => {
    expect(act(make())).toMatchObject({ ok: false, error: { code } });
  });
});

describe('when the clock runs out', () => {
  test.each([
    ['a side that may pass defaults to passing', 'empire', null],
    ['a side that must choose gets its default option', 'rebels', 'allocate-front'],
  ])('%s', (_, side, option) => {
    const { window, event } = unwrap(takeDefault(opened(), side));
    expect(window.answers[side]).toEqual({ option, defaulted: true });
    expect(event).toEqual({ type: 'reactionDefaulted', window: 'defend:7', side, option });
  });

  test('all still to answer take their defaults; those who answered keep their answers', () => {
    const answered = unwrap(answerWindow(opened(), 'rebels', 'allocate-rear')).window;
    const { window, events } = takeDefaults(answered);
    expect(events).toEqual([{ type: 'reactionDefaulted', window: 'defend:7', side: 'empire', option: null }]);
    expect(window.answers).toEqual({
      empire: { option: null, defaulted: true },
      rebels: { option: 'allocate-rear', defaulted: false },
    });
    expect(unwrap(closeWindow(window)).window.closed).toBe(true);
  });

  test('with everyone answered there is nothing to default', () => {
    const { window } = takeDefaults(opened());
    expect(takeDefaults(window)).toEqual({ window, events: [] });
  });
});

describe('a window as the contract awaits it (issue 42: `Awaiting.reaction`)', () => {
  const commandOf = (option: { id: string } | null) => ({ type: 'defend', side: 'empire', token: option?.id ?? null });

  test('each option becomes its command, the pass last, and the default is the pass when the clock passes', () => {
    const { window } = openWindow({ id: 'w1', trigger: 'attack', asks: [DEFENDER] });
    const reaction = awaitedReaction(window, 'defence', 'empire', commandOf);
    expect(reaction?.options.map((o) => o.id)).toEqual(['brace', 'evade', PASS_CHOICE]);
    expect(reaction?.default).toBe(PASS_CHOICE);
    expect(defaultChoice(reaction!).command).toEqual({ type: 'defend', side: 'empire', token: null });
  });

  test('a default option is named as such; a side not asked, or that has answered, awaits nothing', () => {
    const { window } = openWindow({ id: 'w2', trigger: 'attack', asks: [{ ...DEFENDER, defaultOption: 'brace' }] });
    expect(awaitedReaction(window, 'defence', 'empire', commandOf)?.default).toBe('brace');
    expect(awaitedReaction(window, 'defence', 'rebels', commandOf)).toBeUndefined();
    const answered = answerWindow(window, 'empire', 'evade');
    if (!answered.ok) expect.fail(answered.error.code);
    expect(awaitedReaction(answered.value.window, 'defence', 'empire', commandOf)).toBeUndefined();
  });

  test('an option may not take the pass’s name where the side may pass', () => {
    const clash = { ...DEFENDER, options: [{ id: PASS_CHOICE }] };
    expect(() => openWindow({ id: 'w3', trigger: 'attack', asks: [clash] })).toThrow(/named pass/);
  });
});
