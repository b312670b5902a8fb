/**
 * An impulse step by step, for `/replay animated:true` (issue 16): the board at the impulse's start
 * and after every command of it that changed the picture (a move, a volley, a missile, a wreck),
 * each with the impulse's events so far, rebuilt from the log like `pastImpulse`.
 */
import { impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import { rewind } from './rewind.js';
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

/**
 * The steps of impulse `letter` of `round`, or undefined if that impulse never ended. The first is
 * the board as the impulse began and the last as it ended, each rewound past whatever the same
 * command did before the start or after the end (rewind.ts).
 */
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
    state = applied.value.state;
    const all = applied.value.events;
    let from = 0;
    let after = 0;
    if (events === null) {
      from = all.findIndex((e) => startsImpulse(e, round, letter));
      if (from < 0) continue;
      events = [];
      after = from + 1;
      // The board as the impulse began: this command's state without what it did from the start on.
      steps.push({ state: rewind(state, all.slice(from)), events: [] });
    }
    const end = all.findIndex((e, i) => i >= after && endsImpulse(e));
    const mine = all.slice(from, end < 0 ? all.length : end);
    events.push(...mine);
    const board = end < 0 ? state : rewind(state, all.slice(end));
    if (end >= 0 || mine.some((e) => DRAWN.has(e.type))) steps.push({ state: board, events: [...events] });
    if (end >= 0) return trim(steps);
  }
  return events !== null && state.flow.phase === 'over' ? trim(steps) : undefined;
}

/** At most MAX_STEPS: the first ones kept, the rest shown together in the last frame. */
function trim(steps: ImpulseStep[]): ImpulseStep[] {
  if (steps.length <= MAX_STEPS) return steps;
  return [...steps.slice(0, MAX_STEPS - 1), steps[steps.length - 1] as ImpulseStep];
}
