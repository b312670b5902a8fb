/** Standing orders in words, for the turn prompt and `/orders`. */
import { apUseKey } from './ap-words.js';
import type { impulse } from '../../../engine/index.js';
import type { Translate } from '../../locales/index.js';
import { shipName } from './resolve.js';

export function shipOrdersText(t: Translate, state: impulse.GameState, orders: impulse.ShipOrders): string {
  const parts: string[] = [];
  if (orders.moves && orders.moves.length > 0)
    parts.push(t('orders.moves', { plan: orders.moves.map((m) => t(`how.${m}`)).join(', ') }));
  if (orders.thenMove) parts.push(t('orders.then', { how: t(`how.${orders.thenMove}`) }));
  if (orders.ap && orders.ap.length > 0)
    parts.push(t('orders.ap', { use: t(apUseKey(orders.ap[0]?.kind ?? 'doNothing')) }));
  if (orders.fire)
    parts.push(
      t('orders.fire', {
        target: orders.fire.target === 'nearest' ? t('orders.nearest') : shipName(state, orders.fire.target),
      }),
    );
  if (orders.repair) parts.push(t('orders.repair'));
  return parts.join(' · ');
}

export function describeOrders(t: Translate, state: impulse.GameState, side: string): string {
  const standing = state.standing;
  const lines: string[] = [];
  for (const ship of state.ships.filter((s) => s.side === side && s.status === 'active')) {
    const orders = standing?.ships[ship.id];
    if (orders) lines.push(`📋 **${shipName(state, ship.id)}**: ${shipOrdersText(t, state, orders)}`);
  }
  const sideOrders = standing?.sides[side];
  if (sideOrders?.initiative)
    lines.push(
      `📋 ${t('orders.initiative', { choice: t(`commands.initiative.choices.choice.${sideOrders.initiative}`) })}`,
    );
  if (sideOrders?.power) lines.push(`📋 ${t('orders.power')}`);
  return lines.length > 0 ? lines.join('\n') : t('orders.none');
}
