/**
 * Which `fleet` rules a game plays by (as squadron's rules-version.ts): a rules change that changes
 * outcomes bumps it, and a stored game keeps the rules it was created under.
 *
 * `fleet-1` (issue 43): the first rules, as the shared brief decides them.
 */
export const FLEET_RULES_VERSION = 'fleet-1';
