/** `vector` maps for tests: a golden game's state after some of its commands, as the bot draws it. */
import { readFileSync } from 'node:fs';
import { translator } from '../../src/bot/locales/index.js';
import { projectedPaths, vectorPictureWords } from '../../src/bot/rulesets/vector/pictures.js';
import { VECTOR, type VectorEvent } from '../../src/engine/rulesets/vector/index.js';
import { type impulsePictures, vectorPictures } from '../../src/render/index.js';
import type { VectorGolden } from '../fixtures/vector-golden.js';

/** The board after `commands` of golden game `game`, with the events of its last few commands, and its map's options. */
export function vectorMoment(game: string, commands: number) {
  const golden = JSON.parse(
    readFileSync(new URL(`../fixtures/vector-games/${game}.json`, import.meta.url), 'utf8'),
  ) as VectorGolden;
  let state = golden.initial;
  const recent: VectorEvent[] = [];
  for (const [i, command] of golden.log.slice(0, commands).entries()) {
    const applied = VECTOR.applyCommand(state, command);
    if (!applied.ok) throw new Error(`${game} does not replay at ${i}`);
    state = applied.value.state;
    if (i >= commands - 6) recent.push(...applied.value.events);
  }
  const view = VECTOR.boardView(state, recent).board;
  // Each plate carries the velocity, as the bot's map does (vectorMapFile).
  const markers = Object.fromEntries(
    state.board.ships.map((s) => [s.id, `v${state.ships[s.id]?.velocity ?? 0} fired 1,2`]),
  );
  const options: impulsePictures.RenderOptions = vectorPictures.vectorMapOptions(
    projectedPaths(state),
    markers,
    vectorPictureWords(translator('en-US'), state),
    [state.board.scenario.name, `turn ${state.turn}`],
  );
  return { state, recent, view, options };
}

/** The moments the vector golden images show: a golden game and how many of its commands are played. */
export const VECTOR_MOMENTS = { 'vector-corvane-belt': { game: 'corvane-belt', commands: 60 } } as const;
