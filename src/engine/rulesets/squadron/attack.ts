/**
 * An attack (issue 14; seed 001's Combat phase, the sequence of ../shared/reference/other-systems.md
 * section 2.4): declare a target in arc and range, roll attack dice, the attacker changes its dice,
 * roll defence dice, the defender changes its dice, compare, deal damage.
 *
 * Order of modifications (a documented choice): the issue asks "attacker then defender", and in each
 * step rerolls come before changes of face (a lock's reroll may not follow a focus). The first
 * edition also has the defender modify attack dice and the attacker modify defence dice; none of our
 * cards do either, so those steps never arise and are not asked. A die is rerolled once at most.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.js';
import { countSymbols, type DicePool, rollPool, reroll } from '../../core/symbol-dice.js';
import type { ParsedCommand } from './commands.js';
import { type Ctx, shipIn } from './context.js';
import { sufferDamage } from './damage.js';
import { ATTACK_DIE, DEFENCE_DIE } from './dice.js';
import { bandBetween, inFrontArc, inWeaponArc, obstructed } from './geometry.js';
import { canSpendLock, lockedBy, spendLockToken } from './locks.js';
import { evadeToken, focusAttack, focusDefence, neutralize, reinforceEvades, spendLock } from './modify-dice.js';
import { attackDice } from './range-bonus.js';
import { agilityValue, enemiesOf, primaryValue } from './ships.js';
import type { AttackInProgress, CarriedWeapon, SquadShip, SquadronState } from './state.js';

type Attack = Extract<ParsedCommand, { type: 'attack' }>;
type Modify = Extract<ParsedCommand, { type: 'modify' }>;

export interface AttackOption {
  readonly target: string;
  readonly weapon: string;
  readonly band: number;
}

/** Why the ship may not attack at all this round, or null. */
export function cannotAttack(state: SquadronState, ship: SquadShip): string | null {
  if (ship.destroyed) return 'DESTROYED';
  if (ship.combatDone) return 'ALREADY_ATTACKED';
  if (ship.cloaked) return 'CLOAKED';
  if (ship.disarmed) return 'DISARMED';
  if (ship.onObstacle) return 'ON_OBSTACLE';
  if (ship.blindedUntil >= state.round) return 'BLINDED';
  return null;
}

/** A primary weapon reaches bands 1-3 (never the second edition's range 0: touching bases); a carried one its own. */
function weaponReaches(weapon: CarriedWeapon | 'primary', band: number): boolean {
  if (weapon === 'primary') return band >= 1 && band <= 3;
  return band >= weapon.minRange && band <= weapon.maxRange;
}

/** Every attack the ship may make now: each target and weapon that reaches it, in arc. */
export function attackOptions(state: SquadronState, ship: SquadShip): AttackOption[] {
  if (cannotAttack(state, ship)) return [];
  const weapons: (CarriedWeapon | 'primary')[] = [
    ...(primaryValue(state.deck, ship) > 0 ? (['primary'] as const) : []),
    ...ship.weapons.filter((w) => w.charges === null || w.charges > 0),
  ];
  const options: AttackOption[] = [];
  for (const target of enemiesOf(state, ship)) {
    if (state.settings.touchingShipsHoldFire && ship.touching.includes(target.id)) continue;
    const band = bandBetween(state, ship, target);
    if (band === undefined) continue;
    for (const weapon of weapons) {
      if (!weaponReaches(weapon, band)) continue;
      if (!inWeaponArc(state, weapon, ship, target)) continue;
      if (weapon !== 'primary' && weapon.requiresLock && !canSpendLock(state.locks, ship.id, target.id)) continue;
      options.push({ target: target.id, weapon: weapon === 'primary' ? 'primary' : weapon.id, band });
    }
  }
  return options;
}

const refuse = (code: string, detail: Record<string, unknown> = {}) => err(ruleError(code, detail));

/** The blank die a "luckyBlank" pilot rerolls at once (the first one, so it is the same on replay). */
function luckyBlank(ctx: Ctx, pool: DicePool): DicePool {
  const blank = pool.dice.findIndex((d) => Object.keys(ATTACK_DIE.faces[d.face] ?? {}).length === 0);
  if (blank < 0) return pool;
  const rolled = reroll(ctx.rng, ATTACK_DIE, pool, [blank], 'luckyBlank');
  if (!rolled.ok) return pool;
  ctx.events.push(rolled.value.event);
  return rolled.value.pool;
}

export function declareAttack(ctx: Ctx, c: Attack): Result<void, RuleError> {
  const state = ctx.s as unknown as SquadronState;
  const ship = shipIn(ctx.s, c.ship) as unknown as SquadShip;
  const why = cannotAttack(state, ship);
  if (why) return refuse(why, { ship: ship.id });
  const option = attackOptions(state, ship).find((o) => o.target === c.target && o.weapon === c.weapon);
  if (!option) return refuse('NOT_A_TARGET', { ship: ship.id, target: c.target, weapon: c.weapon });
  const defender = shipIn(ctx.s, c.target) as unknown as SquadShip;
  const primary = c.weapon === 'primary';
  const weapon = ship.weapons.find((w) => w.id === c.weapon);
  const draftShip = shipIn(ctx.s, ship.id);
  if (weapon) {
    const carried = draftShip.weapons.find((w) => w.id === weapon.id);
    if (carried && carried.charges !== null) carried.charges -= 1;
    if (weapon.requiresLock) {
      ctx.s.locks = spendLockToken(ctx.s.locks, ship.id) as Ctx['s']['locks'];
      ctx.events.push({ type: 'lockSpent', ship: ship.id, target: defender.id });
    }
  }
  const isObstructed = obstructed(state, ship.hex, defender.hex);
  const dice = attackDice({
    weapon: primary ? primaryValue(state.deck, ship) : (weapon?.attack ?? 0),
    agility: agilityValue(state.deck, defender),
    band: option.band,
    primary,
    obstructed: isObstructed,
    cloaked: defender.cloaked,
  });
  let attack = dice.attack;
  let defence = dice.defence;
  // Pilot abilities that change the dice rolled (data/content.ts ABILITIES).
  if (ship.stats.ability === 'closeIn' && option.band === 1) attack += 1;
  if (ship.stats.ability === 'longSight' && primary && option.band === 3) defence -= 1;
  if (
    ship.stats.ability === 'packHunter' &&
    lockedBy(state.locks, defender.id).some(
      (h) => h !== ship.id && state.ships.find((s) => s.id === h)?.side === ship.side,
    )
  )
    attack += 1;
  ctx.events.push({
    type: 'attackDeclared',
    attacker: ship.id,
    defender: defender.id,
    weapon: c.weapon,
    band: option.band,
    obstructed: isObstructed,
    attackDice: attack,
    defenceDice: defence,
  });
  const rolled = rollPool(ctx.rng, ATTACK_DIE, attack, `attack:${ship.id}`);
  ctx.events.push(rolled.event);
  const pool = ship.stats.ability === 'luckyBlank' ? luckyBlank(ctx, rolled.pool) : rolled.pool;
  ctx.s.attack = {
    attacker: ship.id,
    defender: defender.id,
    weapon: c.weapon,
    band: option.band,
    obstructed: isObstructed,
    attackerInDefenderArc: inFrontArc(state, defender, ship),
    attackDice: pool,
    defenceDice: null,
    step: 'attacker',
    changed: false,
    lockSpent: weapon?.requiresLock ?? false,
    focusSpent: false,
    defenceCount: Math.max(0, defence),
  } as Ctx['s']['attack'];
  draftShip.combatDone = true;
  draftShip.fired = true;
  return ok(undefined);
}

const symbolsOn = (pool: DicePool, die: typeof ATTACK_DIE, symbol: string): number =>
  countSymbols(die, pool)[symbol] ?? 0;

/** Whether the attacker has anything to change its dice with (else its step is skipped). */
export function attackerCanModify(state: SquadronState, a: AttackInProgress): boolean {
  const ship = state.ships.find((s) => s.id === a.attacker);
  if (!ship) return false;
  const lock = !a.lockSpent && !a.changed && canSpendLock(state.locks, ship.id, a.defender);
  const focus = ship.focus > 0 && !a.focusSpent && symbolsOn(a.attackDice, ATTACK_DIE, 'focus') > 0;
  return lock || focus;
}

export function defenderCanModify(state: SquadronState, a: AttackInProgress): boolean {
  const ship = state.ships.find((s) => s.id === a.defender);
  if (!ship || !a.defenceDice) return false;
  const focus = ship.focus > 0 && !a.focusSpent && symbolsOn(a.defenceDice, DEFENCE_DIE, 'focus') > 0;
  return focus || ship.evade > 0;
}

function rollDefence(ctx: Ctx): void {
  const a = ctx.s.attack;
  if (!a) return;
  const rolled = rollPool(ctx.rng, DEFENCE_DIE, a.defenceCount, `defence:${a.defender}`);
  ctx.events.push(rolled.event);
  a.defenceDice = rolled.pool as typeof a.defenceDice;
  a.step = 'defender';
  a.changed = false;
  a.focusSpent = false;
}

function dice(
  result: Result<{ pool: DicePool; events: readonly unknown[] }, RuleError>,
  ctx: Ctx,
): DicePool | RuleError {
  if (!result.ok) return result.error;
  ctx.events.push(...(result.value.events as Ctx['events']));
  return result.value.pool;
}

function attackerModifies(ctx: Ctx, c: Modify): Result<void, RuleError> {
  const a = ctx.s.attack as NonNullable<Ctx['s']['attack']>;
  const ship = shipIn(ctx.s, a.attacker);
  if (c.evade) return refuse('EVADE_WHEN_DEFENDING', { ship: ship.id });
  let pool = a.attackDice as DicePool;
  if (c.lock && c.lock.length > 0) {
    if (a.lockSpent || !canSpendLock(ctx.s.locks, ship.id, a.defender))
      return refuse('NO_LOCK_ON_DEFENDER', { ship: ship.id, target: a.defender });
    if (a.changed) return refuse('REROLL_AFTER_CHANGE', { ship: ship.id });
    const rerolled = dice(
      spendLock(
        ctx.rng,
        pool,
        c.lock.map((n) => n - 1),
      ),
      ctx,
    );
    if ('code' in rerolled) return err(rerolled);
    pool = rerolled;
    ctx.s.locks = spendLockToken(ctx.s.locks, ship.id) as Ctx['s']['locks'];
    ctx.events.push({ type: 'lockSpent', ship: ship.id, target: a.defender });
    a.lockSpent = true;
  }
  if (c.focus) {
    if (ship.focus <= 0) return refuse('NO_FOCUS_TOKEN', { ship: ship.id });
    const changed = dice(focusAttack(pool), ctx);
    if ('code' in changed) return err(changed);
    pool = changed;
    ship.focus -= 1;
    a.focusSpent = true;
    a.changed = true;
    ctx.events.push({ type: 'tokenSpent', ship: ship.id, token: 'focus' });
  }
  a.attackDice = pool as typeof a.attackDice;
  if (c.done || !attackerCanModify(ctx.s as unknown as SquadronState, a)) rollDefence(ctx);
  return ok(undefined);
}

function defenderModifies(ctx: Ctx, c: Modify): Result<void, RuleError> {
  const a = ctx.s.attack as NonNullable<Ctx['s']['attack']>;
  const ship = shipIn(ctx.s, a.defender);
  if (c.lock && c.lock.length > 0) return refuse('LOCK_WHEN_ATTACKING', { ship: ship.id });
  let pool = a.defenceDice as DicePool;
  if (c.focus) {
    if (ship.focus <= 0) return refuse('NO_FOCUS_TOKEN', { ship: ship.id });
    const changed = dice(focusDefence(pool), ctx);
    if ('code' in changed) return err(changed);
    pool = changed;
    ship.focus -= 1;
    a.focusSpent = true;
    ctx.events.push({ type: 'tokenSpent', ship: ship.id, token: 'focus' });
  }
  if (c.evade) {
    if (ship.evade <= 0) return refuse('NO_EVADE_TOKEN', { ship: ship.id });
    const added = dice(evadeToken(pool), ctx);
    if ('code' in added) return err(added);
    pool = added;
    ship.evade -= 1;
    ctx.events.push({ type: 'tokenSpent', ship: ship.id, token: 'evade' });
  }
  a.defenceDice = pool as typeof a.defenceDice;
  if (c.done || !defenderCanModify(ctx.s as unknown as SquadronState, a)) compare(ctx);
  return ok(undefined);
}

export function modifyDice(ctx: Ctx, c: Modify): Result<void, RuleError> {
  const a = ctx.s.attack;
  if (!a) return refuse('NO_ATTACK');
  const owner = shipIn(ctx.s, a.step === 'attacker' ? a.attacker : a.defender).side;
  if (owner !== c.side) return refuse('NOT_YOUR_DICE', { step: a.step });
  return a.step === 'attacker' ? attackerModifies(ctx, c) : defenderModifies(ctx, c);
}

/** Skips the steps of whoever has nothing to change: the game asks only real questions. */
export function skipEmptySteps(ctx: Ctx): void {
  const a = ctx.s.attack;
  if (a && a.step === 'attacker' && !attackerCanModify(ctx.s as unknown as SquadronState, a as AttackInProgress))
    rollDefence(ctx);
  const b = ctx.s.attack;
  if (b && b.step === 'defender' && !defenderCanModify(ctx.s as unknown as SquadronState, b as AttackInProgress))
    compare(ctx);
}

/** The compare step: a reinforce token's evade, evades cancel hits then criticals, damage is dealt. */
function compare(ctx: Ctx): void {
  const a = ctx.s.attack;
  if (!a || !a.defenceDice) return;
  const defender = shipIn(ctx.s, a.defender);
  let defence = a.defenceDice as DicePool;
  for (let i = 0; i < reinforceEvades(defender.reinforce, a.attackerInDefenderArc); i++) {
    const added = evadeToken(defence, 'reinforce');
    if (added.ok) {
      defence = added.value.pool;
      ctx.events.push(...added.value.events);
    }
  }
  const { hits, crits } = neutralize(a.attackDice as DicePool, defence);
  ctx.events.push({ type: 'attackResult', attacker: a.attacker, defender: a.defender, hits, crits });
  sufferDamage(ctx, a.defender, hits, crits);
  const attacker = shipIn(ctx.s, a.attacker);
  if (attacker.stats.ability === 'rattle' && hits + crits > 0) {
    defender.stress += 1;
    ctx.events.push({ type: 'stressChanged', ship: defender.id, stress: defender.stress });
  }
  ctx.s.attack = null;
}
