/** /orders in a vector game: a ship's acceleration and course change for the turn, sealed (shares impulse's `ship` option). */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';

export default defineCommand(
  'orders',
  [
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'acceleration', type: 'integer', min: -12, max: 12 },
    { name: 'course', type: 'integer', min: -6, max: 6 },
  ],
  orders.orders,
);
