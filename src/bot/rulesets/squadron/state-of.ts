/** `squadron`'s state and log as a game record keeps them, read through the one seam (define-table.ts). */
import type { squadron } from '../../../engine/index.js';
import { recordReaders } from '../define-table.js';

export const { stateOf, initialOf, commandsOf, own } = recordReaders<
  squadron.SquadronState,
  squadron.SquadronCommand
>();
