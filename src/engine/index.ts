/**
 * The engine's public surface: pure, deterministic rules (DESIGN.md sections 2-4). Other layers
 * import from here only.
 */
export * from './core/index.js';
export * as impulse from './rulesets/impulse/index.js';
export * as squadron from './rulesets/squadron/index.js';
export * as vector from './rulesets/vector/index.js';
export * as fleet from './rulesets/fleet/index.js';
export * as skirmish from './rulesets/skirmish/index.js';
export type * from './ruleset.js';
export type * from './ruleset-geometry.js';
export { AI_TERMS } from './ruleset.js';
export * from './roster.js';
export { RulesetRegistry, RULESETS } from './registry.js';
