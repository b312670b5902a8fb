/**
 * A past round of a `squadron` game step by step, for `/replay animated:true` (issue 40): the mat as
 * the round began and after every command of it that changed the picture (a ship's manoeuvre, an
 * attack, a decloak, a ship destroyed), each with the round's events so far, rebuilt from the log
 * like `pastRound`: a frame per event that changes the picture, a command that moves two ships (the
 * second's action step passing by itself) giving one for each. Every frame shows the same window of
 * the mat, so ships move across a still picture.
 * `/replay` has it drawn on the animation thread.
 */
import { squadron } from '../../../engine/index.js';
import { encodeAnimation, squadronPictures } from '../../../render/index.js';
import type { GameRecord } from '../../../store/index.js';
import { loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';
import { LAST_MS, STEP_MS } from '../impulse/pictures.js';
import { pack } from '../impulse/replay-steps.js';
import { mapAlt, mapWords } from './pictures.js';
import { commandsOf, initialOf } from './state-of.js';

type State = squadron.SquadronState;
type Event = squadron.SquadronEvent;

export interface SquadronStep {
  readonly state: State;
  readonly events: readonly Event[];
}

/** An animation's frames are smaller than a still map: a phone plays it without a long download. */
const ANIMATION_WIDTH = 800;

/** What the map draws of a moment: a step whose picture is the one before's is no step. */
const drawn = (state: State, events: readonly Event[]): string =>
  JSON.stringify(squadron.SQUADRON.boardView(state, events));

/** The steps of round `round`, or undefined if that round never ended (as `pastRound` finds it). */
export function squadronSteps(record: GameRecord, round: number): SquadronStep[] | undefined {
  let state = initialOf(record);
  const steps: SquadronStep[] = [];
  let events: Event[] | null = null;
  let shown = '';
  for (const command of commandsOf(record.log)) {
    const before = state;
    const applied = squadron.SQUADRON.applyCommand(state, command);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    if (before.round !== round) continue;
    if (events === null) {
      events = [];
      steps.push({ state: before, events: [] });
      shown = drawn(before, []);
    }
    const all = applied.value.events;
    // A command that finishes one ship's activation and plays the next one's (whose action step
    // passes by itself) shows each ship's part in turn: the later ships stand as they were until then.
    for (const k of all.flatMap((e, i) => (i > 0 && e.type === 'shipActivates' ? [i] : []))) {
      const later = new Set(all.slice(k).flatMap((e) => ('ship' in e && typeof e.ship === 'string' ? [e.ship] : [])));
      const ships = state.ships.map((ship) =>
        later.has(ship.id) ? (before.ships.find((b) => b.id === ship.id) ?? ship) : ship,
      );
      const partial = { state: { ...state, ships }, events: [...events, ...all.slice(0, k)] };
      const now = drawn(partial.state, partial.events);
      if (now !== shown) steps.push(partial);
      shown = now;
    }
    events.push(...all);
    const ended = state.round > round || state.outcome !== null;
    const now = drawn(state, events);
    if (now !== shown || ended) steps.push({ state, events: [...events] });
    shown = now;
    if (ended) return pack(steps);
  }
  return undefined;
}

/** `/replay animated:true` in a squadron game: the round as a GIF, a frame per step, framed alike. */
export async function squadronAnimationFile(
  t: Translate,
  steps: readonly SquadronStep[],
  round: number,
): Promise<OutgoingFile> {
  const say = loose(t);
  const boards = steps.map((s) => squadron.SQUADRON.boardView(s.state, s.events));
  const lastBoard = boards[boards.length - 1];
  const lastStep = steps[steps.length - 1];
  if (!lastBoard || !lastStep) throw new Error('an animation needs at least one step');
  const framing = {
    hexes: boards.flatMap(squadronPictures.squadronHexes),
    width: ANIMATION_WIDTH,
    panelRows: Math.max(...boards.map((b) => b.shots.length)),
    panelFrom: Math.max(...boards.map((b) => b.shots.length)) + 1,
  };
  const title = `${lastStep.state.scenario.name} · ${say('squadron.pastRound', { round })}`;
  const replayStep = pictureWords(t).map.replayStep;
  const frames = boards.map((board, i) => {
    const step = steps[i] as SquadronStep;
    const words = mapWords(t, step.state, board, step.events);
    const header: [string, string] = [title, replayStep(i + 1, boards.length)];
    return squadronPictures.composeSquadronMap(board, { ...words, header }, framing).canvas;
  });
  const delays = frames.map((_, i) => (i === frames.length - 1 ? LAST_MS : STEP_MS));
  return {
    name: 'replay.gif',
    data: await encodeAnimation(frames, delays),
    description: mapAlt(t, lastStep.state, lastBoard),
  };
}
