/**
 * The engine's `fleet` as the table calls it: the ruleset contract and the queries the table needs
 * beyond it (the path preview). One file, so the table reads the engine through one door.
 */
import { FLEET as RULES, plotCourse as plot } from '../../../engine/rulesets/fleet/index.js';

export const FLEET = RULES;

/** Where a manoeuvre would take a ship: the front hex at each step and the final placement. */
export const plotCourse = plot;
