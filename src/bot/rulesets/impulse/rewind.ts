/**
 * The board as it stood partway through a command's events. A command that ends an impulse often
 * starts the next and plays its automatic moves in the same breath (a ship owed a hex moves at
 * once), so the state after the command is already one step into the next impulse. A picture of the
 * impulse that ended (`/replay`) undoes those later moves: ships and missiles go back to the hexes
 * and facings they held, and missiles launched later are not there yet. Only what a map draws is
 * rewound; the state is a picture's, never played on.
 */
import type { impulse } from '../../../engine/index.js';

export function rewind(state: impulse.GameState, later: readonly impulse.GameEvent[]): impulse.GameState {
  if (!later.some((e) => e.type === 'shipMoved' || e.type === 'missileMoved' || e.type === 'missileLaunched'))
    return state;
  const board = structuredClone(state);
  for (const e of [...later].reverse()) {
    if (e.type === 'shipMoved') {
      const ship = board.ships.find((s) => s.id === e.ship.id);
      if (ship) Object.assign(ship, { hex: e.from, facing: e.facingBefore });
    } else if (e.type === 'missileMoved') {
      const missile = board.missiles.find((m) => m.id === e.missile);
      if (missile) missile.hex = e.from;
    } else if (e.type === 'missileLaunched') {
      board.missiles = board.missiles.filter((m) => m.id !== e.missile);
    }
  }
  return board;
}
