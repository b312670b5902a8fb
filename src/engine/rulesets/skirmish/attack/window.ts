/**
 * The allocation reaction (the brief; seed 003, Save Roll: "The defender first divides the target
 * unit into groups ... and declares the allocation order"): a window for the defender, opened only
 * when it has a choice (two or more legal orders, or Brace for Impact affordable). Options: each
 * legal order (group ids joined by `>`), each also with `+brace`; default: the automatic order, no brace.
 */
import { openWindow } from '../../../core/reaction-window.js';
import type { SkirmishEvent } from '../events.js';
import { unitById } from '../geometry/index.js';
import type { AttackInProgress, SkirmishState } from '../state.js';
import { legalOrders, orderId } from './allocation.js';
import { braceAffordable } from './resolve.js';

/** The kind of the window and its preference (`skirmish.reactions.allocation`). */
export const ALLOCATION_REACTION = 'allocation';
export const BRACE_SUFFIX = '+brace';

/** The allocation window's id for an attack. */
export const allocationWindowId = (attack: string): string => `alloc-${attack}`;

/** The defender's option ids for `a`, the automatic order first (the default), or null when it has no choice. */
export function allocationOptions(
  state: SkirmishState,
  a: AttackInProgress,
): { options: string[]; auto: string } | null {
  const target = unitById(state, a.target);
  if (!target) return null;
  const orders = legalOrders(a.groups, state, target).map(orderId);
  const auto = orders[0] ?? '';
  const brace = a.wounds > 0 && braceAffordable(state, a.target);
  if (orders.length < 2 && !brace) return null;
  return { options: orders.flatMap((o) => (brace ? [o, `${o}${BRACE_SUFFIX}`] : [o])), auto };
}

/** Opens the window for `a` (state.attack, state.reaction), or null when the defender has no choice. */
export function offerAllocation(
  state: SkirmishState,
  a: AttackInProgress,
  events: SkirmishEvent[],
): SkirmishState | null {
  const target = unitById(state, a.target);
  const offered = allocationOptions(state, a);
  if (!target || !offered) return null;
  const { window, event } = openWindow({
    id: allocationWindowId(a.id),
    trigger: `${a.attacker}>${a.target}`,
    asks: [
      {
        side: target.side,
        options: offered.options.map((id) => ({ id })),
        mayPass: false,
        defaultOption: offered.auto,
      },
    ],
  });
  events.push(event);
  return { ...state, attack: a, reaction: { kind: ALLOCATION_REACTION, window } };
}

/** An option id as an order and a brace. */
export function parseOption(option: string): { order: string[]; brace: boolean } {
  const brace = option.endsWith(BRACE_SUFFIX);
  const base = brace ? option.slice(0, -BRACE_SUFFIX.length) : option;
  return { order: base === '' ? [] : base.split('>'), brace };
}
