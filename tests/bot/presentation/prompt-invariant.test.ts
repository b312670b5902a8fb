/**
 * The prompt invariant in the terminal (issue 39, deliverable 1): every registered ruleset, played at
 * random through the bot's pipeline (people, the AI, autopilots, the turn form, timeouts), and after
 * every interaction the newest prompt as the terminal last showed it is the prompt as it stands,
 * names exactly who must act, pings them (and only them) when they are new to act, its buttons
 * act, and no earlier prompt's buttons change the game. See tests/helpers/prompt-walk.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import { walk, type WalkOptions, type WalkReport } from '../../helpers/prompt-walk.js';

const RULESETS = TABLES.all.map((t) => t.rules.id);

const WALKS: readonly Omit<WalkOptions, 'ruleset' | 'scenario'>[] = [
  { seed: 1, opponent: 'person', maxInteractions: 160 },
  { seed: 2, opponent: 'person', clockMinutes: 60, maxInteractions: 160 },
  { seed: 3, opponent: 'ai', clockMinutes: 60, maxInteractions: 120 },
];

const table: string[] = [];
// The walks' figures, for the issue's table (what was checked, and what was found).
afterAll(() => console.log(table.join('\n')));

/** A bigger battle per ruleset than its default duel or dogfight: several ships a side. */
const BIGGER: Readonly<Record<string, string>> = {
  impulse: 'fleet-battle',
  vector: 'fleet-battle',
  squadron: 'asteroid-field',
};

describe.each(RULESETS)('the prompt invariant in the terminal: %s', (ruleset) => {
  const scenario = TABLES.get(ruleset)?.defaultScenario ?? '';
  const walked = async (w: Omit<WalkOptions, 'ruleset'>) => {
    const report: WalkReport = await walk({ ruleset, ...w });
    table.push(
      `${ruleset}/${w.scenario} seed ${w.seed} vs ${w.opponent}: ${report.interactions} interactions, ${report.checks} checks, ` +
        `${report.pings} new turns pinged, ${report.timeouts} timeouts, ${report.oldPresses} old presses, ` +
        `${report.over ? 'game over' : 'still on'}; ${report.failures.length} failures`,
    );
    expect(report.failures).toEqual([]);
    expect(report.checks).toBeGreaterThan(10);
  };
  it.each(WALKS)(
    'random play (seed $seed, against a $opponent) keeps the newest prompt true',
    (w) => walked({ scenario, ...w }),
    240_000,
  );
  it(
    'a bigger battle, with a clock, keeps the newest prompt true',
    () =>
      walked({
        scenario: BIGGER[ruleset] ?? scenario,
        seed: 7,
        opponent: 'person',
        clockMinutes: 60,
        maxInteractions: 120,
      }),
    240_000,
  );
});
