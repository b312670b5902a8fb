/** /ship: a ship's sheet. */
import { slashCommand, suggest, views, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('ship', { options: [{ name: 'ship', type: 'string', autocomplete: true, maxLength: 40 }] }),
  execute: views.showShip,
  autocomplete: suggest,
} satisfies CommandModule;
