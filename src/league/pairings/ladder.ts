/**
 * A challenge ladder for a league (issue 17). Pure: a ladder is an array of player ids, index 0 the top,
 * and a result gives a new array (the given one is never changed).
 *
 * Our rules:
 * - A player may challenge only upward, and at most `maxPlaces` places up: from place i (0 = top) the
 *   places i − maxPlaces … i − 1. Nobody challenges themselves, and both players must be on the ladder.
 * - A won challenge: the challenger takes the defender's place, and everyone from the defender down to
 *   just above the challenger's old place moves down one. Nobody below the challenger's old place moves.
 * - A lost challenge changes nothing (no penalty for the challenger, no swap).
 * - `maxPlaces` must be a whole number of at least 1; a ladder that lists a player twice is refused.
 * - `applyLadderResult` takes no `maxPlaces`: whether the challenge was allowed is checked with
 *   `canChallenge` when it is issued (the ladder may have moved since); a result only needs it upward.
 */

function checkLadder(ladder: readonly string[]): void {
  if (new Set(ladder).size !== ladder.length) throw new RangeError('the ladder lists a player twice');
}

export function canChallenge(
  ladder: readonly string[],
  challenger: string,
  defender: string,
  maxPlaces: number,
): boolean {
  checkLadder(ladder);
  if (!Number.isInteger(maxPlaces) || maxPlaces < 1) throw new RangeError('maxPlaces must be a whole number ≥ 1');
  const [from, to] = [ladder.indexOf(challenger), ladder.indexOf(defender)];
  if (from < 0 || to < 0) return false;
  return to < from && from - to <= maxPlaces;
}

export function applyLadderResult(
  ladder: readonly string[],
  challenger: string,
  defender: string,
  challengerWon: boolean,
): string[] {
  checkLadder(ladder);
  const [from, to] = [ladder.indexOf(challenger), ladder.indexOf(defender)];
  if (from < 0 || to < 0) throw new RangeError('both players must be on the ladder');
  if (to >= from) throw new RangeError('a challenge goes upward: the defender must be above the challenger');
  if (!challengerWon) return [...ladder];
  return [...ladder.slice(0, to), challenger, ...ladder.slice(to, from), ...ladder.slice(from + 1)];
}
