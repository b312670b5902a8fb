/** Seed 001's "Aquisição de Mira": target locks (issue 14), one test per sentence of the rule. */
import { describe, expect, test } from 'vitest';
import {
  acquireLock,
  canSpendLock,
  lockedBy,
  spendLockToken,
  type Locks,
} from '../../../../src/engine/rulesets/squadron/locks.js';

const locked = (r: ReturnType<typeof acquireLock>): Locks => {
  if ('refused' in r) throw new Error(r.refused);
  return r.locks;
};

describe('target locks (seed 001 "Aquisição de Mira")', () => {
  test('"Se a nave inimiga estiver em Alcance 1, 2 ou 3": a lock at range 1-3 only', () => {
    for (const band of [1, 2, 3]) expect('locks' in acquireLock({}, 'x', 'y', band, true)).toBe(true);
    expect(acquireLock({}, 'x', 'y', 4, true)).toEqual({ refused: 'OUT_OF_RANGE' });
    expect(acquireLock({}, 'x', 'y', undefined, true)).toEqual({ refused: 'OUT_OF_RANGE' });
    expect(acquireLock({}, 'x', 'y', 1, false)).toEqual({ refused: 'NOT_AN_ENEMY' });
  });

  test('"cada nave pode manter apenas uma mira": a new lock replaces the old one', () => {
    const first = locked(acquireLock({}, 'x', 'y', 2, true));
    const second = locked(acquireLock(first, 'x', 'z', 2, true));
    expect(second).toEqual({ x: { target: 'z', letter: 'A' } });
  });

  test('"diversas naves podem mirar a mesma nave": many red tokens on one target, each its own letter', () => {
    const a = locked(acquireLock({}, 'x', 't', 1, true));
    const b = locked(acquireLock(a, 'w', 't', 3, true));
    expect(lockedBy(b, 't').sort()).toEqual(['w', 'x']);
    expect(new Set(Object.values(b).map((l) => l.letter)).size).toBe(2);
  });

  test('"a ficha de mira vermelha ... deve ter a letra correspondente": a lock is spent only on its own target', () => {
    const locks = locked(acquireLock({}, 'x', 't', 2, true));
    expect(canSpendLock(locks, 'x', 't')).toBe(true);
    expect(canSpendLock(locks, 'x', 'u')).toBe(false);
    expect(canSpendLock(locks, 'w', 't')).toBe(false);
    expect(spendLockToken(locks, 'x')).toEqual({});
  });

  test('a freed letter is used again, the lowest first', () => {
    const two = locked(acquireLock(locked(acquireLock({}, 'x', 't', 1, true)), 'w', 't', 1, true));
    const freed = spendLockToken(two, 'x');
    expect(locked(acquireLock(freed, 'v', 't', 1, true))['v']?.letter).toBe('A');
  });
});
