/** /orders: standing orders, so a ship plays its turns by itself while they stay legal. */
import { defineCommand } from '../../../pipeline/command.js';
import { ordersAnswerPrivately, standingOrders } from '../standing-orders-command.js';
import { ORDERS_OPTIONS } from '../option-specs.js';
import { suggestOrders } from '../autocomplete.js';

export default defineCommand('orders', ORDERS_OPTIONS, standingOrders, suggestOrders, ordersAnswerPrivately);
