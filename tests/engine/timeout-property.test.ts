/**
 * A missed deadline always plays something (issue 39, "nobody waits in silence"; DESIGN.md 6, timeouts):
 * in every registered ruleset and every bundled scenario, at every moment of random legal play, the
 * rules' default action for each side they await is a command the rules accept, and so is the
 * forfeit. A vector ship with no hex left to fly was once picked for a "stay" the rules refused, and
 * the missed deadline played nothing.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { RULESETS, createRng, seedRng, type AnyRuleset, type RulesetCommand } from '../../src/engine/index.js';
import { VectorScenarioSchema } from '../../src/engine/rulesets/vector/index.js';

const catalog = await loadCatalog();
const squadron = catalog.squadron;

/** Every bundled scenario of a ruleset, as opening states. */
function openings(rules: AnyRuleset, seed: string): { scenario: string; state: unknown }[] {
  const make = (id: string, scenario: unknown, units: unknown) => {
    const created = rules.createGame(scenario, null, units, seed);
    if (!created.ok) throw new Error(`${rules.id}/${id}: ${created.error.message}`);
    return { scenario: id, state: created.value.state };
  };
  switch (rules.id) {
    case 'impulse':
      return catalog.scenarios.map((s) => make(s.id, s, catalog));
    case 'vector':
      return catalog.scenarios.map((s) =>
        make(s.id, VectorScenarioSchema.parse({ scenario: s, settings: {} }), {
          classes: [...catalog.classes],
          weapons: [...catalog.weapons],
        }),
      );
    case 'squadron':
      return (squadron?.scenarios ?? []).map((s) => make(s.id, s, squadron?.catalog));
    case 'fleet':
      return (catalog.fleet?.scenarios ?? []).map((s) => make(s.id, s, catalog.fleet?.catalog));
    case 'skirmish':
      return (catalog.skirmish?.missions ?? []).map((m) => make(m.id, m, catalog.skirmish?.catalog));
    default:
      throw new Error(`no bundled scenarios known for ${rules.id}: add them here`);
  }
}

describe.each(RULESETS.ids.map((id) => [id, RULESETS.get(id) as AnyRuleset] as const))(
  'a missed deadline plays the default action: %s',
  (_id, rules) => {
    it('at every moment of random play in every bundled scenario, the default and the forfeit are accepted', () => {
      let checked = 0;
      for (const [n, opening] of openings(rules, `timeout-${rules.id}`).entries()) {
        const rng = createRng(seedRng(`timeout-walk-${rules.id}-${n}`));
        let state = opening.state;
        for (let step = 0; step < 250 && rules.outcome(state) === null; step += 1) {
          const { sides, moment } = rules.awaiting(state);
          for (const side of sides) {
            for (const forfeit of [false, true]) {
              const command = rules.timeoutCommand(state, side, forfeit);
              const applied = command ? rules.applyCommand(state, command) : undefined;
              expect(
                applied?.ok,
                `${rules.id}/${opening.scenario} at ${moment}: ${side}'s ${forfeit ? 'forfeit' : 'default'} ${JSON.stringify(command)} ${applied && !applied.ok ? applied.error.code : ''}`,
              ).toBe(true);
              checked += 1;
            }
          }
          const side = sides[rng.int(sides.length)] ?? '';
          const legal: RulesetCommand[] = [
            ...rules.legalCommands(state, side),
            ...(rules.ai.candidates?.(state, side) ?? []),
          ]
            .filter((c) => !/concede/i.test(c.type))
            .filter((c) => rules.applyCommand(state, c).ok);
          const next = legal[rng.int(legal.length)] ?? rules.timeoutCommand(state, side, false);
          if (!next) break;
          const applied = rules.applyCommand(state, next);
          if (!applied.ok) break;
          state = applied.value.state;
        }
      }
      expect(checked).toBeGreaterThan(100);
    }, 120_000);
  },
);
