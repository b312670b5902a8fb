/** `fleet`'s state and log as a game record keeps them, read through the one seam (define-table.ts). */
import type { FleetCommand, FleetState } from '../../../engine/rulesets/fleet/index.js';
import { recordReaders } from '../define-table.js';

export const { stateOf, initialOf, commandsOf, own } = recordReaders<FleetState, FleetCommand>();
