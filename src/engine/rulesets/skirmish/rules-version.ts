/**
 * Which `skirmish` rules a game plays by (as fleet's rules-version.ts): a rules change that changes
 * outcomes bumps it, and a stored game keeps the rules it was created under.
 *
 * `skirmish-1` (issue 44): the first rules, as seed 003 and the shared brief decide them.
 */
export const SKIRMISH_RULES_VERSION = 'skirmish-1';
