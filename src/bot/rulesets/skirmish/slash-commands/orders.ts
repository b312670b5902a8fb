/**
 * /orders in a skirmish game: `autopilot:true` hands the player's own side to the AI while they stay
 * seated, `autopilot:false` takes it back. Declared alike with squadron's and fleet's /orders.
 */
import { setAutopilot } from '../../../games/autopilot.js';
import { defineCommand } from '../../../pipeline/command.js';

export default defineCommand('orders', [{ name: 'autopilot', type: 'boolean', required: true }], (ctx, o) =>
  setAutopilot(ctx, o.autopilot),
);
