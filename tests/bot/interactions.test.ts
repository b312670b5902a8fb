/**
 * Pace of play (issue 6): standing orders bring a duel down to at most 3 interactions per player per
 * round, counted through the bot's own pipeline (the same script `npm run bench` reports from).
 */
import { describe, expect, it } from 'vitest';
import { measure } from '../bench/interactions.js';

describe('interactions per player per round of the duel', () => {
  it('with standing orders and a new plan each round (firing by hand): at most 3, far fewer than without', async () => {
    const without = await measure('single');
    const withOrders = await measure('ordersReplan');
    expect(withOrders.rounds).toBeGreaterThanOrEqual(2);
    for (const n of Object.values(withOrders.perPlayerRound)) expect(n).toBeLessThanOrEqual(3);
    expect(Math.max(...Object.values(withOrders.perPlayerRound))).toBeLessThan(
      Math.max(...Object.values(without.perPlayerRound)) / 3,
    );
  }, 120_000);
});
