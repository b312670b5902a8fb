/**
 * The defender's tokens as a reaction (issue 43; seed 004 p. 14: «يجوز للمدافع إنفاق رمز دفاع واحد أو
 * أكثر، لكن لا يمكنه إنفاق أكثر من رمز واحد من النوع نفسه، ولا يمكنه إنفاق الرمز الفردي نفسه أكثر من
 * مرة ... إنفاق رمز جاهز يقلبه إلى حالة مُستهلَك، وإنفاق رمز مُستهلَك يتخلص منه ... لا يمكن لسفينة
 * سرعتها 0 إنفاق رموز الدفاع»). As squadron's (src/engine/rulesets/squadron/defence-reaction.ts),
 * the window is worked out from the attack in progress, never stored: its id is the attack's id and
 * the defender's. Options are the legal spends (option ids: the parts joined by '+'), the default
 * the one that leaves the least damage.
 */
import { awaitedReaction, openWindow, PASS_CHOICE, type AwaitedReaction } from '../../../core/reaction-window.js';
import { ok, type Result } from '../../../core/result.js';
import { createRng } from '../../../core/rng.js';
import type { RulesetReactions } from '../../../ruleset.js';
import type { DefenceSpend, FleetCommand, FleetCommandOf } from '../commands.js';
import type { DefenceTokenType } from '../data/schema.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import { ADJACENT_ZONES } from '../geometry/zones.js';
import type { AttackDie, AttackInProgress, DefenceToken, FleetState, TokenState } from '../state.js';
import {
  defenderTokens,
  fail,
  mustShip,
  rerollDie,
  scoringOf,
  sideOf,
  unitKey,
  updateShip,
  updateSquadron,
  windowIdOf,
} from './common.js';
import { bestSpend, evadeTargets, legalSpends, mayEvadeTwo, spendId, tokenToSpend } from './options.js';
import { finishAttack, type FleetStep } from './resolve.js';

/** The kind of window, and the preference that may answer it (`fleet.reactions.defence`). */
export const DEFENCE_REACTION = 'defence';
const MAX_OPTIONS = 25;

/** The listed spends: all legal ones, the largest combinations dropped first past 25, the best always kept. */
function listedSpends(state: FleetState): { spends: DefenceSpend[]; best: DefenceSpend } {
  const a = state.attack;
  if (!a) return { spends: [], best: {} };
  const all = legalSpends(state, a);
  const best = bestSpend(state, a, all);
  if (all.length <= MAX_OPTIONS) return { spends: all, best };
  const bestId = spendId(best);
  const kept = all.filter((s) => spendId(s) !== bestId).slice(0, bestId === '' ? MAX_OPTIONS : MAX_OPTIONS - 1);
  const spends = bestId === '' ? kept : all.filter((s) => s === best || kept.includes(s));
  return { spends, best };
}

/** The reaction the defender is asked now, or undefined outside the defence step. */
export function defenceReaction(state: FleetState): AwaitedReaction<FleetCommand> | undefined {
  const a = state.attack;
  if (!a || a.step !== 'defence') return undefined;
  const { spends, best } = listedSpends(state);
  if (spends.length === 0) return undefined;
  const side = sideOf(state, a.defender);
  const window = windowIdOf(a);
  const bySpend = new Map(spends.map((s) => [spendId(s), s]));
  const bestId = spendId(best);
  const { window: opened } = openWindow({
    id: window,
    trigger: `${unitKey(a.attacker)}>${unitKey(a.defender)}`,
    asks: [
      {
        side,
        options: spends.map((s) => ({ id: spendId(s), detail: { ...s } })),
        mayPass: true,
        defaultOption: bestId === '' ? null : bestId,
      },
    ],
  });
  return awaitedReaction(opened, DEFENCE_REACTION, side, (option) => ({
    type: 'defend',
    side,
    window,
    spend: option ? { ...(bySpend.get(option.id) ?? {}) } : {},
  }));
}

/** Standing answers (`/react prefer:defence answer:`): `best` takes the default, `keep` passes. */
export function preferDefence(
  _state: FleetState,
  reaction: AwaitedReaction<FleetCommand>,
  answer: string,
): string | undefined {
  if (reaction.kind !== DEFENCE_REACTION) return undefined;
  if (answer === 'best') return reaction.default;
  if (answer === 'keep') return reaction.options.some((o) => o.id === PASS_CHOICE) ? PASS_CHOICE : undefined;
  return undefined;
}

export const FLEET_DEFENCE_PREFERENCES: RulesetReactions<FleetState>['preferences'] = [
  { kind: DEFENCE_REACTION, answers: ['best', 'keep'] },
];

const typesOf = (spend: DefenceSpend): DefenceTokenType[] =>
  (
    [
      spend.brace ? 'brace' : null,
      spend.redirect ? 'redirect' : null,
      spend.evade ? 'evade' : null,
      spend.scatter ? 'scatter' : null,
      spend.contain ? 'contain' : null,
      spend.salvo ? 'salvo' : null,
    ] as (DefenceTokenType | null)[]
  ).filter((t): t is DefenceTokenType => t !== null);

type Chosen = { type: DefenceTokenType; index: number; now: TokenState };

/** The tokens a spend turns, or why it is not legal (seed 004 p. 14). */
function chooseTokens(state: FleetState, a: AttackInProgress, spend: DefenceSpend): Result<Chosen[], FleetError> {
  // Seed 004 p. 14: a ship at speed 0 spends no defence tokens.
  if (a.defender.kind === 'ship' && mustShip(state, a.defender.ship).speed === 0)
    return fail('SPEED_ZERO', { ship: a.defender.ship });
  if (a.kind !== 'normal') return fail('WINDOW_CLOSED', {});
  const tokens = defenderTokens(state, a);
  const chosen: Chosen[] = [];
  for (const type of typesOf(spend)) {
    // Seed 004 p. 14: never two tokens of one type in an attack.
    if (a.spent.includes(type)) return fail('TOKEN_NOT_ALLOWED', { token: type, reason: 'twice' });
    if (a.defender.kind === 'squadron' && (type === 'redirect' || type === 'contain' || type === 'salvo'))
      return fail('TOKEN_NOT_ALLOWED', { token: type, reason: 'squadron' });
    if (!tokens.some((t) => t.type === type && t.state !== 'discarded')) return fail('NO_SUCH_TOKEN', { token: type });
    // A ready token first, else an exhausted one; never a locked one.
    const at = tokenToSpend(tokens, a.locked, type);
    if (at < 0) return fail('TOKEN_LOCKED', { token: type });
    const was = (tokens[at] as DefenceToken).state;
    // Evade against a larger attacker: one more die, and the token is discarded.
    const now: TokenState = was === 'ready' && !(type === 'evade' && spend.evade === 2) ? 'exhausted' : 'discarded';
    chosen.push({ type, index: at, now });
  }
  if (spend.evade === 2 && !mayEvadeTwo(state, a)) return fail('TOKEN_NOT_ALLOWED', { token: 'evade', reason: 'size' });
  if (spend.redirect && (a.defender.kind !== 'ship' || !ADJACENT_ZONES[a.defender.zone].includes(spend.redirect)))
    return fail('BAD_REDIRECT', { zone: spend.redirect });
  return ok(chosen);
}

/** Scatter cancels every die; evade cancels (long range) or rerolls (close, medium) the most damaging dice. */
function spendOnDice(state: FleetState, a: AttackInProgress, spend: DefenceSpend, events: FleetEvent[]): FleetState {
  let dice: AttackDie[] = [...a.dice];
  if (spend.scatter) {
    const live = dice.flatMap((d, i) => (d.cancelled ? [] : [i]));
    dice = dice.map((d) => ({ ...d, cancelled: true }));
    events.push({ type: 'diceCancelled', attack: a.id, indices: live, by: 'scatter' });
  }
  const rng = createRng(state.rng);
  if (spend.evade) {
    const which = evadeTargets(dice, scoringOf(state, a.attacker, a.defender), spend.evade);
    if (a.band === 'long') {
      dice = dice.map((d, i) => (which.includes(i) ? { ...d, cancelled: true } : d));
      if (which.length > 0) events.push({ type: 'diceCancelled', attack: a.id, indices: which, by: 'evade' });
    } else {
      for (const i of which) {
        const before = dice[i] as AttackDie;
        const after = rerollDie(rng, before, 'evade');
        dice[i] = after;
        events.push({
          type: 'dieRerolled',
          attack: a.id,
          index: i,
          colour: after.colour,
          from: before.face,
          to: after.face,
          by: 'evade',
        });
      }
    }
  }
  return {
    ...state,
    rng: rng.save(),
    attack: {
      ...a,
      dice,
      spent: [...a.spent, ...typesOf(spend)],
      redirect: spend.redirect ?? null,
      salvo: spend.salvo === true,
    },
  };
}

/** The defender spends tokens (any legal spend; an empty one passes), then the damage. */
export function applyDefence(state: FleetState, cmd: FleetCommandOf<'defend'>): Result<FleetStep, FleetError> {
  const a = state.attack;
  if (!a || a.step !== 'defence' || windowIdOf(a) !== cmd.window) return fail('WINDOW_CLOSED', { window: cmd.window });
  const side = sideOf(state, a.defender);
  if (side !== cmd.side) return fail('NOT_YOUR_UNIT', { window: cmd.window });
  const spend = cmd.spend;
  const id = spendId(spend);
  const events: FleetEvent[] = [{ type: 'reactionAnswered', window: cmd.window, side, option: id === '' ? null : id }];
  if (id === '') return ok(finishAttack(state, events));
  const chosen = chooseTokens(state, a, spend);
  if (!chosen.ok) return chosen;

  // Turn the tokens: ready -> exhausted, exhausted -> discarded (p. 14).
  const tokens = defenderTokens(state, a).map((t, i) => {
    const c = chosen.value.find((x) => x.index === i);
    return c ? { ...t, state: c.now } : t;
  });
  const turned =
    a.defender.kind === 'ship'
      ? updateShip(state, a.defender.ship, (s) => ({ ...s, tokens }))
      : updateSquadron(state, a.defender.squadron, (s) => ({ ...s, tokens }));
  events.push({
    type: 'defenceSpent',
    attack: a.id,
    tokens: chosen.value.map((c) => ({ type: c.type, now: c.now })),
    redirect: spend.redirect ?? null,
  });
  return ok(finishAttack(spendOnDice(turned, a, spend, events), events));
}
