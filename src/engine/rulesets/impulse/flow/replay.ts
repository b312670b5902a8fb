/** Replays an `impulse` game from its opening state and command log (DESIGN.md section 4). */
import { replay } from '../../../core/replay.js';
import { applyCommand } from './apply.js';
import type { Command } from '../commands.js';
import type { GameState } from '../state.js';

export const replayGame = (initial: GameState, log: readonly Command[]) => replay(applyCommand, initial, log);
