/**
 * The map and ship pictures as message attachments, with alt text, and the damage report (via the
 * renderer), all in the reader's language: `t` is the reader's translator.
 */
import { formatHex, impulse } from '../../../engine/index.js';
import { DEFAULT_FRAME, encodeAnimation, impulsePictures, type PictureWords } from '../../../render/index.js';
import type { Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';

type State = impulse.GameState;

export async function mapFile(
  t: Translate,
  state: State,
  events: readonly impulse.GameEvent[] = [],
  focusShip?: string,
  highlight?: 'reach' | 'fireZone',
): Promise<OutgoingFile> {
  const words = pictureWords(t);
  const view = impulse.boardView(state, events, focusShip);
  const png = await impulsePictures.renderMap(view, highlight ? { highlight, words } : { words });
  return {
    name: 'map.png',
    data: png,
    description: impulsePictures.altText(view, formatHex, impulsePictures.ALT_TEXT_LIMIT, words),
  };
}

export async function shipFile(t: Translate, state: State, shipId: string): Promise<OutgoingFile> {
  const words = pictureWords(t);
  const view = impulse.boardView(state, [], shipId);
  return {
    name: 'ship.png',
    data: await impulsePictures.renderShipSheet(view, shipId, words),
    description: impulsePictures.altText(view, formatHex, impulsePictures.ALT_TEXT_LIMIT, words),
  };
}

/** An animation's frames are smaller than a still map: a phone plays it without a long download. */
export const ANIMATION_FRAME = { ...DEFAULT_FRAME, minWidth: 800, maxWidth: 800, maxHeight: 900 };
/** Each step shows this long, the last one longer, before the loop starts again. */
export const STEP_MS = 1100;
export const LAST_MS = 3500;

/** What an impulse's animation is drawn from: the board views of its steps, and the moment it replays. */
export interface ImpulseAnimation {
  readonly views: readonly impulse.BoardView[];
  readonly moment: { readonly round: number; readonly impulse: string };
}

/**
 * An impulse as an animated GIF (`/replay animated:true`): one frame per step that changed the
 * picture, every frame framed alike (the whole impulse's hexes, the panel's room for all its lines),
 * so ships move across a still map and the numbered markers appear in the order they happened.
 * `/replay` has it drawn and encoded on the animation thread (src/bot/animation), off the event loop.
 */
export async function animationFile(
  t: Translate,
  steps: readonly { state: State; events: readonly impulse.GameEvent[] }[],
  moment: { readonly round: number; readonly impulse: string },
): Promise<OutgoingFile> {
  const words = pictureWords(t);
  const job: ImpulseAnimation = { views: steps.map((s) => impulse.boardView(s.state, s.events)), moment };
  const last = job.views[job.views.length - 1];
  if (!last) throw new Error('an animation needs at least one step');
  return {
    name: 'replay.gif',
    data: await drawImpulseAnimation(words, job),
    description: impulsePictures.altText(last, formatHex, impulsePictures.ALT_TEXT_LIMIT, words),
  };
}

/** The number after every happening of an animation's frames: its panel's other lines are numbered from it. */
export const afterHappenings = (views: readonly impulse.BoardView[]): number =>
  Math.max(0, ...views.flatMap((v) => v.happenings.map((h) => h.n))) + 1;

/** The frames of an impulse's animation, drawn and encoded (on whichever thread calls it). */
export async function drawImpulseAnimation(words: PictureWords, { views, moment }: ImpulseAnimation): Promise<Buffer> {
  const last = views[views.length - 1];
  if (!last) throw new Error('an animation needs at least one step');
  const options = {
    words,
    frame: ANIMATION_FRAME,
    extraHexes: views.flatMap(impulsePictures.hexesToShow),
    panelRows: Math.max(...views.map((v) => v.happenings.length)),
    panelFrom: afterHappenings(views),
  };
  // Every frame names the impulse it replays and its step: the boards' own flow may be a step past it.
  const title = `${last.scenario} · ${words.map.when('turn', moment.round, moment.impulse)}`;
  const frames = views.map((v, i) =>
    impulsePictures.drawMap(v, { ...options, header: [title, words.map.replayStep(i + 1, views.length)] }),
  );
  const delays = frames.map((_, i) => (i === frames.length - 1 ? LAST_MS : STEP_MS));
  return encodeAnimation(frames, delays);
}

/**
 * The damage report of an impulse, cut to the room left in a message. A stretch that was no impulse
 * (the Power Phase: no side had a turn) has nothing to report when nothing was hit, and "No shots
 * this impulse" would be untrue after it (issue 39): it says nothing.
 */
export function reportText(t: Translate, events: readonly impulse.GameEvent[], room: number): string {
  const words = pictureWords(t);
  const report = impulsePictures.damageReport(events, Math.max(100, room), words);
  const anImpulse = events.some((e) => e.type === 'turnStarted');
  return report === words.report.none && !anImpulse ? '' : report;
}
