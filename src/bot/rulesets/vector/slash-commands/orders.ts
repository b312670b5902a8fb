/**
 * /orders in a vector game: a ship's acceleration and course change for the turn, sealed; or
 * `autopilot:` to hand the side to the AI and take it back (issue 18). Shares impulse's `ship` and
 * `autopilot` options.
 */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';

export default defineCommand(
  'orders',
  [
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'acceleration', type: 'integer', min: -12, max: 12 },
    { name: 'course', type: 'integer', min: -6, max: 6 },
    { name: 'autopilot', type: 'boolean' },
  ],
  orders.orders,
  undefined,
  orders.ordersAnswerPrivately,
);
