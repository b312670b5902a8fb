/**
 * Stacked sealed orders (issue 42; other-systems.md section 5.5, Armada's command dials): a queue
 * per unit, set several deep at once, the top revealed at the unit's activation, one added at the
 * bottom each round; its owner sees it whole, everyone else only its depth.
 */
import { describe, expect, test } from 'vitest';
import {
  addToBottom,
  openQueues,
  queueDepth,
  queueView,
  revealTop,
  setQueue,
  stillToQueue,
  type SealedQueues,
} from '../../../src/engine/core/sealed-queue.js';

const DEPTH = 3;
const set = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const opening = (): SealedQueues<string> =>
  set(setQueue(openQueues<string>(['falcon', 'warden', 'corsair']), 'falcon', ['nav', 'fire', 'repair'], DEPTH));

describe('a sealed queue per unit', () => {
  test('opens empty for every unit, and says who still owes orders', () => {
    const queues = openQueues<string>(['falcon', 'warden']);
    expect(queues).toEqual({ falcon: [], warden: [] });
    expect(queueDepth(queues, 'falcon')).toBe(0);
    expect(queueDepth(queues, 'nobody')).toBe(0);
    expect(stillToQueue(queues, ['warden', 'falcon', 'nobody'], DEPTH)).toEqual(['warden', 'falcon']);
  });

  test('is set whole at once, top first', () => {
    const queues = opening();
    expect(queues['falcon']).toEqual(['nav', 'fire', 'repair']);
    expect(queueDepth(queues, 'falcon')).toBe(3);
    expect(stillToQueue(queues, ['falcon', 'warden', 'corsair'], DEPTH)).toEqual(['warden', 'corsair']);
  });

  test.each([
    ['a unit not in the game', 'ghost', ['nav', 'nav', 'nav'], 'NO_SUCH_UNIT'],
    ['a queue already set', 'falcon', ['nav', 'nav', 'nav'], 'QUEUE_ALREADY_SET'],
    ['too few orders', 'warden', ['nav', 'nav'], 'QUEUE_DEPTH'],
    ['too many orders', 'warden', ['nav', 'nav', 'nav', 'nav'], 'QUEUE_DEPTH'],
  ])('is refused when set for %s', (_, unit, orders, code) => {
    const r = setQueue(opening(), unit, orders, DEPTH);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  test('reveals the top order at the activation, then takes one at the bottom', () => {
    const revealed = set(revealTop(opening(), 'falcon'));
    expect(revealed.order).toBe('nav');
    expect(revealed.queues['falcon']).toEqual(['fire', 'repair']);
    const refilled = set(addToBottom(revealed.queues, 'falcon', 'squadron', DEPTH));
    expect(refilled['falcon']).toEqual(['fire', 'repair', 'squadron']);
  });

  test.each([
    ['revealing from an empty queue', (q: SealedQueues<string>) => revealTop(q, 'warden'), 'QUEUE_EMPTY'],
    ['revealing for no such unit', (q: SealedQueues<string>) => revealTop(q, 'ghost'), 'NO_SUCH_UNIT'],
    ['adding to a full queue', (q: SealedQueues<string>) => addToBottom(q, 'falcon', 'nav', DEPTH), 'QUEUE_FULL'],
    ['adding for no such unit', (q: SealedQueues<string>) => addToBottom(q, 'ghost', 'nav', DEPTH), 'NO_SUCH_UNIT'],
  ])('refuses %s', (_, act, code) => {
    const r = act(opening());
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  test('never changes the queues it is given (plain JSON in, plain JSON out)', () => {
    const queues = opening();
    const before = JSON.stringify(queues);
    revealTop(queues, 'falcon');
    addToBottom(queues, 'warden', 'nav', DEPTH);
    expect(JSON.stringify(queues)).toBe(before);
    expect(JSON.parse(before)).toEqual(queues);
  });

  test('a viewer sees its own queues whole and only the depth of the others', () => {
    const queues = set(setQueue(opening(), 'warden', ['fire', 'fire', 'nav'], DEPTH));
    expect(queueView(queues, ['falcon'], 'sealed')).toEqual({
      falcon: ['nav', 'fire', 'repair'],
      warden: ['sealed', 'sealed', 'sealed'],
      corsair: [],
    });
    expect(queueView(queues, [], 'sealed')['falcon']).toEqual(['sealed', 'sealed', 'sealed']);
  });
});
