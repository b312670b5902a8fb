/**
 * An impulse step by step, for `/replay animated:true` (issue 16): the board at the impulse's start
 * and after every command of it that changed the picture (a move, a volley, a missile, a wreck),
 * each with the impulse's events so far, rebuilt from the log like `pastImpulse`.
 */
import { impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import { commandsOf, initialOf } from './state-of.js';

export interface ImpulseStep {
  readonly state: impulse.GameState;
  readonly events: readonly impulse.GameEvent[];
}

/** Frames past this many are merged into the last: a GIF a phone loads quickly. */
export const MAX_STEPS = 40;

/** Events a picture draws: a step with none of them looks like the one before. */
const DRAWN = new Set<impulse.GameEvent['type']>([
  'shipMoved',
  'shotResolved',
  'missileLaunched',
  'missileMoved',
  'missileDetonated',
  'shipDestroyed',
  'exploded',
]);

const startsImpulse = (e: impulse.GameEvent, round: number, letter: string) =>
  e.type === 'impulseStarted' && e.round === round && e.impulse === letter;
const endsImpulse = (e: impulse.GameEvent) =>
  e.type === 'impulseStarted' || e.type === 'powerPhaseStarted' || e.type === 'gameEnded';

/** The steps of impulse `letter` of `round`, or undefined if that impulse never ended. */
export function impulseSteps(record: GameRecord, round: number, letter: string): ImpulseStep[] | undefined {
  if (!record.initial) return undefined;
  let state = initialOf(record);
  const steps: ImpulseStep[] = [];
  let events: impulse.GameEvent[] | null =
    state.flow.phase === 'turn' && state.flow.round === round && state.flow.impulse === letter ? [] : null;
  if (events) steps.push({ state, events: [] });
  for (const command of commandsOf(record.log)) {
    const applied = impulse.applyCommand(state, command);
    if (!applied.ok) return undefined;
    let ended = false;
    let drawn = false;
    for (const e of applied.value.events) {
      if (events === null) {
        if (startsImpulse(e, round, letter)) {
          events = [e];
          // The board as the impulse began: the state before this command, plus its moves so far.
          steps.push({ state, events: [] });
        }
        continue;
      }
      if (events.length > 0 && endsImpulse(e) && !startsImpulse(e, round, letter)) {
        ended = true;
        break;
      }
      events.push(e);
      drawn ||= DRAWN.has(e.type);
    }
    state = applied.value.state;
    if (events !== null && (drawn || ended)) steps.push({ state, events: [...events] });
    if (ended) return trim(steps);
  }
  return events !== null && state.flow.phase === 'over' ? trim(steps) : undefined;
}

/** At most MAX_STEPS: the first ones kept, the rest shown together in the last frame. */
function trim(steps: ImpulseStep[]): ImpulseStep[] {
  if (steps.length <= MAX_STEPS) return steps;
  return [...steps.slice(0, MAX_STEPS - 1), steps[steps.length - 1] as ImpulseStep];
}
