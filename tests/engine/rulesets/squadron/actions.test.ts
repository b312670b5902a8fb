/** Seed 001's limits on actions (issue 14): one test per rule, named by the seed's section. */
import { describe, expect, test } from 'vitest';
import { type ActingShip, actionRefusal } from '../../../../src/engine/rulesets/squadron/actions.js';

const ship = (over: Partial<ActingShip> = {}): ActingShip => ({
  actionBar: ['focus', 'targetLock', 'barrelRoll', 'cloak', 'slam'],
  stress: 0,
  cloaked: false,
  actionsThisRound: [],
  skipsActionStep: false,
  ...over,
});

describe('when a ship may take an action (seed 001)', () => {
  test.each([
    ['an action on the bar, in the action step', ship(), 'focus', false, null],
    ['"Passar": passing is always possible, stressed or not', ship({ stress: 2 }), 'pass', false, null],
    ['FAQ "Estresse": a stressed ship takes no action', ship({ stress: 1 }), 'focus', false, 'STRESSED'],
    ['FAQ "Estresse": not even a free one', ship({ stress: 1 }), 'evade', true, 'STRESSED'],
    [
      'FAQ: never the same action twice a round',
      ship({ actionsThisRound: ['focus'] }),
      'focus',
      false,
      'ALREADY_THIS_ROUND',
    ],
    [
      '"Outras Ações": not even when the second is free',
      ship({ actionsThisRound: ['focus'] }),
      'focus',
      true,
      'ALREADY_THIS_ROUND',
    ],
    ['a different action after one is fine when free', ship({ actionsThisRound: ['focus'] }), 'targetLock', true, null],
    [
      'FAQ "Colisões"/"Obstáculos": the action step is skipped',
      ship({ skipsActionStep: true }),
      'focus',
      false,
      'ACTION_STEP_SKIPPED',
    ],
    ['…but a free action granted later still happens', ship({ skipsActionStep: true }), 'focus', true, null],
    ['the action bar limits the action step', ship(), 'evade', false, 'NOT_ON_ACTION_BAR'],
    ['FAQ: a free action may be one the bar lacks', ship(), 'evade', true, null],
    ['"Camuflagem": no cloaking while cloaked', ship({ cloaked: true }), 'cloak', false, 'ALREADY_CLOAKED'],
    ['"SLAM": never as a free action', ship(), 'slam', true, 'SLAM_NOT_FREE'],
    ['"SLAM": as the ship’s own action', ship(), 'slam', false, null],
  ] as const)('%s', (_name, acting, action, free, refusal) => {
    expect(actionRefusal(acting, action, free)).toBe(refusal);
  });
});
