/**
 * The attacker's effects step and the defender's tokens (issue 43; seed 004 p. 14: «بعد أن يحسم
 * المهاجم نتائج الدقة، يجوز للمدافع إنفاق رمز دفاع واحد أو أكثر ...»; other-systems.md 5.4), with
 * scripted dice (faces 1..8 in dice.ts order).
 */
import { describe, expect, it } from 'vitest';
import { declareShipAttack, declareSquadronAttack } from '../../../../../src/engine/rulesets/fleet/attack/declare.js';
import {
  applyDefence,
  defenceReaction,
  FLEET_DEFENCE_PREFERENCES,
  preferDefence,
} from '../../../../../src/engine/rulesets/fleet/attack/defence.js';
import { applyEffects, effectsChoices } from '../../../../../src/engine/rulesets/fleet/attack/effects.js';
import type { DefenceSpend } from '../../../../../src/engine/rulesets/fleet/commands.js';
import type { FleetEvent } from '../../../../../src/engine/rulesets/fleet/events.js';
import type { FleetState, TokenState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { BLACK, BLUE, RED, codeOf, hex, must, table, type ShipSpec, type TableSpec } from './table.js';

/** The cruiser at 1010 facing N attacks from its front a cruiser 3 hexes ahead facing it (medium: 2 red, 2 blue). */
const setup = (dice: number[], defender: Partial<ShipSpec> = {}, extra: Partial<TableSpec> = {}, d = 3) =>
  table({
    ships: [
      { id: 'atk', at: hex(10, 10) },
      { id: 'def', side: 'blue', at: hex(10, 10 - d), facing: 3, ...defender },
    ],
    dice,
    ...extra,
  });

const fire = (state: FleetState) =>
  must(
    declareShipAttack(state, {
      type: 'attack',
      side: 'red',
      ship: 'atk',
      from: 'front',
      target: { ship: 'def', zone: 'front' },
    }),
  );

const defend = (state: FleetState, spend: DefenceSpend) =>
  applyDefence(state, { type: 'defend', side: 'blue', window: defenceReaction(state)?.window ?? 'none', spend });

const find = <T extends FleetEvent['type']>(events: readonly FleetEvent[], type: T) =>
  events.find((e) => e.type === type) as Extract<FleetEvent, { type: T }> | undefined;

const tokenStates = (state: FleetState, ship = 'def'): [string, TokenState][] =>
  (state.ships.find((s) => s.id === ship)?.tokens ?? []).map((t) => [t.type, t.state]);

const FIVE = [RED.hitHit, RED.hit, BLUE.hit, BLUE.hit];

describe('the effects step (5.4 step 3)', () => {
  it('seed 004 p. 14: an accuracy locks a defence token, which then cannot be spent', () => {
    const declared = fire(setup([RED.accuracy, RED.hit, BLUE.hit, BLUE.hit]));
    expect(declared.state.attack?.step).toBe('effects');
    expect(effectsChoices(declared.state)[0]).toEqual({ type: 'effects', side: 'red', lock: [0] });
    const locked = must(applyEffects(declared.state, { type: 'effects', side: 'red', lock: [0] }));
    expect(find(locked.events, 'tokensLocked')).toMatchObject({ tokens: ['brace'] });
    expect(locked.state.attack?.locked).toEqual([0]);
    expect(defenceReaction(locked.state)?.options.some((o) => o.id.includes('brace'))).toBe(false);
    expect(codeOf(defend(locked.state, { brace: true }))).toBe('TOKEN_LOCKED');
  });

  it('one token per accuracy, never one token twice', () => {
    const declared = fire(setup([RED.accuracy, RED.hit, BLUE.hit, BLUE.hit]));
    expect(codeOf(applyEffects(declared.state, { type: 'effects', side: 'red', lock: [0, 1] }))).toBe('TOO_MANY_LOCKS');
    expect(codeOf(applyEffects(declared.state, { type: 'effects', side: 'red', lock: [1, 1] }))).toBe('BAD_LOCK');
    expect(codeOf(applyEffects(declared.state, { type: 'effects', side: 'red', lock: [7] }))).toBe('BAD_LOCK');
  });

  it('no accuracy and no concentrate fire: the effects step is skipped', () => {
    expect(fire(setup(FIVE)).state.attack?.step).toBe('defence');
  });

  it('concentrate fire, dial: one more die of a colour in the pool and legal at the range', () => {
    const state = setup([...FIVE, BLUE.crit], {}, { activation: { dial: 'concentrate', use: 'command' } });
    const declared = fire(state);
    expect(declared.state.attack?.step).toBe('effects');
    expect(codeOf(applyEffects(declared.state, { type: 'effects', side: 'red', add: 'black', lock: [] }))).toBe(
      'BAD_DIE',
    );
    const added = must(applyEffects(declared.state, { type: 'effects', side: 'red', add: 'blue', lock: [] }));
    expect(find(added.events, 'dieAdded')).toMatchObject({ colour: 'blue', face: 4 });
    expect(added.state.attack?.dice).toHaveLength(5);
    expect(added.state.activation?.concentrated).toBe(true);
  });

  it('concentrate fire, token: reroll one die; without one, NO_CONCENTRATE', () => {
    const state = setup([RED.blank, RED.hit, BLUE.hit, BLUE.hit, RED.hitHit], {}, { activation: {} });
    const withToken: FleetState = {
      ...state,
      ships: state.ships.map((s) => (s.id === 'atk' ? { ...s, commandTokens: ['concentrate'] } : s)),
    };
    expect(codeOf(applyEffects({ ...fire(state).state }, { type: 'effects', side: 'red', reroll: 0, lock: [] }))).toBe(
      'WRONG_STEP',
    );
    const declared = fire(withToken);
    expect(codeOf(applyEffects(declared.state, { type: 'effects', side: 'red', add: 'red', lock: [] }))).toBe(
      'NO_CONCENTRATE',
    );
    const rerolled = must(applyEffects(declared.state, { type: 'effects', side: 'red', reroll: 0, lock: [] }));
    expect(find(rerolled.events, 'dieRerolled')).toMatchObject({ index: 0, from: 6, to: 4, by: 'concentrate' });
    expect(rerolled.state.ships.find((s) => s.id === 'atk')?.commandTokens).toEqual([]);
    expect(rerolled.state.activation?.tokensSpent).toEqual(['concentrate']);
  });
});

describe('5.5: concentrate fire resolves once per activation, dial and token together', () => {
  /** The cruiser holds a concentrate token and its dial is concentrate: def ahead (front, medium), def2 to its right (medium). */
  const twoTargets = () =>
    table({
      ships: [
        { id: 'atk', at: hex(10, 10), commandTokens: ['concentrate'] },
        { id: 'def', side: 'blue', at: hex(10, 7), facing: 3 },
        { id: 'def2', side: 'blue', class: 'frigate', at: hex(13, 9) },
      ],
      dice: Array.from({ length: 16 }, () => RED.hit),
      activation: { dial: 'concentrate', use: 'command' },
    });
  const second = (state: FleetState) =>
    must(
      declareShipAttack(state, {
        type: 'attack',
        side: 'red',
        ship: 'atk',
        from: 'right',
        target: { ship: 'def2', zone: 'left' },
      }),
    );
  const pass = (state: FleetState) => must(defend(state, {})).state;

  it.each([
    ['the dial (add a die) on the first attack', { add: 'blue' as const }],
    ['the token (reroll a die) on the first attack', { reroll: 0 }],
    ['dial and token together on the first attack', { add: 'blue' as const, reroll: 0 }],
  ])('%s: the second attack has no concentrate fire left', (_name, use) => {
    const first = fire(twoTargets());
    expect(first.state.attack?.step).toBe('effects');
    const used = must(applyEffects(first.state, { type: 'effects', side: 'red', lock: [], ...use }));
    const after = pass(used.state);
    expect(after.attack).toBeNull();
    // No accuracy rolled and concentrate fire resolved: the second attack's effects step is skipped.
    const next = second(after);
    expect(next.state.attack?.step).toBe('defence');
    const asked = { ...next.state, attack: next.state.attack && { ...next.state.attack, step: 'effects' as const } };
    expect(codeOf(applyEffects(asked, { type: 'effects', side: 'red', add: 'red', lock: [] }))).toBe('NO_CONCENTRATE');
    expect(codeOf(applyEffects(asked, { type: 'effects', side: 'red', reroll: 0, lock: [] }))).toBe('NO_CONCENTRATE');
  });

  it('unused on the first attack, the dial and the token stay for the second', () => {
    const first = fire(twoTargets());
    const after = pass(must(applyEffects(first.state, { type: 'effects', side: 'red', lock: [] })).state);
    const next = second(after);
    expect(next.state.attack?.step).toBe('effects');
    expect(effectsChoices(next.state)[0]).toMatchObject({ add: 'red', reroll: 0 });
  });
});

describe('defence tokens (seed 004 p. 14)', () => {
  it('the reaction: legal spends as options, the least damage as default, a pass last', () => {
    const declared = fire(setup(FIVE));
    const r = defenceReaction(declared.state);
    expect(r?.kind).toBe('defence');
    expect(r?.window).toBe('a1:def.front');
    const ids = r?.options.map((o) => o.id) ?? [];
    expect(ids.slice(0, 4)).toEqual(['brace', 'redirect-right', 'redirect-left', 'evade']);
    expect(ids.at(-1)).toBe('pass');
    expect(ids.length).toBeLessThanOrEqual(26);
    // 5 damage, 3 front shields: brace (3) leaves no card; evade's reroll of the hit+hit lowers the
    // expected damage further; a redirect adds nothing once no card is left.
    expect(r?.default).toBe('brace+evade');
    expect(r?.options.find((o) => o.id === 'brace+redirect-left')?.command).toEqual({
      type: 'defend',
      side: 'blue',
      window: 'a1:def.front',
      spend: { brace: true, redirect: 'left' },
    });
    expect(r && preferDefence(declared.state, r, 'best')).toBe('brace+evade');
    expect(r && preferDefence(declared.state, r, 'keep')).toBe('pass');
    expect(FLEET_DEFENCE_PREFERENCES).toEqual([{ kind: 'defence', answers: ['best', 'keep'] }]);
  });

  it('brace halves the damage, rounding up (5 -> 3)', () => {
    const step = must(defend(fire(setup(FIVE)).state, { brace: true }));
    expect(find(step.events, 'damageResolved')).toMatchObject({
      total: 3,
      braced: true,
      shieldsLost: { front: 3 },
      cards: 0,
    });
    expect(step.state.attack).toBeNull();
  });

  it('redirect: the adjacent zone shields first, then the defending zone, then cards', () => {
    const step = must(defend(fire(setup(FIVE)).state, { redirect: 'left' }));
    expect(find(step.events, 'damageResolved')).toMatchObject({
      total: 5,
      shieldsLost: { left: 2, front: 3 },
      cards: 0,
    });
    expect(step.state.ships.find((s) => s.id === 'def')?.shields).toMatchObject({ front: 0, left: 0, right: 2 });
    expect(codeOf(defend(fire(setup(FIVE)).state, { redirect: 'rear' }))).toBe('BAD_REDIRECT');
  });

  it('a pass: every point on the front shields, then cards', () => {
    const step = must(defend(fire(setup(FIVE)).state, {}));
    expect(find(step.events, 'damageResolved')).toMatchObject({ total: 5, shieldsLost: { front: 3 }, cards: 2 });
    expect(step.events.filter((e) => e.type === 'damageCardDealt')).toHaveLength(2);
  });

  it('seed 004 p. 14: ready -> exhausted -> discarded, one token of a type per attack, a ready one first', () => {
    const first = must(defend(fire(setup(FIVE)).state, { brace: true }));
    expect(find(first.events, 'defenceSpent')).toMatchObject({ tokens: [{ type: 'brace', now: 'exhausted' }] });
    expect(tokenStates(first.state)[0]).toEqual(['brace', 'exhausted']);
    // The next attack (a fresh roll on the same state, another activation's): the exhausted brace is discarded.
    const again = fire({ ...first.state, activation: setup(FIVE).activation, rng: setup(FIVE).rng });
    const second = must(defend(again.state, { brace: true }));
    expect(find(second.events, 'defenceSpent')).toMatchObject({ tokens: [{ type: 'brace', now: 'discarded' }] });
    expect(
      codeOf(
        defend(fire({ ...second.state, activation: setup(FIVE).activation, rng: setup(FIVE).rng }).state, {
          brace: true,
        }),
      ),
    ).toBe('NO_SUCH_TOKEN');
  });

  it('seed 004 p. 14: with two braces, one per attack, the ready one spent first', () => {
    const state = setup(FIVE, { class: 'battleship', at: hex(10, 7) });
    const exhaustedFirst: FleetState = {
      ...state,
      ships: state.ships.map((s) =>
        s.id === 'def'
          ? { ...s, tokens: s.tokens.map((t, i) => (i === 0 ? { ...t, state: 'exhausted' as const } : t)) }
          : s,
      ),
    };
    const step = must(defend(fire(exhaustedFirst).state, { brace: true }));
    expect(tokenStates(step.state).slice(0, 2)).toEqual([
      ['brace', 'exhausted'],
      ['brace', 'exhausted'],
    ]);
  });

  it('seed 004 p. 14: a ship at speed 0 spends no defence tokens: no reaction, straight to damage', () => {
    const step = fire(setup(FIVE, { speed: 0 }));
    expect(step.state.attack).toBeNull();
    expect(step.events.some((e) => e.type === 'reactionWindowOpened')).toBe(false);
    expect(find(step.events, 'damageResolved')).toMatchObject({ total: 5, cards: 2 });
    // Asked anyway (a hand-built moment): SPEED_ZERO.
    const waiting = fire(setup(FIVE));
    const stopped: FleetState = {
      ...waiting.state,
      ships: waiting.state.ships.map((s) => (s.id === 'def' ? { ...s, speed: 0 } : s)),
    };
    const window = defenceReaction(waiting.state)?.window ?? '';
    expect(codeOf(applyDefence(stopped, { type: 'defend', side: 'blue', window, spend: { brace: true } }))).toBe(
      'SPEED_ZERO',
    );
  });

  it('seed 004 p. 14: a ship at speed 0 spends no defence tokens against a squadron either; accuracies lock nothing', () => {
    const attacked = (speed: number) =>
      must(
        declareSquadronAttack(
          table({
            ships: [{ id: 'def', side: 'red', at: hex(10, 10), speed }],
            squadrons: [{ id: 'b', class: 'bomber', at: hex(10, 9) }],
            dice: [BLUE.accuracy, BLUE.hit],
            active: undefined,
          }),
          { type: 'squadronAttack', side: 'blue', squadron: 'b', target: { ship: 'def', zone: 'front' } },
        ),
      );
    // At speed 2 the accuracy may lock a token: the bomber's effects step waits.
    expect(attacked(2).state.attack?.step).toBe('effects');
    const still = attacked(0);
    expect(still.state.attack).toBeNull();
    expect(still.events.some((e) => e.type === 'reactionWindowOpened' || e.type === 'tokensLocked')).toBe(false);
    expect(find(still.events, 'damageResolved')).toMatchObject({ total: 1, shieldsLost: { front: 1 } });
  });

  it('a closed or unknown window: WINDOW_CLOSED', () => {
    const waiting = fire(setup(FIVE));
    expect(
      codeOf(applyDefence(waiting.state, { type: 'defend', side: 'blue', window: 'a9:def.front', spend: {} })),
    ).toBe('WINDOW_CLOSED');
  });

  it('evade at long range cancels the most damaging die', () => {
    const step = must(defend(fire(setup([RED.hit, RED.hitHit], {}, {}, 4)).state, { evade: 1 }));
    expect(find(step.events, 'diceCancelled')).toMatchObject({ indices: [1], by: 'evade' });
    expect(find(step.events, 'damageResolved')).toMatchObject({ total: 1 });
  });

  it('evade at medium range rerolls the most damaging die', () => {
    const step = must(defend(fire(setup([...FIVE, RED.blank])).state, { evade: 1 }));
    expect(find(step.events, 'dieRerolled')).toMatchObject({ index: 0, from: 4, to: 6, by: 'evade' });
    expect(find(step.events, 'damageResolved')).toMatchObject({ total: 3 });
  });

  it.each([
    ['close range (2): rerolled', 2, 'frigate', 1, 'dieRerolled', 1, 'exhausted'],
    ['medium range (3): rerolled', 3, 'frigate', 1, 'dieRerolled', 1, 'exhausted'],
    ['long range (4): cancelled', 4, 'frigate', 1, 'diceCancelled', 1, 'exhausted'],
    [
      'medium range, evade 2 against a larger attacker: two dice rerolled, the token discarded',
      3,
      'frigate',
      2,
      'dieRerolled',
      2,
      'discarded',
    ],
  ] as const)('5.4 / the brief, evade by range: at %s', (_name, d, cls, evade, event, dice, now) => {
    const state = setup(
      [RED.hitHit, RED.hit, BLUE.hit, BLUE.hit, BLACK.hit, BLACK.hit, RED.blank, RED.blank],
      {
        class: cls,
        at: hex(10, 10 - d),
        tokens: ['evade'],
      },
      {},
      d,
    );
    const step = must(defend(fire(state).state, { evade }));
    const hits = step.events.filter((e) => e.type === event);
    expect(hits.reduce((n, e) => n + ('indices' in e ? e.indices.length : 1), 0)).toBe(dice);
    expect(find(step.events, 'defenceSpent')).toMatchObject({ tokens: [{ type: 'evade', now }] });
    // The most damaging die first: the hit+hit.
    const first = hits[0] as FleetEvent;
    expect('indices' in first ? first.indices[0] : 'index' in first ? first.index : -1).toBe(0);
  });

  it('evade 2 only against a larger attacker, and the token is discarded', () => {
    // The cruiser (medium) attacks a frigate (small) at long range: two dice cancelled.
    const small = setup([RED.hit, RED.hitHit], { class: 'frigate', at: hex(10, 6) }, {}, 4);
    const step = must(defend(fire(small).state, { evade: 2 }));
    expect(find(step.events, 'diceCancelled')).toMatchObject({ indices: [1, 0] });
    expect(find(step.events, 'defenceSpent')).toMatchObject({ tokens: [{ type: 'evade', now: 'discarded' }] });
    expect(find(step.events, 'damageResolved')).toMatchObject({ total: 0 });
    // Cruiser against cruiser: not larger.
    expect(codeOf(defend(fire(setup(FIVE)).state, { evade: 2 }))).toBe('TOKEN_NOT_ALLOWED');
  });

  it('a token the defender does not carry: NO_SUCH_TOKEN', () => {
    expect(codeOf(defend(fire(setup(FIVE)).state, { salvo: true }))).toBe('NO_SUCH_TOKEN');
  });

  it('contain stops the standard critical effect; without it the first card is faceup', () => {
    const dice = [RED.hitHit, RED.crit, BLUE.hit, BLUE.hit];
    const frigate = { class: 'frigate', at: hex(10, 7) };
    const contained = must(defend(fire(setup(dice, frigate)).state, { contain: true }));
    expect(find(contained.events, 'damageResolved')).toMatchObject({ cards: 2, critical: false });
    expect(
      contained.events.filter((e) => e.type === 'damageCardDealt').map((e) => (e as { faceup: boolean }).faceup),
    ).toEqual([false, false]);
    const open = must(defend(fire(setup(dice, frigate)).state, {}));
    expect(find(open.events, 'damageResolved')).toMatchObject({ cards: 2, critical: true });
    expect(find(open.events, 'damageCardDealt')).toMatchObject({ faceup: true, card: 'structural-damage-1' });
    // The default spends contain with the crit showing (a faceup card weighs more).
    expect(defenceReaction(fire(setup(dice, frigate)).state)?.default).toContain('contain');
  });

  it('salvo: after the damage the defending zone attacks back with its battery dice legal at the range', () => {
    // Medium range: the frigate's front battery rolls 2 red, 2 blue at the cruiser's front zone.
    const frigate = { class: 'frigate', at: hex(10, 7) };
    const dice = [RED.blank, RED.blank, BLUE.hit, BLUE.hit, RED.hitHit, RED.crit, BLUE.hit, BLUE.hit];
    const step = must(defend(fire(setup(dice, frigate)).state, { salvo: true }));
    const declared = step.events.filter((e) => e.type === 'attackDeclared') as Extract<
      FleetEvent,
      { type: 'attackDeclared' }
    >[];
    expect(declared.map((e) => [e.attack, e.kind, e.attacker, e.defender])).toEqual([
      ['a2', 'salvo', { kind: 'ship', ship: 'def', zone: 'front' }, { kind: 'ship', ship: 'atk', zone: 'front' }],
    ]);
    const salvoDamage = step.events.filter((e) => e.type === 'damageResolved')[1];
    expect(step.events.filter((e) => e.type === 'damageResolved')[0]).toMatchObject({ total: 2, cards: 0 });
    // 5 damage on 3 front shields: 2 cards, no critical effect in a salvo.
    expect(salvoDamage).toMatchObject({ total: 5, cards: 2, critical: false });
    expect(step.state.attack).toBeNull();
  });

  it('scatter (a squadron ace) cancels every die', () => {
    const state = table({
      ships: [{ id: 'atk', class: 'carrier', at: hex(10, 10) }],
      squadrons: [{ id: 'ace', class: 'ace', at: hex(10, 8) }],
      dice: [RED.hitHit, BLUE.hit],
    });
    const declared = must(
      declareShipAttack(state, {
        type: 'attack',
        side: 'red',
        ship: 'atk',
        from: 'front',
        target: { squadrons: ['ace'] },
      }),
    );
    const r = defenceReaction(declared.state);
    expect(r?.default).toBe('scatter');
    const step = must(
      applyDefence(declared.state, { type: 'defend', side: 'blue', window: r?.window ?? '', spend: { scatter: true } }),
    );
    expect(find(step.events, 'diceCancelled')).toMatchObject({ indices: [0, 1], by: 'scatter' });
    expect(step.state.squadrons[0]?.hull).toBe(4);
    expect(
      codeOf(
        applyDefence(declared.state, {
          type: 'defend',
          side: 'blue',
          window: r?.window ?? '',
          spend: { redirect: 'left' },
        }),
      ),
    ).toBe('TOKEN_NOT_ALLOWED');
  });

  it('at most 25 options, the largest combinations dropped first', () => {
    const state = setup(
      FIVE,
      { class: 'battleship', at: hex(10, 7), tokens: ['brace', 'redirect', 'evade', 'contain', 'salvo'] },
      {},
      3,
    );
    const small = { ...state, ships: state.ships.map((s) => (s.id === 'atk' ? { ...s, class: 'battleship' } : s)) };
    const r = defenceReaction(
      fire({
        ...small,
        ships: small.ships.map((s) => (s.id === 'atk' ? { ...s, at: { anchor: hex(10, 10), facing: 0 as const } } : s)),
      }).state,
    );
    expect(r).toBeDefined();
    const options = (r?.options ?? []).filter((o) => o.id !== 'pass');
    expect(options.length).toBeLessThanOrEqual(25);
    const sizes = options.map((o) => o.id.split('+').length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(options.map((o) => o.id)).toContain(r?.default);
  });
});

describe('one attack on several squadrons, each with its own reaction (5.4 step 6)', () => {
  it('the second squadron is rolled anew after the first one answers, in a window of its own', () => {
    const state = table({
      ships: [{ id: 'atk', class: 'carrier', at: hex(10, 10) }],
      squadrons: [
        { id: 'ace1', class: 'ace', at: hex(10, 8) },
        { id: 'ace2', class: 'ace', at: hex(11, 7) },
      ],
      dice: [RED.hitHit, BLUE.hit, RED.hit, BLUE.hit],
    });
    const declared = must(
      declareShipAttack(state, {
        type: 'attack',
        side: 'red',
        ship: 'atk',
        from: 'front',
        target: { squadrons: ['ace1', 'ace2'] },
      }),
    );
    expect(defenceReaction(declared.state)?.window).toBe('a1:ace1');
    const first = must(applyDefence(declared.state, { type: 'defend', side: 'blue', window: 'a1:ace1', spend: {} }));
    expect(first.state.squadrons.map((s) => s.hull)).toEqual([1, 4]);
    expect(defenceReaction(first.state)?.window).toBe('a1:ace2');
    expect(first.state.attack?.queue).toEqual([]);
    const second = must(
      applyDefence(first.state, { type: 'defend', side: 'blue', window: 'a1:ace2', spend: { brace: true } }),
    );
    expect(second.state.squadrons.map((s) => s.hull)).toEqual([1, 3]);
    expect(second.state.attack).toBeNull();
  });
});
