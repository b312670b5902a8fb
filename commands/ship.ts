/** /ship: a ship's sheet. */
import { alwaysPrivate, defineCommand, suggestUnit, views } from '../src/bot/kit.js';

export default defineCommand(
  'ship',
  [{ name: 'ship', type: 'string', autocomplete: true, maxLength: 40 }],
  views.showShip,
  suggestUnit,
  alwaysPrivate,
);
