/**
 * The rulesets the engine knows, by the id game records carry (issue 12). The bot, the store and the
 * CLIs find a game's rules here and speak to them through the contract only (src/engine/ruleset.ts).
 * A registry is a value, not a global: the app builds one, and a test can build one with a ruleset
 * of its own.
 */
import type { AnyRuleset } from './ruleset.js';
import { IMPULSE } from './rulesets/impulse/index.js';
import { SQUADRON } from './rulesets/squadron/index.js';
import { VECTOR } from './rulesets/vector/index.js';
import { FLEET } from './rulesets/fleet/index.js';
import { SKIRMISH } from './rulesets/skirmish/index.js';

export class RulesetRegistry {
  private readonly byId = new Map<string, AnyRuleset>();

  constructor(rulesets: readonly AnyRuleset[]) {
    for (const ruleset of rulesets) {
      if (this.byId.has(ruleset.id)) throw new Error(`two rulesets with the id "${ruleset.id}"`);
      this.byId.set(ruleset.id, ruleset);
    }
  }

  /** The ruleset with this id, or undefined for an id this bot does not play. */
  get(id: string): AnyRuleset | undefined {
    return this.byId.get(id);
  }

  /** The ids, in the order they were given (the first is the default for `/game new`). */
  get ids(): readonly string[] {
    return [...this.byId.keys()];
  }

  /** This registry with more rulesets. */
  with(...more: readonly AnyRuleset[]): RulesetRegistry {
    return new RulesetRegistry([...this.byId.values(), ...more]);
  }
}

/** The rulesets this project plays. */
export const RULESETS = new RulesetRegistry([IMPULSE, SQUADRON, VECTOR, FLEET, SKIRMISH]);
