/** impulse's narration: one line per thing that happened, in the reader's words. */
import { describe, expect, it } from 'vitest';
import { formatHex, type impulse } from '../../../../src/engine/index.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { narrate } from '../../../../src/bot/rulesets/impulse/narrate.js';

const side = (id: string) => (id === 'veyra' ? 'Veyra Host' : 'Concord Navy');

describe('impulse narration', () => {
  it('says once that a side updated its standing orders, however many ships one batch ordered', () => {
    const events = [
      { type: 'ordersSet', side: 'veyra' },
      { type: 'ordersSet', side: 'veyra' },
      { type: 'ordersSet', side: 'veyra' },
      { type: 'ordersSet', side: 'concord' },
    ] as unknown as impulse.GameEvent[];
    const lines = narrate(translator('en-US'), events, side).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Veyra Host');
    expect(lines[1]).toContain('Concord Navy');
  });

  it('leaves out an action point standing orders left unspent, and keeps one a player spent on nothing (issue 13)', () => {
    const ship = { id: 's1', name: 'Vigil', side: 'concord' };
    const unspent = [
      { type: 'apUsed', ship, use: { kind: 'doNothing' }, source: 'curve' },
      { type: 'orderFollowed', side: 'concord', command: 'useAp', ship: 's1' },
      { type: 'apUsed', ship, use: { kind: 'chargeYellow', group: 0 }, source: 'curve' },
      { type: 'orderFollowed', side: 'concord', command: 'useAp', ship: 's1' },
    ] as unknown as impulse.GameEvent[];
    const lines = narrate(translator('en-US'), unspent, side).split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Charge a weapon');
    const byHand = [
      { type: 'apUsed', ship, use: { kind: 'doNothing' }, source: 'curve' },
    ] as unknown as impulse.GameEvent[];
    expect(narrate(translator('en-US'), byHand, side)).toContain('Do nothing');
  });

  it('tells a missile launch as a launch, not as a volley of 0 hits, and a steered missile by where it went', () => {
    const ship = { id: 's1', name: 'Vigil' };
    const events = [
      { type: 'groupFired', ship, group: 2, weaponName: 'Missile Rack' },
      {
        type: 'missileLaunched',
        missile: 'm1',
        ship,
        group: 2,
        hex: { q: 3, r: 2 },
        target: { id: 's2', name: 'Claw' },
      },
      { type: 'missileMoved', missile: 'm1', from: { q: 3, r: 2 }, to: { q: 4, r: 2 }, automatic: false },
      { type: 'missileMoved', missile: 'm2', from: { q: 5, r: 2 }, to: { q: 6, r: 2 }, automatic: true },
    ] as unknown as impulse.GameEvent[];
    const lines = narrate(translator('en-US'), events, side).split('\n');
    expect(lines).toEqual([
      '**Vigil** launches a missile at **Claw**.',
      `m1 is steered to ${formatHex({ q: 4, r: 2 })}.`,
    ]);
  });

  it('names a critical hit as players read it, in their language, never the engine’s name', () => {
    const events = [
      {
        type: 'repairAttempted',
        ship: { id: 's1', name: 'Vigil' },
        critical: 'c1-1',
        effect: 'shieldsDown',
        roll: 2,
        repaired: false,
      },
    ] as unknown as impulse.GameEvent[];
    expect(narrate(translator('en-US'), events, side)).toBe('**Vigil** fails to repair Shields Down (rolled 2).');
    expect(narrate(translator('zh-CN'), events, side)).not.toMatch(/shieldsDown|Shields Down/);
  });
});
