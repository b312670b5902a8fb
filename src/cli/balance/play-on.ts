/**
 * Playing on the pairings above the goal (issue 18, deliverable 6): a matchup stays above the goal
 * on more games, a pairing that drew lucky dice falls back. Playing on moves the fit of what a point
 * is worth and what each class does per point, which can lift another pairing above the goal, so
 * the lifted one is played on in turn, until every pairing above the goal rests on all its games.
 */

/** What playing on needs from a balance run. */
export interface PlayOn {
  /** The pairings (by index) above the goal at equal points, fitted to every game played so far. */
  readonly aboveGoal: () => readonly number[];
  /** How many games a pairing has had. */
  readonly gamesOf: (pairing: number) => number;
  /** How many pairings the run has. */
  readonly pairings: number;
  /** The games a pairing above the goal is played on to. */
  readonly to: number;
  /** Plays these pairings on to `to` games. */
  readonly play: (pairings: readonly number[]) => Promise<void>;
  readonly say: (line: string) => void;
}

/**
 * Plays on, round after round, the pairings above the goal that have not had all their games. Each
 * pairing is played on at most once, so the rounds end.
 */
export async function playOnAboveGoal({ aboveGoal, gamesOf, pairings, to, play, say }: PlayOn): Promise<void> {
  const done = new Set<number>();
  for (;;) {
    const short = aboveGoal().filter((p) => gamesOf(p) < to && !done.has(p));
    if (short.length === 0) return;
    say(`${short.length} of ${pairings} pairings above the goal at equal points, played on to ${to} games`);
    for (const p of short) done.add(p);
    await play(short);
  }
}
