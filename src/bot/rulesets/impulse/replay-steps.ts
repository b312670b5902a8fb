/**
 * An impulse step by step, for `/replay animated:true` (issues 16 and 40): the board at the impulse's
 * start and after every event of it that changed the picture (a move, a volley, a missile launched,
 * moved or hitting, a wreck, a blast), each with the impulse's events so far, rebuilt from the log
 * like `pastImpulse`. One command often does several such things (a fire command resolves two
 * volleys, a wreck and its blast): each is a step of its own, the board rewound past the rest of the
 * command (rewind.ts).
 */
import { impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import { rewind } from './rewind.js';
import { commandsOf, initialOf } from './state-of.js';

export interface ImpulseStep {
  readonly state: impulse.GameState;
  readonly events: readonly impulse.GameEvent[];
}

/** At most this many frames: a GIF a phone loads quickly. A longer impulse skips steps evenly (see `pack`). */
export const MAX_STEPS = 40;

type Event = impulse.GameEvent;

/** Events that are a step of their own: each changes the picture (a volley's first shot begins the volley). */
const STEP_STARTS = new Set<Event['type']>([
  'shipMoved',
  'shotResolved',
  'missileLaunched',
  'missileMoved',
  'missileDetonated',
  'shipDestroyed',
  'exploded',
]);

/** Events that belong to the shot before them, so they do not end its volley (as board-view.ts counts volleys). */
const VOLLEY_PARTS = new Set<Event['type']>(['shotResolved', 'diceRolled', 'damageApplied', 'criticalRolled']);

const startsImpulse = (e: Event, round: number, letter: string) =>
  e.type === 'impulseStarted' && e.round === round && e.impulse === letter;
const endsImpulse = (e: Event) =>
  e.type === 'impulseStarted' || e.type === 'powerPhaseStarted' || e.type === 'gameEnded';

/**
 * Which events begin a step: each move, launch, missile move, missile hit, wreck and blast, a volley
 * (a group's shots one after another at one target: its first shot), and a missile stranded at the
 * end of its flight. A missile shot down, or one that flew into a planet, goes with what destroyed it.
 */
export function stepStarts(): (e: Event) => boolean {
  let volley: string | null = null;
  return (e) => {
    if (!VOLLEY_PARTS.has(e.type)) volley = null;
    if (e.type === 'shotResolved') {
      const key = `${e.ship.id}|${e.group}|${e.target.kind === 'ship' ? e.target.ship.id : e.target.missile}`;
      const same = key === volley;
      volley = key;
      return !same;
    }
    return STEP_STARTS.has(e.type) || (e.type === 'missileDestroyed' && e.cause === 'stranded');
  };
}

/**
 * The steps of impulse `letter` of `round`, or undefined if that impulse never ended. The first is
 * the board as the impulse began and the last as it ended; each step's board is the one just before
 * the next step began, rewound past whatever its command did from then on (rewind.ts).
 */
export function impulseSteps(record: GameRecord, round: number, letter: string): ImpulseStep[] | undefined {
  if (!record.initial) return undefined;
  let state = initialOf(record);
  const steps: ImpulseStep[] = [];
  let events: Event[] | null =
    state.flow.phase === 'turn' && state.flow.round === round && state.flow.impulse === letter ? [] : null;
  if (events) steps.push({ state, events: [] });
  const starts = stepStarts();
  // A step has begun that no frame shows yet.
  let open = false;
  for (const command of commandsOf(record.log)) {
    const before = state;
    const applied = impulse.applyCommand(state, command);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    const all = applied.value.events;
    let from = 0;
    // Where the impulse may end: after its own start, in the command that started it.
    let after = 0;
    if (events === null) {
      from = all.findIndex((e) => startsImpulse(e, round, letter));
      if (from < 0) continue;
      events = [];
      after = from + 1;
      // The board as the impulse began: this command's state without what it did from the start on.
      steps.push({ state: rewind(state, all.slice(from), before), events: [] });
    }
    for (let i = from; i < all.length; i++) {
      const e = all[i] as Event;
      if (i >= after && endsImpulse(e)) {
        if (open || steps.length === 1) steps.push({ state: rewind(state, all.slice(i), before), events: [...events] });
        return pack(steps);
      }
      if (starts(e)) {
        if (open) steps.push({ state: rewind(state, all.slice(i), before), events: [...events] });
        open = true;
      }
      events.push(e);
    }
  }
  if (events === null || state.flow.phase !== 'over') return undefined;
  if (open) steps.push({ state, events: [...events] });
  return pack(steps);
}

/**
 * At most MAX_STEPS, the first and the last always among them and the rest picked evenly: a skipped
 * step's events show in the next frame kept (each frame has every event so far), so nothing is lost.
 */
export function pack<Step>(steps: Step[]): Step[] {
  if (steps.length <= MAX_STEPS) return steps;
  const last = steps.length - 1;
  return Array.from({ length: MAX_STEPS }, (_, k) => steps[Math.round((k * last) / (MAX_STEPS - 1))] as Step);
}
