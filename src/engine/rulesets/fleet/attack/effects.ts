/**
 * The attacker's effects step (issue 43; other-systems.md 5.4 step 3): concentrate fire (the dial
 * adds one die of a colour already in the pool and legal at the range; the token rerolls one die;
 * once per activation, dial and token together), then the accuracies, each locking one of the
 * defender's tokens for this attack (seed 004 p. 14: «بعد أن يحسم المهاجم نتائج الدقة»). Then on to
 * the defender's reaction or the damage (resolve.ts).
 */
import { ok, type Result } from '../../../core/result.js';
import { createRng } from '../../../core/rng.js';
import type { FleetCommandOf } from '../commands.js';
import { type DiceColour } from '../data/schema.js';
import { COLOURS_AT } from '../dice.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import type { AttackDie, AttackInProgress, DefenceToken, FleetState } from '../state.js';
import {
  countSymbol,
  defenderTokens,
  dieDamage,
  fail,
  rerollDie,
  rollDice,
  scoringOf,
  sideOf,
  symbolsOf,
  updateShip,
} from './common.js';
import { concentrateOptions, lockableTokens } from './options.js';
import { continueAttack, type FleetStep } from './resolve.js';

type EffectsCommand = FleetCommandOf<'effects'>;

/** How much a die is worth in this attack, for picking sensible dice (accuracies count a little when tokens are lockable). */
const worth = (state: FleetState, a: AttackInProgress, d: AttackDie): number =>
  dieDamage(d, scoringOf(state, a.attacker, a.defender)) + ((symbolsOf(d)['accuracy'] ?? 0) > 0 ? 0.5 : 0);

/** The colours the dial may add: already rolled, legal at the band; the best first (black, then red, then blue). */
function addable(a: AttackInProgress): DiceColour[] {
  const order: DiceColour[] = ['black', 'red', 'blue'];
  return order.filter((c) => a.dice.some((d) => d.colour === c) && COLOURS_AT[a.band].includes(c));
}

/** Locks for `n` accuracies: one token type at a time (all its usable tokens), brace, evade, redirect, scatter, contain, salvo. */
function greedyLocks(state: FleetState, a: AttackInProgress, n: number): number[] {
  const tokens = defenderTokens(state, a);
  const lockable = lockableTokens(state, a);
  const order = ['brace', 'evade', 'scatter', 'redirect', 'contain', 'salvo'];
  const picked: number[] = [];
  for (const type of order) {
    const of = lockable.filter((i) => (tokens[i] as DefenceToken).type === type);
    if (of.length > 0 && picked.length + of.length <= n) picked.push(...of);
  }
  return picked;
}

/**
 * Some sensible effects commands (the full menu is every add, reroll and set of locks; `applyEffects`
 * takes any legal one): the recommended one first (add the best die, reroll the worst, lock the
 * tokens that matter), then each simpler variant, ending with doing nothing.
 */
export function effectsChoices(state: FleetState): EffectsCommand[] {
  const a = state.attack;
  if (!a || a.step !== 'effects') return [];
  const side = sideOf(state, a.attacker);
  const c = concentrateOptions(state, a);
  const adds: (DiceColour | undefined)[] = c.dial ? [...addable(a).slice(0, 1), undefined] : [undefined];
  const worst = a.dice
    .map((d, i) => ({ d, i }))
    .sort((x, y) => worth(state, a, x.d) - worth(state, a, y.d) || x.i - y.i)[0];
  const rerolls: (number | undefined)[] = c.token && worst ? [worst.i, undefined] : [undefined];
  const accuracies = countSymbol(a.dice, 'accuracy');
  const greedy = greedyLocks(state, a, accuracies);
  const lockSets: number[][] = [greedy];
  if (accuracies > 0) for (const i of lockableTokens(state, a)) lockSets.push([i]);
  lockSets.push([]);
  const out: EffectsCommand[] = [];
  const seen = new Set<string>();
  const push = (add: DiceColour | undefined, reroll: number | undefined, lock: number[]) => {
    const cmd: EffectsCommand = {
      type: 'effects',
      side,
      ...(add ? { add } : {}),
      ...(reroll !== undefined ? { reroll } : {}),
      lock,
    };
    const key = JSON.stringify(cmd);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(cmd);
    }
  };
  // A rerolled accuracy may come up as something else, and locks are counted after the reroll: only
  // the accuracies not rerolled are sure to lock.
  const sureAccuracies = (reroll: number | undefined) =>
    accuracies - (reroll === undefined ? 0 : (symbolsOf(a.dice[reroll] as AttackDie)['accuracy'] ?? 0));
  for (const add of adds)
    for (const reroll of rerolls) push(add, reroll, greedyLocks(state, a, sureAccuracies(reroll)));
  for (const lock of lockSets) push(undefined, undefined, lock);
  return out;
}

/** The attacker resolves its effects step (5.4 step 3), then the attack goes on. */
export function applyEffects(state: FleetState, cmd: EffectsCommand): Result<FleetStep, FleetError> {
  const a = state.attack;
  if (!a || a.step !== 'effects') return fail('WRONG_STEP', {});
  if (sideOf(state, a.attacker) !== cmd.side) return fail('NOT_YOUR_TURN', {});
  const c = concentrateOptions(state, a);
  if (cmd.add !== undefined) {
    if (!c.dial) return fail('NO_CONCENTRATE', { use: 'dial' });
    if (!addable(a).includes(cmd.add)) return fail('BAD_DIE', { colour: cmd.add });
  }
  if (cmd.reroll !== undefined) {
    if (!c.token) return fail('NO_CONCENTRATE', { use: 'token' });
    if (cmd.reroll >= a.dice.length + (cmd.add !== undefined ? 1 : 0)) return fail('BAD_DIE', { index: cmd.reroll });
  }
  const lockable = lockableTokens(state, a);
  const lock = cmd.lock ?? [];
  if (new Set(lock).size !== lock.length) return fail('BAD_LOCK', { lock });
  for (const i of lock) if (!lockable.includes(i)) return fail('BAD_LOCK', { token: i });

  const rng = createRng(state.rng);
  const events: FleetEvent[] = [];
  let dice = [...a.dice];
  let current = state;
  if (cmd.add !== undefined) {
    const added = rollDice(rng, [cmd.add])[0] as AttackDie;
    dice.push(added);
    events.push({ type: 'dieAdded', attack: a.id, colour: added.colour, face: added.face });
    current = { ...current, activation: current.activation && { ...current.activation, concentrated: true } };
  }
  if (cmd.reroll !== undefined && a.attacker.kind === 'ship') {
    const i = cmd.reroll;
    const before = dice[i] as AttackDie;
    const after = rerollDie(rng, before, 'concentrate');
    dice = dice.map((d, j) => (j === i ? after : d));
    events.push({
      type: 'dieRerolled',
      attack: a.id,
      index: i,
      colour: after.colour,
      from: before.face,
      to: after.face,
      by: 'concentrate',
    });
    current = updateShip(current, a.attacker.ship, (s) => {
      const at = s.commandTokens.indexOf('concentrate');
      return { ...s, commandTokens: s.commandTokens.filter((_, j) => j !== at) };
    });
    current = {
      ...current,
      activation: current.activation && {
        ...current.activation,
        tokensSpent: [...current.activation.tokensSpent, 'concentrate'],
      },
    };
    events.push({ type: 'commandTokenSpent', ship: a.attacker.ship, token: 'concentrate' });
  }
  // Accuracies are spent at the end of the step (5.4 step 3): one token each.
  const accuracies = countSymbol(dice, 'accuracy');
  if (lock.length > accuracies) return fail('TOO_MANY_LOCKS', { lock: lock.length, accuracies });
  if (lock.length > 0) {
    const tokens = defenderTokens(state, a);
    events.push({ type: 'tokensLocked', attack: a.id, tokens: lock.map((i) => (tokens[i] as DefenceToken).type) });
  }
  current = {
    ...current,
    rng: rng.save(),
    attack: { ...a, dice, locked: [...a.locked, ...lock], step: 'defence' },
  };
  return ok(continueAttack(current, events));
}
