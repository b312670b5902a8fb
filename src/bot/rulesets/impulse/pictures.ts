/** The map and ship pictures as message attachments, with alt text (via the renderer). */
import { formatHex, impulse } from '../../../engine/index.js';
import { altText, damageReport, renderMap, renderShipSheet } from '../../../render/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';

type State = impulse.GameState;

export function mapFile(
  state: State,
  events: readonly impulse.GameEvent[] = [],
  focusShip?: string,
  highlight?: 'reach' | 'fireZone',
): OutgoingFile {
  const view = impulse.boardView(state, events, focusShip);
  const png = renderMap(view, highlight ? { highlight } : {});
  return { name: 'map.png', data: png, description: altText(view, formatHex) };
}

export function shipFile(state: State, shipId: string): OutgoingFile {
  const view = impulse.boardView(state, [], shipId);
  return { name: 'ship.png', data: renderShipSheet(view, shipId), description: altText(view, formatHex) };
}

/** The damage report of an impulse, cut to the room left in a message. */
export const reportText = (events: readonly impulse.GameEvent[], room: number): string =>
  damageReport(events, Math.max(100, room));
