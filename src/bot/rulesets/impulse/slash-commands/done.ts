/** /done: end my current step (or, with turn:true, the rest of my turn). */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';

export default {
  data: slashCommand('done', { options: [{ name: 'turn', type: 'boolean' }] }),
  execute: orders.done,
} satisfies CommandModule;
