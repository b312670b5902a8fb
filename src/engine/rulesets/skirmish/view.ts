/**
 * What a side (or a spectator) may see of a `skirmish` game (issue 44): nothing is sealed in
 * skirmish (no hidden orders, no hands: a 40k table is open), so every viewer sees the whole state,
 * and a logged command reads as given (a plan's commands too: they are played at once, in the open).
 */
import type { Viewer } from '../../ruleset.js';
import type { SkirmishState } from './state.js';

export const viewSkirmish = (state: SkirmishState, _viewer: Viewer): SkirmishState => state;

export const publicSkirmishCommand = <C extends { readonly type: string }>(command: C): C => command;
