/**
 * Which `squadron` rules a game plays by. A game stores its opening state, `rulesVersion` in it, and
 * its command log; undo, /game restore and exports replay that log from the opening state with the
 * current engine. So a game keeps the rules it was created under, as `impulse` does for its older
 * versions (`impulse/closing-heading.ts`, `impulse/report-boundary.ts`), and its log replays exactly.
 *
 * `squadron-2` (issue 41): the decloak window at the start of the Activation phase
 * (`decloak-window.ts`), a reload flipping any spent torpedo and missile cards (`reload.ts`), a
 * reinforce that names no end refused (`perform-action.ts`), a larger base boosting one hex more, as
 * its manoeuvres (`action-moves.ts`), card actions and granted free actions. A `squadron-1` game keeps
 * the choice to decloak at each cloaked ship's own activation, one named weapon reloaded one shot, a
 * reinforce with no end taken as fore, and every base boosting two hexes.
 */

/** The number of the rules a game was created under (`squadron-2` is 2); 0 when unreadable. */
export function squadronVersion(state: { readonly rulesVersion: string }): number {
  return Number(/^squadron-(\d+)$/.exec(state.rulesVersion)?.[1] ?? 0);
}

/** The game was created under `squadron-<version>` or later, so it plays by those rules. */
export const rulesFrom = (state: { readonly rulesVersion: string }, version: number): boolean =>
  squadronVersion(state) >= version;
