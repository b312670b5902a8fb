/**
 * `vector`'s commands turned into engine commands (issue 15, deliverable 4): `/orders ship
 * acceleration course` (sealed), `/move how` for the next hex of the ship moving now, the shared
 * `/fire` and `/done`. Glue only: the rules decide and refuse with their reason. Ships, weapon groups
 * and targets are found as in impulse (the board is impulse's).
 */
import { err, ok, type Result } from '../../../engine/index.js';
import type { VectorCommand, VectorState } from '../../../engine/rulesets/vector/index.js';
import type { CommandContext } from '../../app/context.js';
import { act, type Acting } from '../../games/act.js';
import { setAutopilot } from '../../games/autopilot.js';
import { loose, type MessageKey } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import { findShip, pickGroup, pickTarget } from '../impulse/resolve.js';
import { velocityLine } from './words.js';
import { stateOf } from './state-of.js';

type Built = Result<VectorCommand, Problem>;
const asState = (acting: Acting): VectorState => acting.state as VectorState;

/** The side's ship named, or the only one the moment asks of it. */
function ownShip(state: VectorState, side: string, typed: string | undefined): Result<string, Problem> {
  const mine = state.board.ships.filter((s) => s.side === side && s.status === 'active');
  if (typed && typed.trim() !== '') {
    const ship = findShip(state.board, typed);
    if (!ship || ship.status !== 'active') return err(problem('reply.noSuchShip', { ship: echo(typed) }));
    if (ship.side !== side) return err(problem('reply.notYourShip', { ship: ship.name }));
    return ok(ship.id);
  }
  if (state.phase === 'movement' && state.moving?.ship && mine.some((s) => s.id === state.moving?.ship))
    return ok(state.moving.ship);
  const unordered = mine.filter((s) => state.phase === 'reaction' && state.orders[s.id] === undefined);
  const only = unordered.length === 1 ? unordered[0] : mine.length === 1 ? mine[0] : undefined;
  return only ? ok(only.id) : err(problem('reply.whichShip', { ships: mine.map((s) => s.name).join(', ') }));
}

/** Every answer to `/orders` is private (sealed) but handing the side to the autopilot, which the channel is told of. */
export const ordersAnswerPrivately = (o: { autopilot?: boolean }): boolean => o.autopilot === undefined;

export async function orders(
  ctx: CommandContext,
  o: { ship?: string; acceleration?: number; course?: number; autopilot?: boolean },
): Promise<void> {
  // The autopilot is the AI flying the side (issue 18), not an order of the turn.
  if (o.autopilot !== undefined) return setAutopilot(ctx, o.autopilot);
  await act(
    ctx,
    (acting): Built => {
      const state = asState(acting);
      const ship = ownShip(state, acting.side, o.ship);
      if (!ship.ok) return ship;
      return ok({
        type: 'order',
        side: acting.side,
        ship: ship.value,
        accel: o.acceleration ?? 0,
        course: o.course ?? 0,
      });
    },
    {
      secret: true,
      privateNote: (t, after, side) => {
        const state = stateOf(after);
        const mine = state.board.ships.filter((s) => s.side === side && s.status === 'active');
        const lines = mine.map((s) => velocityLine(t, state, s.id, state.orders[s.id]));
        const ready = mine.filter((s) => state.orders[s.id] !== undefined).length;
        return [loose(t)('vector.reply.ordered', { ready, of: mine.length }), ...lines].join('\n');
      },
    },
  );
}

const HOW: Readonly<Record<string, 'straight' | 'turnLeft' | 'turnRight'>> = {
  straight: 'straight',
  'turn-left': 'turnLeft',
  'turn-right': 'turnRight',
};

/** `/move how`: straight on or after a facing change; at rest, a turn is a pivot and straight is staying. */
export async function move(ctx: CommandContext, o: { how?: string; ship?: string }): Promise<void> {
  await act(ctx, (acting): Built => {
    const state = asState(acting);
    const ship = ownShip(state, acting.side, o.ship);
    if (!ship.ok) return ship;
    const how = HOW[o.how ?? 'straight'];
    if (!how)
      return err(problem('reply.badOption', { option: 'how', problem: problem('vector.reply.moves' as MessageKey) }));
    const resting = (state.ships[ship.value]?.velocity ?? 0) === 0;
    const engine = resting ? ({ straight: 'stay', turnLeft: 'pivotLeft', turnRight: 'pivotRight' } as const)[how] : how;
    return ok({ type: 'move', side: acting.side, ship: ship.value, how: engine });
  });
}

export async function fire(
  ctx: CommandContext,
  o: { weapon?: string; target?: string; ship?: string; targets?: string },
): Promise<void> {
  await act(ctx, (acting): Built => {
    const state = asState(acting);
    const id = ownShip(state, acting.side, o.ship);
    if (!id.ok) return id;
    const ship = state.board.ships.find((s) => s.id === id.value);
    if (!ship) return err(problem('reply.noSuchShip', { ship: id.value }));
    const group = pickGroup(ctx.t, state.board, ship, o.weapon);
    if (!group.ok) return group;
    const texts = o.targets !== undefined ? o.targets.split(',') : o.target !== undefined ? [o.target] : [];
    if (texts.length === 0) return err(problem('errors.NO_TARGET'));
    const targets: (string | null)[] = [];
    for (const text of texts) {
      const target = pickTarget(state.board, text);
      if (!target.ok) return target;
      targets.push(target.value);
    }
    return ok({ type: 'fire', side: acting.side, ship: ship.id, group: group.value, targets });
  });
}

export async function done(ctx: CommandContext): Promise<void> {
  await act(ctx, (acting): Built => ok({ type: 'done', side: acting.side }));
}
