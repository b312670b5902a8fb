/**
 * `npm run tournament -- [--games N] [--ruleset impulse|squadron|vector|fleet|skirmish] [--scenario cruiser-duel]`: seeded AI-vs-AI
 * games between the levels (issue 18, deliverable 5): the stronger level against the weaker, sides
 * swapped every game, each game's seed printed so any one can be replayed. Reports wins, draws and
 * losses with a 95% Wilson interval of the stronger level's win rate (a draw counts half).
 */
import { loadCatalog } from '../assets/load-catalog.js';
import { playMatch, wilson } from '../ai/match.js';
import { levelsOf, type AiLevel } from '../ai/levels.js';
import { RULESETS } from '../engine/index.js';
import { readArgs } from './args.js';

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/**
 * What a ruleset's `createGame` takes for a bundled scenario, or undefined when there is no such
 * scenario: impulse reads an impulse scenario as it is; vector (on impulse's board) takes it with its
 * own settings and the classes and weapons; squadron and fleet have scenarios and catalogues of their own,
 * skirmish missions and a catalogue of its own.
 */
function openingOf(rulesetId: string, scenarioId: string, catalog: Catalog): [unknown, unknown] | undefined {
  if (rulesetId === 'squadron') {
    const scenario = catalog.squadron?.scenarios.find((s) => s.id === scenarioId);
    return scenario && catalog.squadron ? [scenario, catalog.squadron.catalog] : undefined;
  }
  if (rulesetId === 'fleet') {
    const scenario = catalog.fleet?.scenarios.find((s) => s.id === scenarioId);
    return scenario && catalog.fleet ? [scenario, catalog.fleet.catalog] : undefined;
  }
  if (rulesetId === 'skirmish') {
    const mission = catalog.skirmish?.missions.find((m) => m.id === scenarioId);
    return mission && catalog.skirmish ? [mission, catalog.skirmish.catalog] : undefined;
  }
  const scenario = catalog.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) return undefined;
  if (rulesetId === 'vector')
    return [
      { scenario, settings: {} },
      { classes: [...catalog.classes], weapons: [...catalog.weapons] },
    ];
  return [scenario, catalog];
}

const USAGE =
  'usage: npm run tournament -- [--games N (default 200)] [--ruleset impulse|squadron|vector|fleet|skirmish] [--scenario cruiser-duel|dogfight|pitched-battle|take-and-hold|...]';

async function main(): Promise<number> {
  const args = readArgs({
    usage: USAGE,
    options: {
      games: { type: 'string', default: '200' },
      ruleset: { type: 'string', default: 'impulse' },
      scenario: { type: 'string' },
    },
  });
  if (typeof args === 'number') return args;
  const games = Number(args.values.games);
  const rulesetId = args.values.ruleset ?? 'impulse';
  const defaults: Readonly<Record<string, string>> = {
    squadron: 'dogfight',
    fleet: 'pitched-battle',
    skirmish: 'take-and-hold',
  };
  const scenarioId = args.values.scenario ?? defaults[rulesetId] ?? 'cruiser-duel';
  const rules = RULESETS.get(rulesetId);
  const catalog = await loadCatalog();
  const opening = openingOf(rulesetId, scenarioId, catalog);
  const problem = !rules
    ? `no ruleset "${rulesetId}" (there are: ${RULESETS.ids.join(', ')})`
    : !opening
      ? `${rulesetId} has no scenario "${scenarioId}"`
      : !Number.isInteger(games) || games < 1
        ? '--games takes a whole number, 1 or more'
        : undefined;
  if (!rules || !opening || problem) {
    console.error(`${problem ?? ''}\n${USAGE}`);
    return 2;
  }
  const levels = levelsOf(rules);
  if (levels.length < 2)
    console.log(`${rulesetId}: the AI has only the ${levels.join(', ')} level here; nothing to compare.`);
  for (let i = levels.length - 1; i > 0; i -= 1) {
    const strong = levels[i] as AiLevel;
    const weak = levels[i - 1] as AiLevel;
    let [wins, draws, losses, orders] = [0, 0, 0, 0];
    const started = Date.now();
    for (let g = 0; g < games; g += 1) {
      const created = rules.createGame(opening[0], null, opening[1], `tournament-${g}`);
      if (!created.ok) throw new Error(`${scenarioId} did not start`);
      const [a, b] = rules.sides(created.value.state).map((s) => s.id);
      if (!a || !b) throw new Error('a tournament needs two sides');
      // Sides swap every game, so neither level keeps the scenario's better side.
      const strongSide = g % 2 === 0 ? a : b;
      const result = playMatch(
        rules,
        created.value.state,
        { [a]: strongSide === a ? strong : weak, [b]: strongSide === b ? strong : weak },
        `tournament-${g}`,
      );
      orders += result.orders;
      if (result.winner === null) draws += 1;
      else if (result.winner === strongSide) wins += 1;
      else losses += 1;
    }
    const rate = (wins + draws / 2) / games;
    const ci = wilson(wins + draws / 2, games);
    console.log(
      `${rulesetId} ${scenarioId}: ${strong} vs ${weak}, ${games} games: ${wins} won, ${draws} drawn, ${losses} lost; ` +
        `win rate ${(rate * 100).toFixed(1)}% (95% CI ${(ci.low * 100).toFixed(1)}-${(ci.high * 100).toFixed(1)}%); ` +
        `${Math.round(orders / games)} orders a game; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return 0;
}

process.exitCode = await main();
