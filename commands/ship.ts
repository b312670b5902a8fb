/** /ship: a ship's sheet. */
import { slashCommand, suggestUnit, views, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('ship', { options: [{ name: 'ship', type: 'string', autocomplete: true, maxLength: 40 }] }),
  execute: views.showShip,
  autocomplete: suggestUnit,
} satisfies CommandModule;
