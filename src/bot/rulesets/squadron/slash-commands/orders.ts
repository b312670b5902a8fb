/**
 * /orders in a squadron game: `autopilot:true` hands the player's own side to the AI (its normal
 * level, issue 18) while they stay seated, `autopilot:false` takes it back. Squadron has no standing
 * orders (every dial is sealed each round), so the autopilot is all this command does here; it shares
 * impulse's `autopilot` option, so Discord sees one /orders.
 */
import { setAutopilot } from '../../../games/autopilot.js';
import { defineCommand } from '../../../pipeline/command.js';

export default defineCommand('orders', [{ name: 'autopilot', type: 'boolean', required: true }], (ctx, o) =>
  setAutopilot(ctx, o.autopilot),
);
