/**
 * Pace of play (issue 6, issue 13's table): counted through the bot's own pipeline (the same script
 * `npm run bench` reports from), the worse of the two players per round.
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

describe('interactions per player per round, duel and three ships a side (issue 13)', () => {
  it.each(['cruiser-duel', 'corvane-belt'] as const)(
    '%s: at most 8 with the turn card and no standing orders, at most 2 with them, never more than typed commands',
    async (scenario) => {
      const typed = await measure('single', 'interactions-seed', scenario);
      const card = await measure('composed', 'interactions-seed', scenario);
      const orders = await measure('orders', 'interactions-seed', scenario);
      const worst = (m: Awaited<ReturnType<typeof measure>>) => Math.max(...Object.values(m.perPlayerRound));
      expect(card.rounds).toBe(3);
      expect(worst(card)).toBeLessThanOrEqual(8);
      expect(worst(orders)).toBeLessThanOrEqual(2);
      expect(worst(card)).toBeLessThan(worst(typed));
    },
    180_000,
  );
});
