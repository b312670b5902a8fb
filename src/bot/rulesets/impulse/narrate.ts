/**
 * The short public line after a command: what just happened, in the reader's words. The full
 * account of shots and dice is the damage report posted with the map at the end of the impulse.
 */
import { apUseKey } from './ap-words.js';
import { formatHex, impulse } from '../../../engine/index.js';
import type { Translate } from '../../locales/index.js';
import { cleanName } from '../../presentation/sanitize.js';
import { criticalName } from './resolve.js';

type Event = impulse.GameEvent;

function apUse(t: Translate, use: impulse.ApUse): string {
  return t(apUseKey(use.kind));
}

function line(t: Translate, e: Event, sideName: (id: string) => string): string | null {
  const ship = (ref: { name: string }) => `**${cleanName(ref.name)}**`;
  switch (e.type) {
    case 'shipMoved':
      if (e.automatic && !e.afterburner)
        return t('narrate.moved', { ship: ship(e.ship), how: t(`how.${e.how}`), hex: formatHex(e.to) });
      return t(e.afterburner ? 'narrate.movedBurn' : 'narrate.moved', {
        ship: ship(e.ship),
        how: t(`how.${e.how}`),
        hex: formatHex(e.to),
      });
    case 'moveBlocked':
      return t('narrate.blocked', { ship: ship(e.ship) });
    case 'apUsed':
      return t('narrate.ap', { ship: ship(e.ship), use: apUse(t, e.use) });
    case 'missileLaunched':
      return t('narrate.launched', { ship: ship(e.ship), target: ship(e.target) });
    case 'repairAttempted':
      return t(e.repaired ? 'narrate.repaired' : 'narrate.repairFailed', {
        ship: ship(e.ship),
        critical: criticalName(t, e.effect),
        roll: e.roll,
      });
    case 'stepEnded':
      return e.reason === 'endedByPlayer'
        ? t('narrate.stepEnded', { side: sideName(e.side), step: t(`steps.${e.step}`) })
        : null;
    case 'initiativeChosen':
      return t('narrate.initiative', {
        side: sideName(e.side),
        choice: t(`commands.initiative.choices.choice.${e.choice}`),
        holder: sideName(e.initiative),
      });
    case 'powerSubmitted':
      return e.automatic ? null : t('narrate.powerIn', { side: sideName(e.side) });
    case 'shipDestroyed':
      return t('narrate.destroyed', { ship: ship(e.ship) });
    case 'shipRetreated':
      return t('narrate.retreated', { ship: ship(e.ship) });
    case 'missileMoved':
      return e.automatic ? null : t('narrate.steered', { missile: e.missile, hex: formatHex(e.to) });
    case 'conceded':
      return t('narrate.conceded', { side: sideName(e.side) });
    case 'ordersSet':
      return t('narrate.ordersSet', { side: sideName(e.side) });
    case 'ordersSuspended':
      // Games from before issue 13 stored the reason as English words: they read as the general one.
      return t('orders.suspended', {
        ship: ship(e.ship),
        reason: t(
          e.reason === 'leavesMap' ? 'orders.suspendReasons.leavesMap' : 'orders.suspendReasons.moveImpossible',
        ),
      });
    case 'impulseStarted':
      return t('narrate.impulse', { impulse: e.impulse, round: e.round });
    case 'powerPhaseStarted':
      return t('narrate.round', { round: e.round });
    default:
      return null;
  }
}

/** One line per notable event, shots summed per group fired. */
export function narrate(
  t: Translate,
  events: readonly Event[],
  sideName: (id: string) => string,
  limit = 1200,
): string {
  const lines: string[] = [];
  for (const [i, e] of events.entries()) {
    // An action point left unspent by standing orders (nothing to charge) is not news (issue 13): in
    // a fleet's impulse it was a line per ship, pushing the shots out of the narration.
    const next = events[i + 1];
    if (
      e.type === 'apUsed' &&
      e.use.kind === 'doNothing' &&
      next?.type === 'orderFollowed' &&
      next.command === 'useAp' &&
      next.ship === e.ship.id
    )
      continue;
    // A missile group's launch is told by its own line, not as a volley of no hits.
    if (
      e.type === 'groupFired' &&
      events.some((m) => m.type === 'missileLaunched' && m.ship.id === e.ship.id && m.group === e.group)
    )
      continue;
    if (e.type === 'groupFired') {
      const shots = events
        .slice(i + 1)
        .filter(
          (s): s is Extract<Event, { type: 'shotResolved' }> =>
            s.type === 'shotResolved' && s.ship.id === e.ship.id && s.group === e.group,
        );
      const hits = shots.filter((s) => s.damage > 0);
      lines.push(
        t('narrate.fired', {
          ship: `**${cleanName(e.ship.name)}**`,
          weapon: e.weaponName,
          hits: hits.length,
          damage: hits.reduce((n, s) => n + s.damage, 0),
        }),
      );
      continue;
    }
    const text = line(t, e, sideName);
    // One batch can set many ships' orders: the channel reads "updated its standing orders" once.
    if (text !== null && text !== lines.at(-1)) lines.push(text);
  }
  let out = '';
  for (const l of lines) {
    if (out.length + l.length + 1 > limit) {
      out += '\n…';
      break;
    }
    out += (out ? '\n' : '') + l;
  }
  return out;
}

/**
 * After a command that moved the same turn on to another step (an action point spent ends the AP
 * step): which step the side is in now, so the step never moves on silently (issue 13).
 */
export function stepNow(
  t: Translate,
  state: impulse.GameState,
  events: readonly Event[],
  side: (id: string) => string,
): string {
  const flow = state.flow;
  if (flow.phase !== 'turn') return '';
  const lastEnd = events.findLastIndex((e) => e.type === 'stepEnded');
  if (lastEnd < 0) return '';
  const moved = events
    .slice(lastEnd + 1)
    .some((e) => e.type === 'turnStarted' || e.type === 'impulseStarted' || e.type === 'powerPhaseStarted');
  const ended = events[lastEnd];
  if (moved || ended?.type !== 'stepEnded' || ended.side !== impulse.awaiting(state)[0]) return '';
  return t('narrate.nowStep', { side: side(ended.side), step: t(`steps.${flow.step}`) });
}
