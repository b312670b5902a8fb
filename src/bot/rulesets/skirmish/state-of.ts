/** `skirmish`'s state and log as a game record keeps them, read through the one seam (define-table.ts). */
import type { SkirmishCommand, SkirmishState } from '../../../engine/rulesets/skirmish/index.js';
import { recordReaders } from '../define-table.js';

export const { stateOf, initialOf, commandsOf, own } = recordReaders<SkirmishState, SkirmishCommand>();
