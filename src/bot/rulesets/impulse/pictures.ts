/**
 * The map and ship pictures as message attachments, with alt text, and the damage report (via the
 * renderer), all in the reader's language: `t` is the reader's translator.
 */
import { formatHex, impulse } from '../../../engine/index.js';
import { ALT_TEXT_LIMIT, altText, damageReport, renderMap, renderShipSheet } from '../../../render/index.js';
import type { Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';

type State = impulse.GameState;

export function mapFile(
  t: Translate,
  state: State,
  events: readonly impulse.GameEvent[] = [],
  focusShip?: string,
  highlight?: 'reach' | 'fireZone',
): OutgoingFile {
  const words = pictureWords(t);
  const view = impulse.boardView(state, events, focusShip);
  const png = renderMap(view, highlight ? { highlight, words } : { words });
  return { name: 'map.png', data: png, description: altText(view, formatHex, ALT_TEXT_LIMIT, words) };
}

export function shipFile(t: Translate, state: State, shipId: string): OutgoingFile {
  const words = pictureWords(t);
  const view = impulse.boardView(state, [], shipId);
  return {
    name: 'ship.png',
    data: renderShipSheet(view, shipId, words),
    description: altText(view, formatHex, ALT_TEXT_LIMIT, words),
  };
}

/** The damage report of an impulse, cut to the room left in a message. */
export const reportText = (t: Translate, events: readonly impulse.GameEvent[], room: number): string =>
  damageReport(events, Math.max(100, room), pictureWords(t));
