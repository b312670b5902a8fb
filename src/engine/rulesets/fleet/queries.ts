/**
 * Who must act in a `fleet` game and what they may do (issue 43; the contract's `awaiting`,
 * `legalCommands`, `tasks` and `timeoutCommand`, src/engine/ruleset.ts).
 *
 * Keys (`turn` and `moment`): the turn changes exactly when the obligation moves to another side or
 * phase: `r2:command` for the sealed Command Phase (simultaneous: it stays until every stack is full);
 * `r2:ship:<n>` for the round's n-th activation (choosing the ship and all its steps); `r2:squadron:<k>`
 * for a turn of the Squadron Phase (k: squadrons activated before it); a reaction has its own key,
 * `r2:reaction:<window>:<side>`. The moment adds the step within: `:activate`, `:commands:...`,
 * `:attack:<attacks made>`, `:effects:<attack>`, `:manoeuvre`, squadrons left in the turn ...
 *
 * Task words (`UnitTask.can`, translated by the table's catalogue): `dial`, `activate`, `token`,
 * `repair`, `order`, `move`, `attack`, `effects`, `done`, `manoeuvre`, `squadron`, `defend`, `place`.
 */
import type { AwaitedReaction } from '../../core/reaction-window.js';
import { hexEquals } from '../../core/hex.js';
import type { Awaiting, UnitTask } from '../../ruleset.js';
import { FLEET_COMMANDS } from './data/schema.js';
import type { FleetCommand, FleetCommandOf } from './commands.js';
import type { FleetState } from './state.js';
import { shipById, shipsToActivate, squadronById, squadronsToActivate } from './flow/common.js';
import { dialsOwed, shipsOwingDials } from './flow/command-phase.js';
import { activateShip, attacksLeft, orderableSquadrons, spendableTokens } from './flow/activation.js';
import {
  checkManoeuvre,
  defenceReaction,
  displacedReaction,
  effectsChoices,
  isEngaged,
  manoeuvreChoices,
  moveSquadron,
  repairChoices,
  squadronAttackChoices,
  squadronMoveChoices,
} from './flow/deps.js';

/** The reaction the rules wait on, if any: a defender's tokens, then displaced squadrons to place. */
export function currentReaction(state: FleetState): AwaitedReaction<FleetCommand> | undefined {
  if (state.outcome) return undefined;
  return (
    (state.attack ? defenceReaction(state) : undefined) ?? (state.displaced ? displacedReaction(state) : undefined)
  );
}

/** The side an attack in progress belongs to (its attacker's). */
export function attackerSide(state: FleetState): string | undefined {
  const a = state.attack?.attacker;
  if (!a) return undefined;
  return a.kind === 'ship' ? shipById(state, a.ship)?.side : squadronById(state, a.squadron)?.side;
}

/** The round's n-th activation (choosing the ship and its steps share one turn). */
const activationNumber = (state: FleetState): number =>
  state.ships.filter((s) => s.activated).length + (state.activation ? 0 : 1);

/** The Squadron Phase turn: squadrons activated before this turn began. */
const squadronTurnStart = (state: FleetState): number =>
  state.squadrons.filter((s) => s.activated).length - (state.settings.squadronsPerTurn - state.squadronsLeft);

/** The turn key of the moment outside reactions. */
function turnKey(state: FleetState): string {
  const r = `r${state.round}`;
  if (state.phase === 'command') return `${r}:command`;
  if (state.phase === 'ship') return `${r}:ship:${activationNumber(state)}`;
  return `${r}:squadron:${squadronTurnStart(state)}`;
}

/** The step within an activation, as the moment names it. */
function activationMoment(state: FleetState): string {
  const act = state.activation;
  if (!act) return 'activate';
  if (act.step === 'commands') {
    const order = act.ordering
      ? `order-${act.ordering.squadron}-${act.ordering.moved ? 'm' : ''}${act.ordering.attacked ? 'a' : ''}`
      : '';
    return `commands:${act.engineering}:${act.orders}:${act.tokensSpent.join('+')}:${order}`;
  }
  if (act.step === 'attack') return `attack:${act.attacksFrom.length}`;
  return 'manoeuvre';
}

export function fleetAwaiting(state: FleetState): Awaiting {
  if (state.outcome) return { kind: 'turn', sides: [], simultaneous: false, moment: 'over:', turn: 'over' };
  const r = `r${state.round}`;
  const reaction = currentReaction(state);
  if (reaction) {
    const turn = `${r}:reaction:${reaction.window}:${reaction.side}`;
    return { kind: 'reaction', sides: [reaction.side], simultaneous: false, turn, moment: `${turn}:`, reaction };
  }
  const turn = turnKey(state);
  if (state.attack) {
    const side = attackerSide(state);
    const moment = `${turn}:${state.attack.step}:${state.attack.id}`;
    return { kind: 'turn', sides: side ? [side] : [], simultaneous: false, turn, moment };
  }
  if (state.phase === 'command') {
    const owing = state.ships.filter((s) => dialsOwed(state, s) > 0);
    const sides = state.sides.map((s) => s.id).filter((side) => owing.some((s) => s.side === side));
    const moment = `${turn}:${owing.map((s) => `${s.id}-${dialsOwed(state, s)}`).join(',')}`;
    return { kind: 'turn', sides, simultaneous: true, turn, moment };
  }
  if (state.phase === 'ship') {
    const side = state.activation ? (shipById(state, state.activation.ship)?.side ?? state.toAct) : state.toAct;
    return { kind: 'turn', sides: [side], simultaneous: false, turn, moment: `${turn}:${activationMoment(state)}` };
  }
  return {
    kind: 'turn',
    sides: [state.toAct],
    simultaneous: false,
    turn,
    moment: `${turn}:${state.toAct}:${state.squadronsLeft}`,
  };
}

const awaited = (state: FleetState, side: string): boolean => fleetAwaiting(state).sides.includes(side);

/** A squadron's moves (staying put included when the rules allow it) and attacks. */
function squadronCommands(
  state: FleetState,
  side: string,
  sqId: string,
  move: boolean,
  attack: boolean,
): FleetCommand[] {
  const sq = squadronById(state, sqId);
  if (!sq || sq.destroyed) return [];
  const out: FleetCommand[] = [];
  if (move && !isEngaged(state, sqId)) {
    const hexes = squadronMoveChoices(state, sqId);
    const stay = { type: 'squadronMove' as const, side, squadron: sqId, to: sq.hex };
    if (!hexes.some((h) => hexEquals(h, sq.hex)) && moveSquadron(state, sqId, sq.hex).ok) out.push(stay);
    for (const to of hexes) out.push({ type: 'squadronMove', side, squadron: sqId, to });
  }
  if (attack)
    for (const target of squadronAttackChoices(state, sqId))
      out.push({ type: 'squadronAttack', side, squadron: sqId, target });
  return out;
}

/** The commands of the active ship's step. */
function activationCommands(state: FleetState, side: string): FleetCommand[] {
  const act = state.activation;
  if (!act) return [];
  const done: FleetCommand = { type: 'done', side };
  if (act.step === 'manoeuvre') return manoeuvreChoices(state, act.ship);
  if (act.step === 'attack') return [...attacksLeft(state), done];
  const out: FleetCommand[] = [];
  if (act.ordering) {
    const o = act.ordering;
    out.push(...squadronCommands(state, side, o.squadron, !o.moved, !o.attacked));
  }
  for (const token of spendableTokens(state)) out.push({ type: 'token', side, token });
  if (act.engineering > 0) out.push(...repairChoices(state));
  if (act.orders > 0) for (const sq of orderableSquadrons(state)) out.push({ type: 'order', side, squadron: sq.id });
  out.push(done, ...attacksLeft(state));
  return out;
}

export function fleetLegalCommands(state: FleetState, side: string): FleetCommand[] {
  if (!awaited(state, side)) return [];
  const reaction = currentReaction(state);
  if (reaction) return reaction.side === side ? reaction.options.map((o) => o.command) : [];
  if (state.attack) return effectsChoices(state).filter((c) => c.side === side);
  if (state.phase === 'command')
    return shipsOwingDials(state, side).flatMap((ship) =>
      FLEET_COMMANDS.map((dial) => ({ type: 'dials' as const, side, ship: ship.id, dials: [dial] })),
    );
  if (state.phase === 'ship') {
    if (state.activation) return activationCommands(state, side);
    return shipsToActivate(state, side).flatMap((ship) =>
      (['command', 'token'] as const)
        .map((use) => ({ type: 'activate' as const, side, ship: ship.id, use }))
        .filter((c) => c.use === 'command' || activateShip(state, c).ok),
    );
  }
  return squadronsToActivate(state, side).flatMap((sq) => squadronCommands(state, side, sq.id, true, true));
}

export function fleetTasks(state: FleetState, side: string): UnitTask[] {
  if (!awaited(state, side)) return [];
  const reaction = currentReaction(state);
  if (reaction) {
    if (reaction.side !== side) return [];
    const a = state.attack?.defender;
    if (state.attack && a) return [{ unit: a.kind === 'ship' ? a.ship : a.squadron, required: true, can: ['defend'] }];
    return (state.displaced?.squadrons ?? []).map((unit) => ({ unit, required: true, can: ['place'] }));
  }
  if (state.attack) {
    const a = state.attack.attacker;
    return [{ unit: a.kind === 'ship' ? a.ship : a.squadron, required: true, can: ['effects'] }];
  }
  if (state.phase === 'command')
    return state.ships
      .filter((s) => s.side === side && !s.destroyed)
      .map((s) => ({ unit: s.id, required: dialsOwed(state, s) > 0, can: ['dial'] }));
  if (state.phase === 'ship') {
    const act = state.activation;
    if (!act) {
      const ships = shipsToActivate(state, side);
      return ships.map((s) => ({ unit: s.id, required: ships.length === 1, can: ['activate'] }));
    }
    const tasks: UnitTask[] = [];
    if (act.step === 'commands') {
      const can = [
        ...(spendableTokens(state).length > 0 ? ['token'] : []),
        ...(act.engineering > 0 ? ['repair'] : []),
        ...(act.orders > 0 ? ['order'] : []),
        ...(attacksLeft(state).length > 0 ? ['attack'] : []),
        'done',
      ];
      tasks.push({ unit: act.ship, required: true, can });
      if (act.ordering) {
        const o = act.ordering;
        const sqCan = [...(o.moved ? [] : ['move']), ...(o.attacked ? [] : ['attack'])];
        tasks.push({ unit: o.squadron, required: false, can: sqCan });
      }
    } else if (act.step === 'attack') tasks.push({ unit: act.ship, required: true, can: ['attack', 'done'] });
    else tasks.push({ unit: act.ship, required: true, can: ['manoeuvre'] });
    return tasks;
  }
  const squadrons = squadronsToActivate(state, side);
  return squadrons.map((s) => ({
    unit: s.id,
    required: squadrons.length <= state.squadronsLeft,
    can: ['squadron', 'move', 'attack'],
  }));
}

/** The default dial a missed Command Phase deadline sets. */
export const DEFAULT_DIAL = 'navigate';

/**
 * What a missed deadline plays: the rules' default for the moment (a reaction's default option; the
 * Command Phase: every owed dial `navigate`; the first ship activated keeping its dial; `done` in the
 * commands and attack steps; no effects; straight on at the current speed without navigate; the
 * first squadron staying put), or with `forfeit` the concession.
 */
export function fleetTimeoutCommand(state: FleetState, side: string, forfeit: boolean): FleetCommand | undefined {
  if (!awaited(state, side)) return undefined;
  if (forfeit) return { type: 'concede', side };
  const reaction = currentReaction(state);
  if (reaction) return reaction.options.find((o) => o.id === reaction.default)?.command;
  if (state.attack) return { type: 'effects', side, lock: [] };
  if (state.phase === 'command') {
    const dials: FleetCommandOf<'dials'>[] = shipsOwingDials(state, side).map((ship) => ({
      type: 'dials',
      side,
      ship: ship.id,
      dials: Array.from({ length: dialsOwed(state, ship) }, () => DEFAULT_DIAL),
    }));
    if (dials.length === 1) return dials[0];
    return { type: 'plan', side, commands: dials };
  }
  if (state.phase === 'ship') {
    const act = state.activation;
    if (!act) {
      const ship = shipsToActivate(state, side)[0];
      return ship && { type: 'activate', side, ship: ship.id, use: 'command' };
    }
    if (act.step !== 'manoeuvre') return { type: 'done', side };
    const ship = shipById(state, act.ship);
    if (!ship) return undefined;
    const straight: FleetCommandOf<'manoeuvre'> = {
      type: 'manoeuvre',
      side,
      ship: ship.id,
      speed: ship.speed,
      veers: Array.from({ length: ship.speed }, () => 0 as const),
      navigate: { dial: false, token: false },
    };
    return checkManoeuvre(state, straight).ok ? straight : (manoeuvreChoices(state, ship.id)[0] ?? straight);
  }
  const sq = squadronsToActivate(state, side)[0];
  if (!sq) return undefined;
  const stay: FleetCommand = { type: 'squadronMove', side, squadron: sq.id, to: sq.hex };
  if (!isEngaged(state, sq.id) && moveSquadron(state, sq.id, sq.hex).ok) return stay;
  return squadronCommands(state, side, sq.id, true, true)[0] ?? stay;
}
