/**
 * One command applied to a `squadron` game (issue 14): checked against the moment (whose step it is),
 * carried out on a draft, then the game plays on until someone must decide. A refused command leaves
 * the state untouched and says why.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.js';
import type { Applied } from '../../ruleset.js';
import { decloakBoost, decloakRoll } from './action-moves.js';
import { declareAttack, modifyDice } from './attack.js';
import { type ParsedCommand, SquadronCommandSchema } from './commands.js';
import { closeDraft, type Ctx, openDraft, shipIn } from './context.js';
import { openDecloakWindow } from './decloak-window.js';
import type { SquadronEvent } from './events.js';
import { type Action, actionRefusal, type CommandAction } from './actions.js';
import { BLOCKED_CODE, moveBlocked, shift } from './movement.js';
import { takeAction } from './perform-action.js';
import { advance, end, openActionStep, revealAndMove, stillToFire } from './phases.js';
import { dialEntryOf, difficultyOf } from './ships.js';
import type { SquadShip, SquadronState } from './state.js';
import { dialRefusal } from './stress.js';
import { outcomeOf } from './victory.js';
import type { Deck } from '../../core/deck.js';

type Done = Result<void, RuleError>;
const refuse = (code: string, detail: Record<string, unknown> = {}): Done => err(ruleError(code, detail));
const fine: Done = ok(undefined);

/** The side's own ship on the board, or why not. */
function ownShip(ctx: Ctx, side: string, id: string): Result<Ctx['s']['ships'][number], RuleError> {
  const ship = ctx.s.ships.find((s) => s.id === id);
  if (!ship || ship.destroyed) return err(ruleError('NO_SUCH_SHIP', { ship: id }));
  if (ship.side !== side) return err(ruleError('NOT_YOUR_SHIP', { ship: id }));
  return ok(ship);
}

function setDial(ctx: Ctx, side: string, id: string, typed: string): Done {
  if (ctx.s.phase !== 'planning') return refuse('NOT_PLANNING');
  const found = ownShip(ctx, side, id);
  if (!found.ok) return found;
  const ship = found.value;
  const dial = dialEntryOf(ship as SquadShip, typed);
  if (!dial) return refuse('NOT_ON_DIAL', { ship: id, dial: typed });
  const why = dialRefusal(ship.stress, difficultyOf(ctx.s.deck as Deck, ship as SquadShip, dial));
  if (why) return refuse(why, { ship: id, dial });
  ctx.s.dials[id] = dial;
  return fine;
}

function dialsSet(ctx: Ctx, side: string): void {
  const own = ctx.s.ships.filter((s) => s.side === side && !s.destroyed);
  const ready = own.filter((s) => ctx.s.dials[s.id] !== undefined).length;
  ctx.events.push({ type: 'dialSet', side, ready, of: own.length });
}

function decloak(ctx: Ctx, c: Extract<ParsedCommand, { type: 'decloak' }>): Done {
  const step = ctx.s.activation;
  if (!step || step.step !== 'decloak' || step.ship !== c.ship) return refuse('NOT_DECLOAK_STEP', { ship: c.ship });
  const ship = shipIn(ctx.s, c.ship);
  if (c.how !== 'stay') {
    const flight =
      c.how === 'boost'
        ? decloakBoost(ship.hex, ship.facing)
        : decloakRoll(ship.hex, ship.facing, c.direction ?? 'left', c.spot ?? 'forward');
    const blocked = moveBlocked(ctx, ship, flight);
    if (blocked) return refuse(BLOCKED_CODE[blocked], { ship: ship.id });
    shift(ship, flight);
    ship.cloaked = false;
    ctx.events.push({ type: 'decloaked', ship: ship.id, how: c.how, to: ship.hex });
  } else {
    ctx.events.push({ type: 'stayedCloaked', ship: ship.id });
  }
  // The window passes to the next cloaked ship; the dials wait until it closes (decloak-window.ts).
  if (ctx.s.toActivate.includes(ship.id)) openDecloakWindow(ctx, ship.id);
  else {
    // A `squadron-1` game asks at the ship's own activation (`phases.ts`), off the queue: it flies on,
    // as it did then (`rules-version.ts`). So does a game saved at that choice before issue 41.
    ctx.s.activation = null;
    revealAndMove(ctx, ship);
  }
  return fine;
}

function action(ctx: Ctx, c: Extract<ParsedCommand, { type: 'action' }>): Done {
  const step = ctx.s.activation;
  if (!step || step.ship !== c.ship || step.step === 'decloak') return refuse('NOT_ACTION_STEP', { ship: c.ship });
  const free = step.step === 'free';
  if (free && step.only.length > 0 && c.action !== 'pass' && !step.only.includes(c.action as Action)) {
    return refuse('NOT_OFFERED', { ship: c.ship, action: c.action, only: step.only.join(',') });
  }
  const taken = takeAction(ctx, c, free);
  if (!taken.ok) return taken;
  const ship = shipIn(ctx.s, c.ship);
  if (taken.value) {
    ctx.events.push({ type: 'freeActionGranted', ship: taken.value, by: ship.id, only: [] });
    ctx.s.activation = { ship: taken.value, step: 'free', only: [], activating: step.activating };
    return fine;
  }
  // A free action before the action step (a "greenFocus" pilot's) leads into it; any other ends the
  // activation. A granted one (issue 41) says which, and hands it on to a free action it grants.
  const next = step.next ?? (free && step.activating === ship.id && step.only.length > 0 ? 'actionStep' : 'end');
  const granted = grantedAfter(ship, c.action);
  if (granted) {
    ctx.events.push({ type: 'freeActionGranted', ship: ship.id, by: ship.id, only: [granted] });
    ctx.s.activation = { ship: ship.id, step: 'free', only: [granted], activating: step.activating, next };
    return fine;
  }
  if (next === 'actionStep') openActionStep(ctx, ship);
  else ctx.s.activation = null;
  return fine;
}

/**
 * The free action the ship's pilot or cards grant after it performed `done` (issue 41), if it may
 * take it now: none while stressed («nem mesmo ações gratuitas»), none it took this round («nem mesmo
 * quando a ação é uma "ação gratuita"»), never a SLAM («não pode realizar um SLAM como uma ação
 * gratuita»; seed 001, "Outras Ações", FAQ, "SLAM"). A grant it may not take is not offered.
 */
function grantedAfter(ship: Ctx['s']['ships'][number], done: CommandAction): Action | undefined {
  if (done === 'pass' || done === 'card') return undefined;
  const acting = { ...ship, actionBar: ship.stats.actions };
  return (ship.stats.grants ?? []).find((g) => g.after === done && actionRefusal(acting, g.action, true) === null)
    ?.action;
}

function attackOrHold(ctx: Ctx, c: Extract<ParsedCommand, { type: 'attack' | 'holdFire' }>): Done {
  if (ctx.s.phase !== 'combat' || ctx.s.attack) return refuse('NOT_COMBAT_STEP');
  const found = ownShip(ctx, c.side, c.ship);
  if (!found.ok) return found;
  if (!stillToFire(ctx.s as unknown as SquadronState).includes(c.ship))
    return refuse('NOT_FIRING_NOW', { ship: c.ship });
  if (c.type === 'attack') return declareAttack(ctx, c);
  found.value.combatDone = true;
  ctx.events.push({ type: 'holdsFire', ship: c.ship, reason: 'chose' });
  return fine;
}

function carryOut(ctx: Ctx, c: ParsedCommand): Done {
  if (ctx.s.phase === 'over') return refuse('GAME_OVER');
  switch (c.type) {
    case 'dial': {
      const set = setDial(ctx, c.side, c.ship, c.dial);
      if (set.ok) dialsSet(ctx, c.side);
      return set;
    }
    case 'dials': {
      for (const [ship, dial] of Object.entries(c.dials)) {
        const set = setDial(ctx, c.side, ship, dial);
        if (!set.ok) return set;
      }
      dialsSet(ctx, c.side);
      return fine;
    }
    case 'decloak':
    case 'action': {
      const step = ctx.s.activation;
      if (!step) return refuse('NOT_ACTIVATION');
      const owner = ownShip(ctx, c.side, c.ship);
      if (!owner.ok) return owner;
      return c.type === 'decloak' ? decloak(ctx, c) : action(ctx, c);
    }
    case 'attack':
    case 'holdFire':
      return attackOrHold(ctx, c);
    case 'modify':
      return modifyDice(ctx, c);
    case 'concede': {
      const winner = ctx.s.sides.find((s) => s.id !== c.side)?.id ?? null;
      end(ctx, outcomeOf(ctx.s as unknown as SquadronState, winner, 'concession'));
      return fine;
    }
  }
}

export function applySquadronCommand(
  state: SquadronState,
  command: unknown,
): Result<Applied<SquadronState, SquadronEvent>, RuleError> {
  const parsed = SquadronCommandSchema.safeParse(command);
  if (!parsed.success) return err(ruleError('BAD_COMMAND', { problem: parsed.error.issues[0]?.message ?? '' }));
  const ctx = openDraft(state);
  const done = carryOut(ctx, parsed.data);
  if (!done.ok) return done;
  advance(ctx);
  return ok(closeDraft(ctx));
}
