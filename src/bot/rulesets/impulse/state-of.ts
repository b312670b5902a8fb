/**
 * `impulse`'s state and log as a game record keeps them. The core holds them as the contract's
 * `unknown`; inside this folder they are known to be `impulse`'s own.
 */
import type { impulse } from '../../../engine/index.js';
import type { GameRecord, LogEntry } from '../../../store/index.js';
import type { Acting as AnyActing } from '../../games/act.js';

export type State = impulse.GameState;
export type Acting = AnyActing<State>;

export const stateOf = (record: GameRecord): State => record.state as unknown as State;
export const initialOf = (record: GameRecord): State => record.initial as unknown as State;
export const commandsOf = (log: readonly LogEntry[]): impulse.Command[] =>
  log.map((e) => e.command as unknown as impulse.Command);
/** A player's seat in an `impulse` game, as the pipeline found it. */
export const asImpulse = (acting: AnyActing): Acting => acting as Acting;
