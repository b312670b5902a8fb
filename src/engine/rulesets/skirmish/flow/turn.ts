/**
 * The battle round (seed 003, "The Battle Round": "A plays 5 phases, then B plays 5. That's 1 Battle
 * Round."): the first turn decided, turns and phases started and ended, rounds scored, and `settle`,
 * which plays on after every command until someone must decide.
 *
 * - `startBattle`: the first turn by `settings.firstTurn` (`rollOff`: a D6 each, rerolled on a tie,
 *   the higher goes first, a `diceRolled` per roll; `listed`: the mission's first side); battle
 *   round 1 starts with that side's turn and its Command phase played.
 * - A turn starts (`turnStarted`): the per-turn flags of the side's units are cleared (movement,
 *   shot, chargeDeclared); `charged` and `fought` of every unit too (Charge 5: "priority lasts only
 *   this Fight phase"). A phase starts (`phaseStarted`): the stratagems used and the last move are
 *   cleared. A phase the active side has nothing to do in is skipped (`phaseSkipped`, with its
 *   reason): Shooting when no unit can shoot, Charge when no unit can declare, Fight when no unit is
 *   engaged.
 * - `endPhase`: objectives assessed (4.2: "at the end of every phase", score/), `phaseEnded`, then
 *   the next phase; after the Fight phase `turnEnded` and the other side's turn, or after the second
 *   turn `roundEnded`: from the end of battle round 3 a unit still in reserve is destroyed
 *   (`reservesLost`, 4.2 "Reserves"), the round is scored and the outcome checked (score/), then the
 *   next round unless it was the last.
 * - `settle`: the Command phase ends once its tests are done; Shooting ends when no unit can shoot
 *   any more; Charge ends (with the other side's Heroic Intervention window, flow/heroic.ts) when no
 *   unit can declare and no roll waits; Fight ends when no unit may fight. The Movement phase ends by
 *   `done` (movement-phase.ts), through the other side's Fire Overwatch window: a phase end that
 *   waited on a window goes on here once the window and its attacks are over (the window's marker
 *   `window:<id>` stays among the phase's `stratagemsUsed`), and single.ts continues it right after
 *   the answer as well. A side with no unit left ends the game at once (score/ `checkOutcome`).
 */
import { D6, rollDice } from '../../../core/dice.js';
import { createRng } from '../../../core/rng.js';
import { canShoot } from '../attack/index.js';
import type { SkirmishEvent } from '../events.js';
import { onTable, sideUnits } from '../geometry/index.js';
import { assessObjectives, checkOutcome, scoreRound } from '../score/index.js';
import { PHASES, type Phase, type SkirmishState, type SkirmishUnit } from '../state.js';
import { chargeCandidates } from './charge-phase.js';
import { playCommandPhase } from './command-phase.js';
import { joinSteps, openReaction, otherSide, type SkirmishStep } from './common.js';
import { fightPhaseOver, startFightPhase } from './fight-phase.js';
import { openHeroicWindow } from './heroic.js';

/** Why a phase passes by itself (`phaseSkipped.reason`, words in the table's catalogue). */
export const SKIP_REASONS = { shooting: 'noUnitCanShoot', charge: 'noUnitCanCharge', fight: 'noUnitCanFight' } as const;

/** May `unit` shoot now (not fallen back, not shot yet, a weapon with a target: attack/ `canShoot`)? */
export const unitCanShoot = (state: SkirmishState, unit: SkirmishUnit): boolean =>
  onTable(unit) && !unit.shot && unit.movement !== 'fallBack' && canShoot(state, unit);

/** The active side's units that may still shoot this phase. */
export const shooters = (state: SkirmishState): SkirmishUnit[] =>
  sideUnits(state, state.active).filter((u) => unitCanShoot(state, u));

/** A roll-off (settings.firstTurn `rollOff`): a D6 each, rerolled on a tie; the higher goes first. */
function rollOff(state: SkirmishState): SkirmishStep & { first: string; rolls: Record<string, number> } {
  const [a, b] = state.sides.map((s) => s.id) as [string, string];
  const rng = createRng(state.rng);
  const events: SkirmishEvent[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const ra = rollDice(rng, D6, 1, `roll-off ${a}`);
    const rb = rollDice(rng, D6, 1, `roll-off ${b}`);
    events.push(ra, rb);
    if (ra.result !== rb.result) {
      const first = ra.result > rb.result ? a : b;
      return { state: { ...state, rng: rng.save() }, events, first, rolls: { [a]: ra.result, [b]: rb.result } };
    }
  }
  throw new Error('skirmish: the roll-off never ended');
}

/** The battle begins: the first turn decided, battle round 1, the first side's Command phase played. */
export function startBattle(state: SkirmishState): SkirmishStep {
  let current = state;
  const events: SkirmishEvent[] = [];
  let first: string;
  if (state.settings.firstTurn === 'rollOff') {
    const off = rollOff(state);
    current = off.state;
    first = off.first;
    events.push(...off.events, { type: 'firstTurnDecided', side: first, rolls: off.rolls });
  } else {
    first = state.sides[0]?.id ?? state.active;
    events.push({ type: 'firstTurnDecided', side: first, rolls: null });
  }
  const order: [string, string] = [first, otherSide(state, first)];
  current = {
    ...current,
    order,
    round: 1,
    active: first,
    kills: Object.fromEntries(state.sides.map((s) => [s.id, 0])),
  };
  events.push({ type: 'roundStarted', round: 1 });
  return settleStep(joinSteps(events, startTurn(current, first)));
}

/** `side`'s turn starts: its units' per-turn flags cleared, then its Command phase. */
export function startTurn(state: SkirmishState, side: string): SkirmishStep {
  const units = state.units.map((u) => {
    const base = u.charged || u.fought ? { ...u, charged: false, fought: false } : u;
    if (u.side !== side) return base;
    return { ...base, movement: null, shot: false, chargeDeclared: false };
  });
  const started: SkirmishState = { ...state, active: side, units, plan: null, pending: null };
  return joinSteps([{ type: 'turnStarted', round: state.round, side }], startPhase(started, 'command'));
}

/** A phase starts: its per-phase records cleared, then what it plays by itself (or it is skipped). */
export function startPhase(state: SkirmishState, phase: Phase): SkirmishStep {
  const fresh: SkirmishState = {
    ...state,
    phase,
    movementStep: 'moves',
    stratagemsUsed: [],
    lastMove: null,
    fight: null,
    // A stored plan (the turn card) lives within its phase (plan.ts).
    plan: null,
  };
  const skip = (reason: string, s: SkirmishState = fresh): SkirmishStep =>
    joinSteps([{ type: 'phaseSkipped', side: s.active, phase, reason }], endPhase(s, true));
  const started: SkirmishEvent = { type: 'phaseStarted', round: state.round, side: state.active, phase };
  switch (phase) {
    case 'command':
      return joinSteps([started], playCommandPhase(fresh));
    case 'movement':
      return { state: fresh, events: [started] };
    case 'shooting':
      return shooters(fresh).length === 0 ? skip(SKIP_REASONS.shooting) : { state: fresh, events: [started] };
    case 'charge':
      return chargeCandidates(fresh, fresh.active).length === 0
        ? skip(SKIP_REASONS.charge)
        : { state: fresh, events: [started] };
    case 'fight': {
      const fightStart = startFightPhase(fresh);
      if (fightPhaseOver(fightStart.state)) return skip(SKIP_REASONS.fight, fightStart.state);
      return joinSteps([started], fightStart);
    }
  }
}

/**
 * The phase ends: objectives assessed, `phaseEnded` (none for a skipped phase: its `phaseSkipped`
 * says it), then the next phase, or the turn's end after the Fight phase.
 */
export function endPhase(state: SkirmishState, skipped = false): SkirmishStep {
  const assessed = assessObjectives(state);
  const events: SkirmishEvent[] = [...assessed.events];
  if (!skipped) events.push({ type: 'phaseEnded', side: state.active, phase: state.phase });
  const ended: SkirmishState = { ...assessed.state, pending: null, lastMove: null, fight: null };
  const next = PHASES[PHASES.indexOf(state.phase) + 1];
  return joinSteps(events, next ? startPhase(ended, next) : endTurn(ended));
}

/** The turn ends: the other side's turn, or after the second turn the round's end. */
function endTurn(state: SkirmishState): SkirmishStep {
  const events: SkirmishEvent[] = [{ type: 'turnEnded', round: state.round, side: state.active }];
  const ended: SkirmishState = { ...state, plan: null };
  if (state.active === state.order[0]) return joinSteps(events, startTurn(ended, state.order[1]));
  return joinSteps(events, endRound(ended));
}

/** 4.2 "Reserves": a unit still in reserve at the end of battle round 3 is destroyed. */
function loseReserves(state: SkirmishState): SkirmishStep {
  if (state.round < 3) return { state, events: [] };
  const events: SkirmishEvent[] = [];
  const units = state.units.map((u) => {
    if (!u.reserve || u.destroyed) return u;
    events.push({ type: 'reservesLost', unit: u.id });
    return { ...u, destroyed: true, models: u.models.map((m) => ({ ...m, alive: false, wounds: 0, hex: null })) };
  });
  return { state: { ...state, units }, events };
}

/** The battle round ends: reserves lost, the round scored, the outcome checked, the next round. */
function endRound(state: SkirmishState): SkirmishStep {
  const events: SkirmishEvent[] = [{ type: 'roundEnded', round: state.round }];
  const lost = loseReserves(state);
  events.push(...lost.events);
  const scored = scoreRound(lost.state);
  events.push(...scored.events);
  const checked = checkOutcome(scored.state, true);
  events.push(...checked.events);
  if (checked.state.outcome) return { state: checked.state, events };
  if (state.round >= state.rounds) throw new Error('skirmish: the last battle round ended without an outcome');
  const round = state.round + 1;
  const next: SkirmishState = {
    ...checked.state,
    round,
    kills: Object.fromEntries(state.sides.map((s) => [s.id, 0])),
  };
  events.push({ type: 'roundStarted', round });
  return joinSteps(events, startTurn(next, state.order[0]));
}

/** The Charge phase ends: the other side's Heroic Intervention window first (seed 003, Charge 4). */
export function endChargePhase(state: SkirmishState): SkirmishStep {
  const window = openHeroicWindow(state);
  if (window && openReaction(window.state)) return window;
  return joinSteps(window?.events ?? [], endPhase(window?.state ?? state));
}

/** A side with no unit left (none on the table, none in reserve). */
const wipedOut = (state: SkirmishState): boolean => state.sides.some((s) => sideUnits(state, s.id).length === 0);

/** The end-of-phase window of the Movement phase was opened (and is now answered). */
const movementEndReached = (state: SkirmishState): boolean => state.stratagemsUsed.some((s) => s.startsWith('window:'));

/** One step of play nobody decides, or undefined when someone must decide (or the game is over). */
function nextStep(state: SkirmishState): SkirmishStep | undefined {
  if (state.outcome) return undefined;
  if (wipedOut(state)) {
    const checked = checkOutcome(state);
    if (checked.state.outcome) return checked;
  }
  if (openReaction(state) || state.attack || state.pending) return undefined;
  switch (state.phase) {
    case 'command':
      return endPhase(state);
    case 'movement':
      return movementEndReached(state) ? endPhase(state) : undefined;
    case 'shooting':
      return shooters(state).length === 0 ? endPhase(state) : undefined;
    case 'charge':
      return chargeCandidates(state, state.active).length === 0 ? endChargePhase(state) : undefined;
    case 'fight':
      return fightPhaseOver(state) ? endPhase(state) : undefined;
  }
}

/** Plays on from `state` until someone must decide or the game is over. */
export const settle = (state: SkirmishState): SkirmishStep => settleStep({ state, events: [] });

/** Plays on after `step` until someone must decide or the game is over (its events first). */
export function settleStep(step: SkirmishStep): SkirmishStep {
  let state = step.state;
  const events: SkirmishEvent[] = [...step.events];
  for (let guard = 0; guard < 1000; guard++) {
    const next = nextStep(state);
    if (!next) return { state, events };
    state = next.state;
    events.push(...next.events);
  }
  throw new Error('skirmish: the game did not settle');
}
