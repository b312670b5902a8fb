/**
 * The order of a `squadron` round (issue 14; seed 001's phases as ../shared/reference/other-systems.md
 * section 2.2 gives them): in the Activation phase ships go by pilot skill, lowest first; in Combat
 * highest first, and ships of equal skill fire at the same time (each group's damage lands once all of
 * it has fired). Ties in activation go to the player with the initiative first. Built on the engine's
 * activation queue, so the order is the same on every replay.
 */
import { activationQueue } from '../../core/activation.js';

export interface Pilot {
  readonly id: string;
  readonly side: string;
  readonly skill: number;
}

const tieSides = (ships: readonly Pilot[], initiative: string): string[] => [
  initiative,
  ...new Set(ships.map((s) => s.side).filter((side) => side !== initiative)),
];

/** Who moves in the Activation phase, in order. */
export const activationOrder = <P extends Pilot>(ships: readonly P[], initiative: string): P[] =>
  activationQueue(ships, {
    kind: 'byStat',
    stat: (s) => s.skill,
    direction: 'ascending',
    tieSides: tieSides(ships, initiative),
  });

/** Who fires in the Combat phase: groups by skill, highest first; a group fires at once. */
export function combatGroups<P extends Pilot>(ships: readonly P[], initiative: string): P[][] {
  const queue = activationQueue(ships, {
    kind: 'byStat',
    stat: (s) => s.skill,
    direction: 'descending',
    tieSides: tieSides(ships, initiative),
  });
  const groups: P[][] = [];
  for (const ship of queue) {
    const last = groups.at(-1);
    if (last && last[0]?.skill === ship.skill) last.push(ship);
    else groups.push([ship]);
  }
  return groups;
}
