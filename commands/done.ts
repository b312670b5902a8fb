/** /done: end my current step (or, with turn:true, the rest of my turn). */
import { orders, slashCommand, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('done', { options: [{ name: 'turn', type: 'boolean' }] }),
  execute: orders.done,
} satisfies CommandModule;
