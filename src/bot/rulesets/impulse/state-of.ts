/**
 * `impulse`'s state and log as a game record keeps them. The core holds them as the contract's
 * `unknown`; inside this folder they are known to be `impulse`'s own (read through the one seam,
 * define-table.ts).
 */
import type { impulse } from '../../../engine/index.js';
import { recordReaders } from '../define-table.js';
import type { Acting as AnyActing } from '../../games/act.js';

export type State = impulse.GameState;
export type Acting = AnyActing<State>;

export const { stateOf, initialOf, commandsOf, own: ownState } = recordReaders<State, impulse.Command>();
/** A player's seat in an `impulse` game, as the pipeline found it. */
export const asImpulse = (acting: AnyActing): Acting => acting as Acting;
