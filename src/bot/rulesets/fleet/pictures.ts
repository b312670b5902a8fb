/**
 * `fleet`'s pictures (issue 43 deliverable 8): the map after a report, `/map` (with `show:arcs`),
 * `/replay`, and the ship and squadron sheets (`/ship`), drawn by the renderer (`fleetPictures`) from
 * the engine's board view, every word through the table's catalogue in the reader's language.
 */
import {
  fleetBoardView,
  type FleetEvent,
  fleetShipSheet,
  fleetSquadronSheet,
  type FleetState,
  type ShipPlacement,
} from '../../../engine/rulesets/fleet/index.js';
import type { Hex } from '../../../engine/index.js';
import { fleetPictures } from '../../../render/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { localClassName } from './content-words.js';
import { momentText, statusLines } from './status.js';
import { sideName, unitName } from './words.js';

type State = FleetState;

/**
 * The catalogue key for a key the pictures draw (src/render/fleet/words.ts, FLEET_ENGLISH): the table's own
 * words for zones, tokens, phases, keywords, commands and damage cards, `fleet.picture.*` for the rest.
 */
export function pictureKey(key: string): string {
  if (/^fleet\.(zones|tokens|phases|keywords)\./.test(key)) return key;
  if (key.startsWith('fleet.commands.')) return `fleet.commandWords.${key.slice('fleet.commands.'.length)}`;
  if (key.startsWith('fleet.damage.')) return `fleet.cards.${key.slice('fleet.damage.'.length)}.title`;
  return key.replace(/^fleet\./, 'fleet.picture.');
}

export function pictureWords(t: Translate, state: State): fleetPictures.FleetWords {
  const say = loose(t);
  const scenario = `scenario.${state.scenario}.name`;
  return {
    // A word the renderer draws that the catalogue does not have yet reads in English, never breaks the picture.
    say: (key, values) =>
      hasText(pictureKey(key)) ? say(pictureKey(key), values) : fleetPictures.ENGLISH_FLEET_SAY(key, values),
    // A bundled scenario's name in the reader's language (asset-strings.ts); any other, the map's title.
    title: hasText(scenario) ? say(scenario) : say('fleet.picture.map.title'),
    unit: (id) => unitName(state, id),
    side: (id) => sideName(state, id),
    className: (id) => {
      const ship = state.catalog.ships.find((c) => c.id === id);
      if (ship) return localClassName(t, 'ship', ship);
      const squadron = state.catalog.squadrons.find((c) => c.id === id);
      return squadron && localClassName(t, 'squadron', squadron);
    },
  };
}

/** The picture's alt text: where play stands and every unit, in words. */
const altText = (t: Translate, state: State): string =>
  [momentText(t, state), ...statusLines(t, state)]
    .join('; ')
    .replace(/\*\*|~~/g, '')
    .slice(0, 1000);

export async function mapFile(
  t: Translate,
  state: State,
  events: readonly FleetEvent[],
  focus?: string,
  show?: string,
): Promise<OutgoingFile> {
  const request = {
    ...(focus ? { focus } : {}),
    ...(show === 'arcs' && focus && state.ships.some((s) => s.id === focus) ? { show: 'arcs' as const } : {}),
  };
  const board = fleetBoardView(state, events, request);
  const data = await fleetPictures.renderFleetMap(board, pictureWords(t, state));
  return { name: 'fleet-map.png', data, description: altText(t, state) };
}

/** A manoeuvre's preview (`/navigate preview:true`): the map with the planned path, step by step, and where it ends. */
export async function previewFile(
  t: Translate,
  state: State,
  ship: string,
  course: { readonly path: readonly Hex[]; readonly end: ShipPlacement },
): Promise<OutgoingFile> {
  const board = fleetBoardView(state, [], { focus: ship, preview: { ship, path: course.path, end: course.end } });
  const data = await fleetPictures.renderFleetMap(board, pictureWords(t, state));
  return { name: 'fleet-preview.png', data, description: altText(t, state) };
}

export async function unitSheet(t: Translate, state: State, unit: string): Promise<OutgoingFile> {
  const words = pictureWords(t, state);
  const ship = fleetShipSheet(state, unit);
  const side = state.ships.find((s) => s.id === unit)?.side ?? state.squadrons.find((s) => s.id === unit)?.side;
  const sideIndex = Math.max(
    0,
    state.sides.findIndex((s) => s.id === side),
  );
  const data = ship
    ? await fleetPictures.renderShipSheet(ship, words, sideIndex)
    : await (async () => {
        const squadron = fleetSquadronSheet(state, unit);
        return squadron
          ? fleetPictures.renderSquadronSheet(squadron, words, sideIndex)
          : fleetPictures.renderFleetMap(fleetBoardView(state, [], {}), words);
      })();
  return { name: 'fleet-unit.png', data, description: `${unitName(state, unit)}: ${altText(t, state)}`.slice(0, 1000) };
}
