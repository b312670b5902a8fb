/** The rulesets this project plays, at the table: the one place that lists them. */
import { TableRegistry } from './table-registry.js';
import { IMPULSE_TABLE } from './impulse/index.js';
import { SQUADRON_TABLE } from './squadron/index.js';
import { VECTOR_TABLE } from './vector/index.js';
import { FLEET_TABLE } from './fleet/index.js';
import { SKIRMISH_TABLE } from './skirmish/index.js';

export { TableRegistry, UnknownRuleset } from './table-registry.js';

export const TABLES = new TableRegistry([IMPULSE_TABLE, SQUADRON_TABLE, VECTOR_TABLE, FLEET_TABLE, SKIRMISH_TABLE]);
