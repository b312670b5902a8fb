/**
 * A past turn of a `vector` game step by step, for `/replay animated:true` (issue 40): the board as
 * the turn began and after every event of it that changed the picture (a ship's step or pivot, a
 * volley, a wreck, a blast), each with the turn's events so far, rebuilt from the log like
 * `pastTurn`. A command that plays several such things (a reveal moving every ship, a side's fire)
 * gives a step for each, the board rewound past the rest of the command (impulse's rewind.ts for the
 * ships' damage, here for vector's own moves). `/replay` has it drawn on the animation thread.
 */
import { formatHex, rotateFacing, type impulse } from '../../../engine/index.js';
import { VECTOR, type VectorEvent, type VectorState } from '../../../engine/rulesets/vector/index.js';
import { encodeAnimation, impulsePictures, vectorPictures } from '../../../render/index.js';
import type { GameRecord } from '../../../store/index.js';
import { loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';
import { ANIMATION_FRAME, LAST_MS, STEP_MS, afterHappenings } from '../impulse/pictures.js';
import { pack, stepStarts } from '../impulse/replay-steps.js';
import { rewind } from '../impulse/rewind.js';
import { commandsOf, initialOf } from './state-of.js';

export interface VectorStep {
  readonly state: VectorState;
  readonly events: readonly VectorEvent[];
}

/** What a vector animation is drawn from: the board views of its steps, with their plates' words. */
export interface VectorAnimation {
  readonly frames: readonly { readonly view: impulse.BoardView; readonly markers: Readonly<Record<string, string>> }[];
  /** The header's first line: the scenario and the turn replayed. */
  readonly title: string;
  /** The velocity's line under the legend (vector's own words). */
  readonly legendMore: readonly string[];
}

/** A ship's step, pivot, volley, wreck or blast begins a step (impulse's `stepStarts` for the fire). */
function vectorStarts(): (e: VectorEvent) => boolean {
  const fire = stepStarts();
  // Every event goes through impulse's test: any but a shot's own parts ends a volley.
  return (e) => fire(e as impulse.GameEvent) || e.type === 'vectorMoved' || e.type === 'pivoted';
}

/**
 * `state` as it stood before `later`, its command's last events: impulse's rewind for the board
 * (damage, wrecks, blasts), and the ships' steps, pivots and velocities undone here.
 */
export function rewindVector(state: VectorState, later: readonly VectorEvent[], before: VectorState): VectorState {
  const board = rewind(state.board, later as impulse.GameEvent[], before.board);
  const own = later.filter((e) => e.type === 'vectorMoved' || e.type === 'pivoted' || e.type === 'velocityChanged');
  if (board === state.board && own.length === 0) return state;
  const ships: Record<string, VectorState['ships'][string]> = { ...state.ships };
  const out: VectorState = { ...state, board: board === state.board ? structuredClone(board) : board, ships };
  for (const e of [...own].reverse()) {
    if (e.type === 'velocityChanged') {
      const v = ships[e.ship];
      if (v) ships[e.ship] = { ...v, velocity: e.from };
      continue;
    }
    const ship = out.board.ships.find((s) => s.id === e.ship);
    if (!ship) continue;
    ship.facing = rotateFacing(e.facing, -e.turned);
    if (e.type === 'vectorMoved') ship.hex = e.from;
  }
  return out;
}

/** The steps of turn `turn`, or undefined if that turn never ended (as `pastTurn` finds it). */
export function vectorSteps(record: GameRecord, turn: number): VectorStep[] | undefined {
  let state = initialOf(record);
  const steps: VectorStep[] = [];
  let events: VectorEvent[] | null = null;
  const starts = vectorStarts();
  let open = false;
  for (const command of commandsOf(record.log)) {
    const before = state;
    const applied = VECTOR.applyCommand(state, command);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    if (before.turn !== turn) continue;
    if (events === null) {
      events = [];
      steps.push({ state: before, events: [] });
    }
    const all = applied.value.events;
    for (const [i, e] of all.entries()) {
      if (starts(e)) {
        if (open) steps.push({ state: rewindVector(state, all.slice(i), before), events: [...events] });
        open = true;
      }
      events.push(e);
    }
    // The turn's last board is `pastTurn`'s: the state after the command that ended it.
    if (state.turn > turn || state.outcome) {
      if (open || steps.length === 1) steps.push({ state, events: [...events] });
      return pack(steps);
    }
  }
  return undefined;
}

/** `/replay animated:true` in a vector game: the turn as a GIF, a frame per step, framed alike. */
export async function vectorAnimationFile(
  t: Translate,
  steps: readonly VectorStep[],
  turn: number,
): Promise<OutgoingFile> {
  const say = loose(t);
  const frames = steps.map((s) => ({
    view: VECTOR.boardView(s.state, s.events).board,
    // Each plate says its ship's velocity, as the still map's does.
    markers: Object.fromEntries(
      s.state.board.ships.map((ship) => [
        ship.id,
        say('vector.map.velocity', { velocity: s.state.ships[ship.id]?.velocity ?? 0 }),
      ]),
    ),
  }));
  const last = frames[frames.length - 1];
  if (!last) throw new Error('an animation needs at least one step');
  const job: VectorAnimation = {
    frames,
    title: `${last.view.scenario} · ${say('vector.pastTurn', { turn })}`,
    legendMore: [say('vector.map.legendVelocity')],
  };
  return {
    name: 'replay.gif',
    data: await drawVectorAnimation(t, job),
    description: impulsePictures.altText(last.view, formatHex, impulsePictures.ALT_TEXT_LIMIT, pictureWords(t)),
  };
}

/** A vector turn's frames drawn and encoded. */
function drawVectorAnimation(t: Translate, { frames, title, legendMore }: VectorAnimation): Promise<Buffer> {
  const base = pictureWords(t);
  const words = { ...base, map: { ...base.map, legendMore: [...legendMore] } };
  const extraHexes = frames.flatMap((f) => impulsePictures.hexesToShow(f.view));
  const panelRows = Math.max(...frames.map((f) => f.view.happenings.length));
  const canvases = frames.map((f, i) =>
    impulsePictures.drawMap(f.view, {
      ...vectorPictures.vectorMapOptions([], f.markers, words, [title, words.map.replayStep(i + 1, frames.length)]),
      frame: ANIMATION_FRAME,
      extraHexes,
      panelRows,
      panelFrom: afterHappenings(frames.map((f) => f.view)),
    }),
  );
  return encodeAnimation(
    canvases,
    canvases.map((_, i) => (i === canvases.length - 1 ? LAST_MS : STEP_MS)),
  );
}
