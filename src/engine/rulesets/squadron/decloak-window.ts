/**
 * The decloak window (issue 41; seed 001, "Camuflagem"): «No início da fase de Ativação, após os
 * jogadores resolverem todas as outras habilidades ... cada nave pode gastar uma ficha de camuflagem
 * para descamuflar, começando com o piloto de perícia mais baixo (usando a iniciativa de resolver
 * empates)». Every cloaked ship chooses before any ship reveals its dial; «Após todas as
 * descamuflagens serem resolvidas, a fase de Ativação continua normalmente».
 */
import type { Ctx } from './context.js';

/**
 * Opens the choice for the next cloaked ship after `after` (from the start when absent), or closes
 * the window. The window follows the activation queue, which is already lowest skill first with the
 * initiative's side first on a tie (`order.ts`), and no ship leaves it while the window is open
 * (nothing has activated yet), so a ship's place in it says who has chosen.
 */
export function openDecloakWindow(ctx: Ctx, after?: string): void {
  const queue = ctx.s.toActivate;
  const from = after === undefined ? 0 : queue.indexOf(after) + 1;
  const next = queue.slice(from).find((id) => ctx.s.ships.some((s) => s.id === id && s.cloaked && !s.destroyed));
  ctx.s.activation = next === undefined ? null : { ship: next, step: 'decloak', only: [], activating: next };
}
