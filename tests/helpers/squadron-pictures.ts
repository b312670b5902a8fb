/** `squadron` pictures for tests: a golden game's state at a moment, with the events of its last commands. */
import { readFileSync } from 'node:fs';
import { squadron } from '../../src/engine/index.js';
import type { SquadronGolden } from '../fixtures/squadron-golden.js';

/** The moments the golden images show: a golden game and how many of its commands are played. */
export const SQUADRON_MOMENTS = { 'squadron-asteroid-field': { game: 'asteroid-field', commands: 60 } } as const;

export function squadronMoment(game: string, commands: number) {
  const golden = JSON.parse(
    readFileSync(new URL(`../fixtures/squadron-games/${game}.json`, import.meta.url), 'utf8'),
  ) as SquadronGolden;
  let state = golden.initial;
  const recent: squadron.SquadronEvent[] = [];
  for (const [i, command] of golden.log.slice(0, commands).entries()) {
    const applied = squadron.SQUADRON.applyCommand(state, command);
    if (!applied.ok) throw new Error(`${game} does not replay at ${i}`);
    state = applied.value.state;
    if (i >= commands - 8) recent.push(...applied.value.events);
  }
  return { state, recent };
}
