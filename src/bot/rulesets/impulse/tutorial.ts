/**
 * The tutorial (issue 18, deliverable 7): a scenario played against the easy AI whose turn prompts
 * carry a hint for the moment they ask about, so a new player learns seed 000's sequence of play a
 * step at a time: each impulse's five steps (housekeeping, available power, movement, firing, repair;
 * seed 000 section 1.1), the initiative, and the Power Phase that ends the round (section 1.5).
 */
import type { impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { Translate } from '../../locales/index.js';

/** The bundled scenario that teaches `impulse` (assets/scenarios/tutorial.json). */
export const TUTORIAL_SCENARIO = 'tutorial';

/** The hint for the moment `state` asks about, when the game is the tutorial (housekeeping asks nothing). */
export function tutorialHint(t: Translate, record: GameRecord, state: impulse.GameState): string[] {
  if (record.scenario !== TUTORIAL_SCENARIO) return [];
  const flow = state.flow;
  if (flow.phase === 'power') return [t('tutorial.power')];
  if (flow.phase === 'initiative') return [t('tutorial.initiative')];
  if (flow.phase !== 'turn' || flow.step === 'housekeeping') return [];
  return [t(`tutorial.${flow.step}`)];
}
