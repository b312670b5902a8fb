/**
 * `skirmish`'s slash commands read into engine commands (issue 44 deliverable 7): `/move` (a formation
 * about `to`, every model's hexes, one model adjusted, a reserve arriving), `/advance` (with `to`: the
 * roll and its move as one plan), `/stay`, `/shoot` (every weapon that reaches the target, or the one
 * named), `/charge` (declare and roll; after the roll the targets, seed 003 Charge 3), `/fight`, and
 * `/stratagem` (by command, or as the answer to the window open for it). Units, weapons and targets
 * are typed by id or name; a hex by its label.
 */
import { describe, expect, test } from 'vitest';
import {
  readAdvance,
  readCharge,
  readFight,
  readMove,
  readOrder,
  readShoot,
  readStay,
  readStratagem,
} from '../../../../src/bot/rulesets/skirmish/orders.js';
import { readCard } from '../../../../src/bot/rulesets/skirmish/turn-card.js';
import { parseHex } from '../../../../src/engine/index.js';
import type { SkirmishState } from '../../../../src/engine/rulesets/skirmish/state.js';
import { openWindow } from '../../../../src/engine/core/reaction-window.js';
import { makeUnit, rowOf, skirmishState } from '../../../helpers/skirmish-state.js';
import { addStrings } from '../../../../src/bot/locales/index.js';
import { SKIRMISH_STRINGS } from '../../../../src/bot/rulesets/skirmish/strings.js';

// The card's verbs in every language come from the catalogue, as the table registers them.
addStrings('skirmish', SKIRMISH_STRINGS);

const hex = (label: string) => {
  const h = parseHex(label);
  if (!h) throw new Error(label);
  return h;
};

/** Blue's squad (sergeant and four troopers) and captain; red's pack in front of them. */
function battle(over: Partial<SkirmishState> = {}): SkirmishState {
  return skirmishState(
    [
      makeUnit('b1', 'blue', 'squad', rowOf({ q: 5, r: 3 }, 5), { name: 'Alpha Squad' }),
      makeUnit('b2', 'blue', 'captain', [{ q: 8, r: 1 }], { name: 'Captain Vale' }),
      makeUnit('b3', 'blue', 'captain', [], { name: 'Vale Reserve', reserve: true }),
      makeUnit('r1', 'red', 'pack', rowOf({ q: 5, r: 12 }, 5), { name: 'Red Pack' }),
    ],
    over,
  );
}

const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
};
const refusal = (r: { ok: boolean; error?: unknown }): string => (r.ok ? 'accepted' : (r.error as { key: string }).key);

describe('/move (seed 003, Movement: the unit moves as a formation)', () => {
  test('a unit by name or id, to a hex label, placed about it by the rules', () => {
    const s = battle();
    expect(value(readMove(s, 'blue', { unit: 'alpha squad', to: '0712' }))).toEqual({
      type: 'move',
      side: 'blue',
      unit: 'b1',
      to: hex('0712'),
    });
    expect(value(readMove(s, 'blue', { unit: 'b1', to: '712' }))).toMatchObject({ to: hex('0712') });
  });

  test('every model’s hex given (hexes:), in model order', () => {
    const c = value(readMove(battle(), 'blue', { unit: 'b1', to: '0712', hexes: '0712 0812, 0912 1012 1112' }));
    expect(c).toMatchObject({ type: 'move', hexes: ['0712', '0812', '0912', '1012', '1112'].map(hex) });
  });

  test('model: adjusts that model of the unit moved last (4.5 "nudge")', () => {
    const s = battle({ lastMove: { unit: 'b1', from: [], allowance: 6, kind: 'normal' } });
    expect(value(readMove(s, 'blue', { model: 3, to: '0613' }))).toEqual({
      type: 'adjust',
      side: 'blue',
      unit: 'b1',
      model: 3,
      to: hex('0613'),
    });
  });

  test('a reserve unit arrives (4.2 Reserves)', () => {
    const s = battle({ round: 2, movementStep: 'reinforcements' });
    expect(value(readMove(s, 'blue', { unit: 'Vale Reserve', to: '0302' }))).toMatchObject({
      type: 'arrive',
      unit: 'b3',
    });
  });

  test('refusals in words: no hex, a bad label, an enemy unit, an unknown unit', () => {
    const s = battle();
    expect(refusal(readMove(s, 'blue', { unit: 'b1' }))).toBe('skirmish.reply.moveWhere');
    expect(refusal(readMove(s, 'blue', { unit: 'b1', to: 'north' }))).toBe('skirmish.reply.badHex');
    expect(refusal(readMove(s, 'blue', { unit: 'red pack', to: '0712' }))).toBe('skirmish.reply.notYourUnit');
    expect(refusal(readMove(s, 'blue', { unit: 'ghosts', to: '0712' }))).toBe('skirmish.reply.noSuchUnit');
    expect(refusal(readMove(s, 'blue', { unit: 'b1', to: '0712', hexes: '0712 x' }))).toBe('skirmish.reply.badHexes');
  });
});

describe('/advance and /stay', () => {
  test('seed 003, Advance: the roll alone, or the roll and its move as one plan', () => {
    const s = battle();
    expect(value(readAdvance(s, 'blue', { unit: 'b1' }))).toEqual({ type: 'advance', side: 'blue', unit: 'b1' });
    expect(value(readAdvance(s, 'blue', { unit: 'b1', to: '0714' }))).toEqual({
      type: 'plan',
      side: 'blue',
      commands: [
        { type: 'advance', side: 'blue', unit: 'b1' },
        { type: 'move', side: 'blue', unit: 'b1', to: hex('0714') },
      ],
    });
  });

  test('seed 003, Remain Stationary', () => {
    expect(value(readStay(battle(), 'blue', { unit: 'Captain Vale' }))).toEqual({
      type: 'stay',
      side: 'blue',
      unit: 'b2',
    });
  });
});

describe('/shoot (seed 003, Shooting: pick weapons and targets)', () => {
  test('the named weapon at the named target', () => {
    const s = battle({ phase: 'shooting' });
    expect(value(readShoot(s, 'blue', { unit: 'b1', target: 'Red Pack', weapon: 'rifle' }))).toEqual({
      type: 'shoot',
      side: 'blue',
      unit: 'b1',
      fire: [{ weapon: 'rifle', target: 'r1' }],
    });
  });

  test('without a weapon: the unit’s ranged weapons, each once, at the target', () => {
    const c = value(readShoot(battle({ phase: 'shooting' }), 'blue', { unit: 'b1', target: 'r1' }));
    expect(c.type).toBe('shoot');
    const fire = c.type === 'shoot' ? c.fire : [];
    expect(fire.every((f) => f.target === 'r1')).toBe(true);
    expect(new Set(fire.map((f) => f.weapon)).size).toBe(fire.length);
    expect(fire.map((f) => f.weapon).sort()).toEqual(['pistol', 'rifle']);
  });

  test('refusals: a weapon it does not have, its own unit as target', () => {
    const s = battle({ phase: 'shooting' });
    expect(refusal(readShoot(s, 'blue', { unit: 'b1', target: 'r1', weapon: 'cannon' }))).toBe(
      'skirmish.reply.noSuchWeapon',
    );
    expect(refusal(readShoot(s, 'blue', { unit: 'b1', target: 'b2' }))).toBe('skirmish.reply.ownUnit');
  });
});

describe('/charge (seed 003, Charge Sequence)', () => {
  test('Charge 1-2: without a roll, the charge is declared (and rolled by the rules)', () => {
    expect(value(readCharge(battle({ phase: 'charge' }), 'blue', { unit: 'b1' }))).toEqual({
      type: 'charge',
      side: 'blue',
      unit: 'b1',
    });
  });

  test('Charge 3: targets come after the roll; named before it, the player is told to roll first', () => {
    const before = battle({ phase: 'charge' });
    expect(refusal(readCharge(before, 'blue', { unit: 'b1', targets: 'Red Pack' }))).toBe('skirmish.reply.rollFirst');
    const rolled = battle({
      phase: 'charge',
      pending: { kind: 'charge', side: 'blue', unit: 'b1', dice: [4, 5], total: 9, rerolled: false },
    });
    expect(value(readCharge(rolled, 'blue', { targets: 'Red Pack', to: '0709' }))).toEqual({
      type: 'chargeMove',
      side: 'blue',
      unit: 'b1',
      targets: ['r1'],
      to: hex('0709'),
    });
  });
});

describe('/fight (seed 003, Fight)', () => {
  test('a unit, its target and weapon by name', () => {
    const s = battle({ phase: 'fight' });
    expect(value(readFight(s, 'blue', { unit: 'b2', target: 'red pack', weapon: 'sword' }))).toEqual({
      type: 'fight',
      side: 'blue',
      unit: 'b2',
      target: 'r1',
      weapon: 'sword',
    });
  });
});

describe('/stratagem (4.2 Stratagems)', () => {
  test('Command Re-roll and Insane Bravery by command, on the pending roll’s unit', () => {
    const s = battle({
      phase: 'charge',
      pending: { kind: 'charge', side: 'blue', unit: 'b1', dice: [1, 2], total: 3, rerolled: false },
    });
    expect(value(readStratagem(s, 'blue', { name: 'command-reroll' }))).toEqual({
      type: 'stratagem',
      side: 'blue',
      stratagem: 'commandReroll',
      unit: 'b1',
    });
    expect(value(readStratagem(s, 'blue', { name: 'insane-bravery', unit: 'b2' }))).toMatchObject({
      stratagem: 'insaneBravery',
      unit: 'b2',
    });
  });

  test('Fire Overwatch with no window open is refused in words', () => {
    expect(refusal(readStratagem(battle(), 'red', { name: 'fire-overwatch' }))).toBe('skirmish.reply.noWindow');
  });

  test('an allocation order typed as players write it', () => {
    expect(readOrder('2>1')).toBe('g2>g1');
    expect(readOrder('Group 3 > Group 1, 2')).toBe('g3>g1>g2');
    expect(readOrder('g1')).toBe('g1');
    expect(readOrder('none')).toBeUndefined();
  });

  test('seed 003, Save Roll: Brace for Impact answers the open allocation with the default order and +brace', () => {
    const window = openWindow({
      id: 'alloc-a1',
      trigger: 'a1',
      asks: [
        {
          side: 'red',
          options: [{ id: 'g1' }, { id: 'g1+brace' }],
          mayPass: false,
          defaultOption: 'g1',
        },
      ],
    }).window;
    const s = battle({ phase: 'shooting', reaction: { kind: 'allocation', window } });
    const read = readStratagem(s, 'red', { name: 'brace-for-impact' });
    expect(value(read)).toEqual({ type: 'react', side: 'red', window: 'alloc-a1', option: 'g1+brace' });
    expect(value(readStratagem(s, 'red', { name: 'brace-for-impact', option: '1' }))).toMatchObject({
      option: 'g1+brace',
    });
    expect(refusal(readStratagem(s, 'red', { name: 'brace-for-impact', option: '2>1' }))).toBe(
      'skirmish.reply.notAnOption',
    );
  });
});

describe('the turn card (a unit’s whole phase in one submit)', () => {
  test('advance and move, as the engine’s commands in order', () => {
    const cmds = value(readCard(battle(), 'blue', { unit: 'Alpha Squad', line1: 'advance 0714' }));
    expect(cmds).toEqual([
      { type: 'advance', side: 'blue', unit: 'b1' },
      { type: 'move', side: 'blue', unit: 'b1', to: hex('0714') },
    ]);
  });

  test('weapon > target lines make one shooting command; words in Portuguese and Chinese are verbs too', () => {
    const s = battle({ phase: 'shooting' });
    expect(value(readCard(s, 'blue', { unit: 'b1', line1: 'rifle > Red Pack', line2: 'pistol > r1' }))).toEqual([
      {
        type: 'shoot',
        side: 'blue',
        unit: 'b1',
        fire: [
          { weapon: 'rifle', target: 'r1' },
          { weapon: 'pistol', target: 'r1' },
        ],
      },
    ]);
    expect(value(readCard(battle(), 'blue', { unit: 'b1', line1: 'parar' }))).toEqual([
      { type: 'stay', side: 'blue', unit: 'b1' },
    ]);
    expect(value(readCard(battle({ phase: 'charge' }), 'blue', { unit: 'b1', line1: '冲锋 Red Pack' }))).toEqual([
      { type: 'charge', side: 'blue', unit: 'b1' },
      { type: 'chargeMove', side: 'blue', unit: 'b1', targets: ['r1'] },
    ]);
  });

  test('a line that is no order is refused in words', () => {
    expect(refusal(readCard(battle(), 'blue', { unit: 'b1', line1: 'dance 0712' }))).toBe('skirmish.card.badLine');
    expect(refusal(readCard(battle(), 'blue', { unit: 'b1' }))).toBe('skirmish.card.empty');
  });
});
