/** The roster flow's handlers as `/roster` (and `/fleet`, `/squad`) call them (issue 42). */
export { addUnit, listRoster, removeUnit } from './roster.js';
export { exportRoster, importRoster } from './roster-file.js';
export { suggestRoster } from './roster-suggest.js';
