/**
 * What "Accept default power" does, in words (issue 39): for each ship of the sides asked, the
 * curve kept or shifted (and the power it leaves) and the weapon groups charged, from the engine's
 * own default, so the words and the button never disagree.
 */
import { impulse } from '../../../engine/index.js';
import type { Translate } from '../../locales/index.js';
import { shipName } from './resolve.js';

type State = impulse.GameState;

export function powerDefaultLines(t: Translate, state: State, sides: readonly string[]): string[] {
  const ships = state.ships.filter((s) => sides.includes(s.side) && s.status === 'active');
  if (ships.length === 0) return [];
  const lines = ships.map((ship) => {
    const order = impulse.defaultPowerOrder(state, ship);
    const power = impulse.powerAfter(state, ship, ship.curve + order.curveChange);
    const curve = t(
      order.curveChange > 0 ? 'reply.powerUp' : order.curveChange < 0 ? 'reply.powerDown' : 'reply.powerKeep',
      {
        power,
      },
    );
    const groups = impulse.shipClass(state, ship).groups;
    const charged = order.charge.flatMap((choice, i) => {
      if (choice === 'none') return [];
      const weapon = state.catalog.weapons[groups[i]?.weapon ?? '']?.name ?? groups[i]?.weapon ?? '?';
      return [t(choice === 'red' ? 'reply.powerChargeRed' : 'reply.powerChargeYellow', { group: i + 1, weapon })];
    });
    const charge =
      charged.length > 0 ? t('reply.powerCharge', { groups: charged.join(', ') }) : t('reply.powerChargeNone');
    return t('reply.powerDefaultShip', { ship: shipName(state, ship.id), curve, charge });
  });
  return [t('reply.powerDefaults', { button: t('reply.acceptPower') }), ...lines];
}
