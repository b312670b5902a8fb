/**
 * Random legal play, for property tests, golden-game recording and benchmarks: at each point pick
 * a side that must act and one of its legal commands (the engine's own `legalCommands`), with random
 * Power Phase orders drawn from each ship's real options. `pick(n)` supplies the randomness, so the
 * caller decides between fast-check, a seeded generator or a fixed script.
 */
import { impulse } from '../../src/engine/index.js';

export type Pick = (n: number) => number;

function randomPowerOrders(state: impulse.GameState, side: string, pick: Pick): impulse.PowerOrder[] {
  return state.ships
    .filter((s) => s.side === side && s.status === 'active')
    .map((ship) => {
      const curves = impulse.curveOptions(state, ship);
      const charge = ship.groups.map((_, g) => {
        const options = impulse.chargeOptions(state, ship, g);
        return options[pick(options.length)] ?? 'none';
      });
      return { ship: ship.id, curveChange: curves[pick(curves.length)] ?? 0, charge };
    });
}

/** Ending a step is legal almost always; prefer real actions so games go somewhere. */
const isPass = (cmd: impulse.Command) => cmd.type === 'endStep' || cmd.type === 'endTurn';

/** How eagerly random play fires: 0.9 plays like a player; a small value keeps a long game going. */
export interface Policy {
  readonly fireRate: number;
}
const PLAYER: Policy = { fireRate: 0.9 };

export function randomCommand(
  state: impulse.GameState,
  pick: Pick,
  policy: Policy = PLAYER,
): impulse.Command | undefined {
  const sides = impulse.awaiting(state);
  if (sides.length === 0) return undefined;
  const side = sides[pick(sides.length)] as string;
  if (state.flow.phase === 'power') return { type: 'submitPower', side, orders: randomPowerOrders(state, side, pick) };
  const legal = impulse.legalCommands(state, side);
  if (legal.length === 0) throw new Error(`no legal command for ${side} at ${JSON.stringify(state.flow)}`);
  // Fire whenever possible, as a player would; otherwise act rather than pass, most of the time.
  const fire = legal.filter((c) => c.type === 'fire');
  if (fire.length > 0 && pick(1000) < policy.fireRate * 1000) return fire[pick(fire.length)];
  const actions = legal.filter((c) => !isPass(c) && c.type !== 'fire');
  const pool = actions.length > 0 && pick(10) < 8 ? actions : legal;
  return pool[pick(pool.length)];
}

export interface PlayedGame {
  initial: impulse.GameState;
  log: impulse.Command[];
  state: impulse.GameState;
  events: impulse.GameEvent[];
}

/** Plays up to `limit` random legal commands from `initial` (fewer if the game ends). */
export function playRandomly(
  initial: impulse.GameState,
  limit: number,
  pick: Pick,
  policy: Policy = PLAYER,
): PlayedGame {
  let state = initial;
  const log: impulse.Command[] = [];
  const events: impulse.GameEvent[] = [];
  for (let i = 0; i < limit; i++) {
    const cmd = randomCommand(state, pick, policy);
    if (!cmd) break;
    const result = impulse.applyCommand(state, cmd);
    if (!result.ok) throw new Error(`random legal command refused: ${result.error.code} ${JSON.stringify(cmd)}`);
    log.push(cmd);
    events.push(...result.value.events);
    state = result.value.state;
  }
  return { initial, log, state, events };
}
