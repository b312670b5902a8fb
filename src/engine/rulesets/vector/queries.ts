/**
 * Who must act in a `vector` game and what they may do (issue 15): the contract's `awaiting`,
 * `tasks`, `legalCommands` and `timeoutCommand`. Legal commands are candidates the rules accept.
 */
import type { Awaiting, UnitTask } from '../../ruleset.js';
import { targetsFor } from './from-impulse.js';
import { activeShips } from './from-impulse.js';
import { applyVectorCommand } from './apply.js';
import type { VectorCommand } from './commands.js';
import type { ShipState } from './from-impulse.js';
import type { MovementOrder, VectorState } from './state.js';
import { drivesNow, thrustersNow, velocityLimit } from './tracks.js';

const alive = (state: VectorState) => activeShips(state.board);

/** Vector's moments are all turns (its `reaction` phase is the sealed orders of seed 002, a turn of every side). */
export function vectorAwaiting(state: VectorState): Awaiting {
  const t = `t${state.turn}`;
  if (state.phase === 'over') return { kind: 'turn', sides: [], simultaneous: false, moment: 'over:', turn: 'over' };
  if (state.phase === 'reaction') {
    const sides = state.board.sides
      .map((s) => s.id)
      .filter((side) => alive(state).some((s) => s.side === side && state.orders[s.id] === undefined));
    return {
      kind: 'turn',
      sides,
      simultaneous: true,
      moment: `${t}-reaction:${sides.join(',')}`,
      turn: `${t}-reaction`,
    };
  }
  // The Damage Control Phase asks nobody (the game passes through it): said for what it is all the same.
  if (state.phase === 'damageControl')
    return {
      kind: 'turn',
      sides: [],
      simultaneous: false,
      moment: `${t}-damage-control:`,
      turn: `${t}-damage-control`,
    };
  if (state.phase === 'movement') {
    const side = state.moving?.side ?? '';
    const turn = `${t}-r${state.round}-move-${side}`;
    const ship = state.moving?.ship ?? '';
    // Each hex is a moment of its own: the prompt follows the ship hex by hex.
    const left = state.ships[ship]?.stepsLeft ?? 0;
    return { kind: 'turn', sides: side ? [side] : [], simultaneous: false, moment: `${turn}:${ship}-${left}`, turn };
  }
  const side = state.firing[0] ?? '';
  const turn = `${t}-r${state.round}-fire-${side}`;
  // Each shot changes the moment: the groups still charged, counted.
  const charged = state.board.ships.reduce((n, s) => n + s.groups.filter((g) => g.red + g.yellow > 0).length, 0);
  return { kind: 'turn', sides: side ? [side] : [], simultaneous: false, moment: `${turn}:${charged}`, turn };
}

export function vectorTasks(state: VectorState, side: string): UnitTask[] {
  if (!vectorAwaiting(state).sides.includes(side)) return [];
  if (state.phase === 'reaction')
    return alive(state)
      .filter((s) => s.side === side)
      .map((s) => ({ unit: s.id, required: state.orders[s.id] === undefined, can: ['order'] }));
  if (state.phase === 'movement' && state.moving?.ship)
    return [{ unit: state.moving.ship, required: true, can: ['move'] }];
  return alive(state)
    .filter((s) => s.side === side && s.groups.some((_, i) => targetsFor(state.board, s, i).length > 0))
    .map((s) => ({ unit: s.id, required: false, can: ['fire'] }));
}

function candidates(state: VectorState, side: string): VectorCommand[] {
  if (state.phase === 'reaction') {
    return alive(state)
      .filter((s) => s.side === side)
      .flatMap((s) => {
        const d = drivesNow(state.board, s, state.settings);
        const m = thrustersNow(state.board, s);
        const out: VectorCommand[] = [];
        for (let accel = -d; accel <= d; accel++)
          for (let course = -m; course <= m; course++) out.push({ type: 'order', side, ship: s.id, accel, course });
        return out;
      });
  }
  if (state.phase === 'movement') {
    // The ship moving now, or (when the player picks which ship moves next) every one still to move.
    const ships = state.moving?.ship
      ? [state.moving.ship]
      : alive(state)
          .filter((s) => s.side === side && state.ships[s.id]?.moved === false)
          .map((s) => s.id);
    return ships.flatMap((ship) =>
      (['straight', 'turnLeft', 'turnRight', 'pivotLeft', 'pivotRight', 'stay'] as const).map((how) => ({
        type: 'move' as const,
        side,
        ship,
        how,
      })),
    );
  }
  const shots = alive(state)
    .filter((s) => s.side === side)
    .flatMap((s) =>
      s.groups.flatMap((_, group) =>
        targetsFor(state.board, s, group).map((target) => ({
          type: 'fire' as const,
          side,
          ship: s.id,
          group,
          targets: [target],
        })),
      ),
    );
  return [...shots, { type: 'done', side }];
}

export function vectorLegalCommands(state: VectorState, side: string): VectorCommand[] {
  if (!vectorAwaiting(state).sides.includes(side)) return [];
  return candidates(state, side).filter((c) => applyVectorCommand(state, c).ok);
}

/**
 * The missed deadline's order for a ship: keep velocity and course, except that a ship above the
 * velocity cap (it lost drives at speed) slows toward it by as much as its drives allow, an order the
 * rules always accept (issue 41: "keep velocity" was refused there and the game stalled).
 */
function defaultOrder(state: VectorState, ship: ShipState): MovementOrder {
  const velocity = state.ships[ship.id]?.velocity ?? 0;
  const over = velocity - velocityLimit(state.board, ship, state.settings);
  const slow = over > 0 ? Math.min(over, drivesNow(state.board, ship, state.settings)) : 0;
  return { accel: slow === 0 ? 0 : -slow, course: 0 };
}

/**
 * What a missed deadline plays: keep velocity and course (no orders change; above the velocity cap,
 * slow toward it), move straight on (a course change left unmade costs its -2, as the seed says), fire
 * every weapon at the nearest target.
 */
export function vectorTimeoutCommand(state: VectorState, side: string, forfeit: boolean): VectorCommand | undefined {
  if (!vectorAwaiting(state).sides.includes(side)) return undefined;
  if (forfeit) return { type: 'concede', side };
  if (state.phase === 'reaction') {
    const orders = Object.fromEntries(
      alive(state)
        .filter((s) => s.side === side && state.orders[s.id] === undefined)
        .map((s) => [s.id, defaultOrder(state, s)]),
    );
    return { type: 'orders', side, orders };
  }
  if (state.phase === 'movement') {
    // Straight on where it may, else staying put, else the first move it may make, for the ship moving
    // now or the first that still has a move to make (issue 39: a ship with no hex left to fly was
    // picked and its "stay" refused, so a missed deadline played nothing).
    const legal = vectorLegalCommands(state, side).filter(
      (c): c is Extract<VectorCommand, { type: 'move' }> => c.type === 'move',
    );
    const ship = legal[0]?.ship;
    const mine = legal.filter((c) => c.ship === ship);
    return mine.find((c) => c.how === 'straight') ?? mine.find((c) => c.how === 'stay') ?? mine[0];
  }
  const [shot] = candidates(state, side).filter((c) => c.type === 'fire');
  return shot ?? { type: 'done', side };
}
