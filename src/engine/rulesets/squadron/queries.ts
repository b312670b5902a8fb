/**
 * Who must act in a `squadron` game and what they may do (issue 14): the contract's `awaiting`,
 * `tasks`, `legalCommands` and `timeoutCommand`. Legal commands are the candidates the rules accept,
 * tried on the state (a squadron state is small), so what is offered is never refused.
 */
import type { Awaiting, UnitTask } from '../../ruleset.js';
import { applySquadronCommand } from './apply.js';
import { attackOptions } from './attack.js';
import { ATTACK_DIE } from './dice.js';
import { cancellingSpend, defenceReaction } from './defence-reaction.js';
import { countSymbols } from '../../core/symbol-dice.js';
import type { SquadronCommand } from './commands.js';
import { stillToFire } from './phases.js';
import { difficultyOf } from './ships.js';
import type { SquadShip, SquadronState } from './state.js';
import { readDialEntry } from './data/dial.js';
import { reloadable } from './reload.js';
import { rulesFrom } from './rules-version.js';

const shipOf = (state: SquadronState, id: string): SquadShip | undefined => state.ships.find((s) => s.id === id);
const sideOf = (state: SquadronState, id: string): string => shipOf(state, id)?.side ?? '';

/** Every non-empty choice of `ids`, the whole set first (a ship carries a handful of cards at most). */
const choicesOf = (ids: readonly string[]): string[][] =>
  ids
    .reduce<string[][]>((sets, id) => sets.flatMap((set) => [[...set, id], set]), [[]])
    .filter((set) => set.length > 0);

const undialled = (state: SquadronState, side: string): SquadShip[] =>
  state.ships.filter((s) => s.side === side && !s.destroyed && state.dials[s.id] === undefined);

export function squadronAwaiting(state: SquadronState): Awaiting {
  const r = `r${state.round}`;
  if (state.phase === 'over') return { kind: 'turn', sides: [], simultaneous: false, moment: 'over:', turn: 'over' };
  if (state.phase === 'planning') {
    const sides = state.sides.map((s) => s.id).filter((side) => undialled(state, side).length > 0);
    // The moment changes when a side has set all its dials, not with each dial: menus stay valid.
    return {
      kind: 'turn',
      sides,
      simultaneous: true,
      moment: `${r}-planning:${sides.join(',')}`,
      turn: `${r}-planning`,
    };
  }
  if (state.phase === 'activation') {
    const step = state.activation;
    const turn = `${r}-activation-${step?.activating ?? 'none'}`;
    return {
      kind: 'turn',
      sides: step ? [sideOf(state, step.ship)] : [],
      simultaneous: false,
      // A granted free action (issue 41) names what it offers: a second free step of one ship is a new moment.
      moment: `${turn}:${step?.step ?? ''}-${step?.ship ?? ''}${step?.next ? `-${step.only.join(',')}` : ''}`,
      turn,
    };
  }
  const group = state.combatGroups[0] ?? [];
  const skill = shipOf(state, group[0] ?? '')?.stats.skill ?? 0;
  const turn = `${r}-combat-${skill}`;
  const a = state.attack;
  if (a) {
    const who = a.step === 'attacker' ? a.attacker : a.defender;
    // Each side's step of an attack has its own prompt: the defender is pinged to spend its tokens.
    const step = `${turn}-${a.attacker}-${a.step}`;
    const base = { sides: [sideOf(state, who)], simultaneous: false, moment: `${step}:`, turn: step };
    // The defender answers in the middle of the attack: a reaction, on its own short clock (issue 42).
    const reaction = defenceReaction(state, step);
    return reaction ? { ...base, kind: 'reaction', reaction } : { ...base, kind: 'turn' };
  }
  const firing = stillToFire(state);
  const sides = [...new Set(firing.map((id) => sideOf(state, id)))];
  return { kind: 'turn', sides, simultaneous: false, moment: `${turn}:${firing.join(',')}`, turn };
}

export function squadronTasks(state: SquadronState, side: string): UnitTask[] {
  if (!squadronAwaiting(state).sides.includes(side)) return [];
  if (state.phase === 'planning')
    return state.ships
      .filter((s) => s.side === side && !s.destroyed)
      .map((s) => ({ unit: s.id, required: state.dials[s.id] === undefined, can: ['dial'] }));
  if (state.phase === 'activation' && state.activation) {
    const step = state.activation;
    return [{ unit: step.ship, required: true, can: [step.step === 'decloak' ? 'decloak' : 'action'] }];
  }
  if (state.attack) {
    const who = state.attack.step === 'attacker' ? state.attack.attacker : state.attack.defender;
    return [{ unit: who, required: true, can: ['modify'] }];
  }
  return stillToFire(state)
    .filter((id) => sideOf(state, id) === side)
    .map((id) => ({ unit: id, required: true, can: ['attack', 'holdFire'] }));
}

/** Every action the ship in its action step (or a free action) might take, to be tried on the state. */
function actionCandidates(state: SquadronState, side: string, ship: string): SquadronCommand[] {
  const base = { type: 'action' as const, side, ship };
  const others = state.ships.filter((s) => !s.destroyed && s.id !== ship).map((s) => s.id);
  const me = shipOf(state, ship);
  return [
    { ...base, action: 'pass' },
    { ...base, action: 'focus' },
    { ...base, action: 'evade' },
    { ...base, action: 'cloak' },
    ...others.map((target) => ({ ...base, action: 'targetLock' as const, target })),
    ...others.map((target) => ({ ...base, action: 'coordinate' as const, target })),
    ...(['straight', 'bankLeft', 'bankRight'] as const).map((boost) => ({
      ...base,
      action: 'boost' as const,
      boost,
    })),
    ...(['left', 'right'] as const).flatMap((direction) =>
      (['forward', 'level', 'back'] as const).map((spot) => ({
        ...base,
        action: 'barrelRoll' as const,
        direction,
        spot,
      })),
    ),
    { ...base, action: 'reinforce', end: 'fore' },
    { ...base, action: 'reinforce', end: 'aft' },
    ...(['forward', 'right', 'rear', 'left'] as const).map((arc) => ({ ...base, action: 'rotateArc' as const, arc })),
    // «qualquer número de cartas ... torpedo ou míssil» (seed 001, "Recarga"): any set of spent ones;
    // in a `squadron-1` game one weapon at a time, as its log has them (`rules-version.ts`).
    ...(rulesFrom(state, 2)
      ? choicesOf(reloadable(me?.weapons ?? []).map((w) => w.id)).map((weapons) => ({
          ...base,
          action: 'reload' as const,
          weapons,
        }))
      : (me?.weapons ?? []).map((w) => ({ ...base, action: 'reload' as const, weapon: w.id }))),
    ...(me?.stats.dial ?? []).map((dial) => ({ ...base, action: 'slam' as const, dial })),
    // «Ação:» cards (issue 41): each card the ship carries.
    ...(me?.stats.cards ?? []).map((card) => ({ ...base, action: 'card' as const, card: card.id })),
  ];
}

function candidates(state: SquadronState, side: string): SquadronCommand[] {
  if (state.phase === 'planning') {
    return state.ships
      .filter((s) => s.side === side && !s.destroyed)
      .flatMap((s) => s.stats.dial.map((dial) => ({ type: 'dial' as const, side, ship: s.id, dial })));
  }
  if (state.phase === 'activation' && state.activation) {
    const ship = state.activation.ship;
    if (state.activation.step === 'decloak') {
      return [
        { type: 'decloak', side, ship, how: 'stay' },
        { type: 'decloak', side, ship, how: 'boost' },
        ...(['left', 'right'] as const).flatMap((direction) =>
          (['forward', 'back'] as const).map((spot) => ({
            type: 'decloak' as const,
            side,
            ship,
            how: 'roll' as const,
            direction,
            spot,
          })),
        ),
      ];
    }
    return actionCandidates(state, side, ship);
  }
  if (state.attack) {
    return [
      { type: 'modify', side, done: true },
      { type: 'modify', side, focus: true, done: true },
      { type: 'modify', side, evade: true, done: true },
      { type: 'modify', side, focus: true, evade: true, done: true },
      { type: 'modify', side, lock: state.attack.attackDice.dice.map((_, i) => i + 1), done: true },
    ];
  }
  return stillToFire(state)
    .filter((id) => sideOf(state, id) === side)
    .flatMap((id) => {
      const ship = shipOf(state, id) as SquadShip;
      return [
        { type: 'holdFire' as const, side, ship: id },
        ...attackOptions(state, ship).map((o) => ({
          type: 'attack' as const,
          side,
          ship: id,
          target: o.target,
          weapon: o.weapon,
        })),
      ];
    });
}

export function squadronLegalCommands(state: SquadronState, side: string): SquadronCommand[] {
  if (!squadronAwaiting(state).sides.includes(side)) return [];
  return candidates(state, side).filter((c) => applySquadronCommand(state, c).ok);
}

/** The dial a missed deadline sets: the slowest white straight, else the slowest entry the ship may fly. */
export function defaultDial(state: SquadronState, ship: SquadShip): string {
  const allowed = ship.stats.dial.filter((d) => ship.stress === 0 || difficultyOf(state.deck, ship, d) !== 'red');
  const speed = (d: string) => {
    const e = readDialEntry(d);
    return typeof e === 'string'
      ? 9
      : e.speed + (e.bearing === 'straight' ? 0 : 0.5) + (difficultyOf(state.deck, ship, d) === 'white' ? 0 : 0.25);
  };
  return [...allowed].sort((a, b) => speed(a) - speed(b))[0] ?? ship.stats.dial[0] ?? '1FW';
}

/** What a missed deadline plays (issue 14's defaults): sensible, never a loss of a ship by itself. */
export function squadronTimeoutCommand(
  state: SquadronState,
  side: string,
  forfeit: boolean,
): SquadronCommand | undefined {
  if (!squadronAwaiting(state).sides.includes(side)) return undefined;
  if (forfeit) return { type: 'concede', side };
  if (state.phase === 'planning') {
    const dials = Object.fromEntries(undialled(state, side).map((s) => [s.id, defaultDial(state, s)]));
    return { type: 'dials', side, dials };
  }
  if (state.phase === 'activation' && state.activation) {
    const ship = state.activation.ship;
    if (state.activation.step === 'decloak') return { type: 'decloak', side, ship, how: 'stay' };
    const focus = { type: 'action' as const, side, ship, action: 'focus' as const };
    return applySquadronCommand(state, focus).ok ? focus : { type: 'action', side, ship, action: 'pass' };
  }
  const a = state.attack;
  if (a) {
    if (a.step === 'attacker') {
      const ship = shipOf(state, a.attacker);
      const focus = (ship?.focus ?? 0) > 0 && (countSymbols(ATTACK_DIE, a.attackDice)['focus'] ?? 0) > 0;
      return { type: 'modify', side, focus, done: true };
    }
    // The defender's reaction: its default, what cancels damage (defence-reaction.ts).
    const ship = shipOf(state, a.defender);
    if (!ship || !a.defenceDice) return { type: 'modify', side, done: true };
    return { type: 'modify', side, ...cancellingSpend(ship, a), done: true };
  }
  const [ship] = stillToFire(state).filter((id) => sideOf(state, id) === side);
  if (!ship) return undefined;
  const options = attackOptions(state, shipOf(state, ship) as SquadShip);
  const best = [...options].sort((x, y) => x.band - y.band || (x.weapon === 'primary' ? -1 : 1))[0];
  return best
    ? { type: 'attack', side, ship, target: best.target, weapon: best.weapon }
    : { type: 'holdFire', side, ship };
}
