/**
 * `skirmish`'s pictures (issue 44 deliverable 7): the map after a report, `/map`, `/replay`, and a
 * unit's sheet (`/ship`), drawn by the renderer (`skirmishPictures`) from the engine's board view,
 * every word through the table's catalogue (`skirmish.pictures.*`) in the reader's language, names of
 * datasheets, model kinds and weapons in the reader's language (content-words.ts).
 */
import {
  skirmishBoardView,
  type SkirmishEvent,
  type SkirmishState,
  skirmishUnitSheet,
} from '../../../engine/rulesets/skirmish/index.js';
import { skirmishPictures } from '../../../render/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { localDatasheetName, localModelName, localWeaponName } from './content-words.js';
import { momentText, statusLines } from './status.js';
import { sideName, unitName } from './words.js';

type State = SkirmishState;

export function pictureWords(t: Translate, state: State): skirmishPictures.SkirmishWords {
  const say = loose(t);
  const mission = `scenario.${state.mission}.name`;
  return {
    // A word the catalogue lacks reads in English, never breaks the picture.
    say: (key, values) => (hasText(key) ? say(key, values) : skirmishPictures.ENGLISH_SKIRMISH_SAY(key, values)),
    title: hasText(mission) ? say(mission) : say('skirmish.pictures.map.title'),
    unit: (id) => unitName(state, id),
    side: (id) => sideName(state, id),
    datasheet: (id) => {
      const sheet = state.catalog.datasheets[id];
      return sheet && localDatasheetName(t, sheet);
    },
    profile: (datasheet, id) => {
      const sheet = state.catalog.datasheets[datasheet];
      const profile = sheet?.models.find((p) => p.id === id);
      return sheet && profile && localModelName(t, sheet, profile);
    },
    weapon: (id) => {
      const weapon = state.catalog.weapons[id];
      return weapon && localWeaponName(t, weapon);
    },
  };
}

/** The picture's alt text: where play stands and every unit, in words. */
const altText = (t: Translate, state: State): string =>
  [momentText(t, state), ...statusLines(t, state)]
    .join('; ')
    .replace(/\*\*|~~/g, '')
    .slice(0, 1000);

export async function mapFile(t: Translate, state: State, events: readonly SkirmishEvent[]): Promise<OutgoingFile> {
  const board = skirmishBoardView(state, events);
  const data = await skirmishPictures.renderSkirmishMap(board, pictureWords(t, state));
  return { name: 'skirmish-map.png', data, description: altText(t, state) };
}

export async function unitSheet(t: Translate, state: State, unit: string): Promise<OutgoingFile> {
  const words = pictureWords(t, state);
  const sheet = skirmishUnitSheet(state, unit);
  const data = sheet
    ? await skirmishPictures.renderUnitSheet(sheet, words)
    : await skirmishPictures.renderSkirmishMap(skirmishBoardView(state, []), words);
  return {
    name: 'skirmish-unit.png',
    data,
    description: `${unitName(state, unit)}: ${altText(t, state)}`.slice(0, 1000),
  };
}
