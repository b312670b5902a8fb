/** `skirmish` games for tests: the bundled content, a mission by id, and random legal play. */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { SKIRMISH } from '../../src/engine/rulesets/skirmish/ruleset.js';
import { playContractRandomly } from './contract-random-play.js';
import type { SkirmishState } from '../../src/engine/rulesets/skirmish/state.js';

export async function skirmishContent() {
  const catalog = await loadCatalog();
  if (!catalog.skirmish) throw new Error('no skirmish content');
  return catalog.skirmish;
}

export async function skirmishGame(missionId = 'take-and-hold', seed = 'test') {
  const content = await skirmishContent();
  const mission = content.missions.find((m) => m.id === missionId);
  if (!mission) throw new Error(`no skirmish mission ${missionId}`);
  const created = SKIRMISH.createGame(mission, null, content.catalog, seed);
  if (!created.ok) throw new Error(created.error.message);
  return { mission, catalog: content.catalog, ...created.value };
}

/** Plays random legal commands from `state` for at most `steps` commands; every one must be accepted. */
export function playSkirmishRandomly(state: SkirmishState, seed: string, steps: number) {
  return playContractRandomly(SKIRMISH, state, seed, steps, (c) => c.type !== 'concede');
}
