/**
 * The tables the bot's registry lists (registry.ts `TABLES`), which every thread of the bot loads
 * too: a worker thread can be sent one of these by its ruleset's id. A test's own table (even one
 * under a bundled id) is not among them, so it is drawn on the thread that has it. A leaf module, so
 * code the rulesets import (the outbox) can ask without importing the rulesets back.
 */
const bundled = new WeakSet<object>();

export const markBundled = (table: object): void => void bundled.add(table);

/** Whether a thread that looks `table`'s ruleset id up in its own registry finds this very table. */
export const isBundled = (table: object): boolean => bundled.has(table);
