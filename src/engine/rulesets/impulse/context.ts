/** What a rule needs while it changes a draft state: the draft, the dice and the event sink. */
import type { Rng } from '../../core/rng.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

export interface Ctx {
  readonly state: GameState;
  readonly rng: Rng;
  emit(event: GameEvent): void;
}
