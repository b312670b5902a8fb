/**
 * The ruleset contract (issue 12), held to account for every registered ruleset through the contract
 * alone: a game from a scenario, played with random legal commands of the sides it awaits, never
 * refuses its own legal commands, replays to the same state, has a default action for every side it
 * waits for, and ends with an outcome whose margin adds up.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { RULESETS, RulesetRegistry, type AnyRuleset, type RulesetCommand } from '../../src/engine/index.js';
import { GUNLINE_RULES, RANGE_DUEL } from '../helpers/gunline/rules.js';

/** The project's rulesets, and the tests' own (`gunline`), held to one contract. */
const ALL = RULESETS.with(GUNLINE_RULES as unknown as AnyRuleset);

/** Per ruleset: a scenario and the catalogue its createGame takes. */
const FIXTURES: Record<string, () => Promise<{ scenario: unknown; catalog: unknown }>> = {
  impulse: async () => {
    const catalog = await loadCatalog();
    return { scenario: catalog.scenarios.find((s) => s.id === 'cruiser-duel'), catalog };
  },
  gunline: async () => Promise.resolve({ scenario: RANGE_DUEL, catalog: {} }),
  vector: async () => {
    const catalog = await loadCatalog();
    return { scenario: { scenario: catalog.scenarios.find((s) => s.id === 'cruiser-duel') }, catalog };
  },
  squadron: async () => {
    const content = (await loadCatalog()).squadron;
    return { scenario: content?.scenarios.find((s) => s.id === 'dogfight'), catalog: content?.catalog };
  },
  fleet: async () => {
    const content = (await loadCatalog()).fleet;
    return { scenario: content?.scenarios.find((s) => s.id === 'pitched-battle'), catalog: content?.catalog };
  },
  skirmish: async () => {
    const content = (await loadCatalog()).skirmish;
    return { scenario: content?.missions.find((m) => m.id === 'take-and-hold'), catalog: content?.catalog };
  },
};

interface Played {
  readonly initial: unknown;
  readonly state: unknown;
  readonly log: RulesetCommand[];
}

/** Plays through the contract only: whoever is awaited gives one of their legal commands. */
function playThrough(rules: AnyRuleset, initial: unknown, seed: string, limit: number): Played {
  const rng = createRng(seedRng(seed));
  let state = initial;
  const log: RulesetCommand[] = [];
  for (let i = 0; i < limit && rules.outcome(state) === null; i += 1) {
    const awaiting = rules.awaiting(state);
    expect(awaiting.sides.length, `someone is awaited while the game goes on (after ${i} commands)`).toBeGreaterThan(0);
    // Prompts tell an edit from a new turn by this: a moment's key starts with its turn's key and a colon.
    expect(awaiting.moment.startsWith(`${awaiting.turn}:`), awaiting.moment).toBe(true);
    const side = awaiting.sides[rng.int(awaiting.sides.length)] ?? '';
    const legal = rules.legalCommands(state, side);
    expect(legal.length, `${side} has a legal command at ${awaiting.moment}`).toBeGreaterThan(0);
    const command = legal[rng.int(legal.length)] as RulesetCommand;
    const applied = rules.applyCommand(state, command);
    expect(applied.ok, `its own legal command ${JSON.stringify(command)} is accepted`).toBe(true);
    // Issue 42: isLegal agrees with applyCommand on every listed order, complete list or sample.
    expect(rules.isLegal(state, command)).toEqual({ ok: true, value: true });
    if (!applied.ok) break;
    log.push(command);
    state = applied.value.state;
  }
  return { initial, state, log };
}

describe.each(ALL.ids)('the %s ruleset keeps the contract', (id) => {
  const rules = ALL.get(id) as AnyRuleset;

  it('names itself and its rules version, with settings that pass their own schema', () => {
    expect(rules.id).toBe(id);
    expect(rules.rulesVersion).toMatch(/\S/);
    expect(rules.schemas.settings.safeParse(rules.defaultSettings).success).toBe(true);
  });

  it('plays random legal games that replay exactly, each awaited side with a default action, to an outcome that adds up', async () => {
    const fixture = await (FIXTURES[id] ?? (() => Promise.reject(new Error(`no fixture for ${id}`))))();
    const scenario = rules.schemas.scenario.parse(fixture.scenario);
    let ended = 0;
    for (const seed of ['contract-a', 'contract-b']) {
      const created = rules.createGame(scenario, null, fixture.catalog, seed);
      if (!created.ok) throw new Error(created.error.message);
      const played = playThrough(rules, created.value.state, seed, 3000);
      const replayed = rules.replayGame(played.initial, played.log);
      expect(replayed.ok && replayed.value.state).toEqual(played.state);
      const outcome = rules.outcome(played.state);
      const sides = rules.sides(played.state).map((s) => s.id);
      if (outcome === null) {
        for (const side of rules.awaiting(played.state).sides) {
          const fallback = rules.timeoutCommand(played.state, side, false);
          expect(fallback && rules.applyCommand(played.state, fallback).ok).toBe(true);
        }
        continue;
      }
      ended += 1;
      expect(rules.awaiting(played.state).sides).toEqual([]);
      if (outcome.winner !== null) {
        expect(sides).toContain(outcome.winner);
        const loser = sides.find((s) => s !== outcome.winner) ?? '';
        expect(outcome.margin).toBe((outcome.pointsLost[loser] ?? 0) - (outcome.pointsLost[outcome.winner] ?? 0));
      }
    }
    expect(ended, 'at least one random game plays to its end').toBeGreaterThan(0);
  }, 60_000);

  it('answers a missed deadline for every side it waits for, and a forfeit ends the game', async () => {
    const fixture = await (FIXTURES[id] ?? (() => Promise.reject(new Error(`no fixture for ${id}`))))();
    const created = rules.createGame(
      rules.schemas.scenario.parse(fixture.scenario),
      null,
      fixture.catalog,
      'contract-timeout',
    );
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    for (let i = 0; i < 200 && rules.outcome(state) === null; i += 1) {
      const [side] = rules.awaiting(state).sides;
      const fallback = side === undefined ? undefined : rules.timeoutCommand(state, side, false);
      expect(fallback, `a default action at ${rules.awaiting(state).moment}`).toBeDefined();
      const applied = fallback ? rules.applyCommand(state, fallback) : undefined;
      expect(applied?.ok).toBe(true);
      if (!applied?.ok) break;
      // The side's obligation is met: the moment moved on, or (secret simultaneous orders) the side is no longer awaited.
      const after = rules.awaiting(applied.value.state);
      expect(
        after.moment !== rules.awaiting(state).moment || !after.sides.includes(side ?? ''),
        'the default action meets the obligation',
      ).toBe(true);
      state = applied.value.state;
    }
    const [side] = rules.awaiting(state).sides;
    if (side === undefined) return;
    const forfeit = rules.timeoutCommand(state, side, true);
    const ended = forfeit ? rules.applyCommand(state, forfeit) : undefined;
    expect(ended?.ok, 'the forfeit is a legal command').toBe(true);
    const outcome = ended?.ok ? rules.outcome(ended.value.state) : null;
    expect(outcome, 'the forfeit ends the game').not.toBeNull();
    expect(outcome?.winner).not.toBe(side);
  });
});

describe.each(ALL.ids)('the %s ruleset’s concession', (id) => {
  it('ends the game at its start with the other side winning', async () => {
    const rules = ALL.get(id) as AnyRuleset;
    const fixture = await (FIXTURES[id] ?? (() => Promise.reject(new Error(`no fixture for ${id}`))))();
    const created = rules.createGame(rules.schemas.scenario.parse(fixture.scenario), null, fixture.catalog, 'concede');
    if (!created.ok) throw new Error(created.error.message);
    const [side, other] = rules.sides(created.value.state).map((s) => s.id);
    const conceded = rules.applyCommand(created.value.state, rules.concedeCommand(side ?? ''));
    expect(conceded.ok).toBe(true);
    if (!conceded.ok) return;
    expect(rules.outcome(conceded.value.state)?.winner).toBe(other);
    expect(rules.awaiting(conceded.value.state).sides).toEqual([]);
  });
});

describe('the registry', () => {
  it('plays impulse by default and refuses two rulesets with one id', () => {
    expect(RULESETS.ids[0]).toBe('impulse');
    expect(RULESETS.get('nonsense')).toBeUndefined();
    const impulse = RULESETS.get('impulse') as AnyRuleset;
    expect(() => new RulesetRegistry([impulse, impulse])).toThrow(/two rulesets/);
    expect(RULESETS.ids).toEqual(['impulse', 'squadron', 'vector', 'fleet', 'skirmish']);
    expect(RULESETS.with({ ...impulse, id: 'impulse-copy' }).ids).toEqual([
      'impulse',
      'squadron',
      'vector',
      'fleet',
      'skirmish',
      'impulse-copy',
    ]);
  });
});
