/** The rulesets this project plays, at the table: the one place that lists them. */
import { markBundled } from './bundled-tables.js';
import { TableRegistry } from './table-registry.js';
import { IMPULSE_TABLE } from './impulse/index.js';
import { SQUADRON_TABLE } from './squadron/index.js';
import { VECTOR_TABLE } from './vector/index.js';
import { FLEET_TABLE } from './fleet/index.js';
import { SKIRMISH_TABLE } from './skirmish/index.js';

export { TableRegistry, UnknownRuleset } from './table-registry.js';

export const TABLES = new TableRegistry([IMPULSE_TABLE, SQUADRON_TABLE, VECTOR_TABLE, FLEET_TABLE, SKIRMISH_TABLE]);

// The bot's threads load this registry too: a table of it crosses to them as its id (pictures/painter.ts).
for (const table of TABLES.all) markBundled(table);
