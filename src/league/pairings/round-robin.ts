/**
 * Round-robin schedules for a league (issue 17) by the circle method. Pure: the same list of players
 * always gives the same schedule.
 *
 * Our rules:
 * - Every pair of players meets exactly once: n − 1 rounds for an even number n of players, n rounds
 *   for an odd number.
 * - With an odd number, one player has a bye each round, and every player has exactly one bye over the
 *   schedule. (The circle method with an empty seat: the empty seat stays fixed and the others turn.)
 * - In a game, `a` is the player listed first in `playerIds`; `a` and `b` mean nothing more. A bye is
 *   `{ a: player, b: null }` and comes last in its round.
 * - Fewer than two players: no games; a single player gets one round with a bye.
 */
import type { Pairing } from './swiss.js';

export function roundRobin(playerIds: readonly string[]): Pairing[][] {
  if (new Set(playerIds).size !== playerIds.length) throw new RangeError('a player is listed twice');
  const order = new Map(playerIds.map((id, i) => [id, i]));
  // Seat 0 stays put; the others turn one seat each round. An odd field gets an empty seat at 0.
  const seats: (string | null)[] = playerIds.length % 2 === 1 ? [null, ...playerIds] : [...playerIds];
  const fixed = seats[0] ?? null;
  const turning = seats.slice(1);
  const rounds: Pairing[][] = [];
  for (let r = 0; r < turning.length; r++) {
    const table = [fixed, ...turning.map((_, k) => turning[(k + r) % turning.length] ?? null)];
    const games: Pairing[] = [];
    let bye: Pairing | null = null;
    for (let i = 0; i < table.length / 2; i++) {
      const [x, y] = [table[i] ?? null, table[table.length - 1 - i] ?? null];
      if (x === null || y === null) {
        const player = x ?? y;
        if (player !== null) bye = { a: player, b: null };
      } else {
        games.push((order.get(x) ?? 0) < (order.get(y) ?? 0) ? { a: x, b: y } : { a: y, b: x });
      }
    }
    rounds.push(bye ? [...games, bye] : games);
  }
  return rounds;
}
