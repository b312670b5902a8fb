/**
 * Interactions per player per round (issue 6 "pace of play", issue 13's table), played through the
 * bot's own command pipeline (LocalSession: the same command modules, store and prompts as on
 * Discord) in the cruiser duel and a three-ship-per-side scenario. An interaction is one slash
 * command or one click; what the game plays by itself (standing orders at a new impulse) is the
 * scheduler's, not a player's. Four ways to play:
 *   one command at a time      every decision its own command (the naive play-by-chat baseline);
 *   turn card                  the prompt's proposed turn played with one "Submit turn" (the same
 *                               as last impulse where still legal), "Always take" once at the first
 *                               initiative choice, "Accept default power"; commands otherwise;
 *   standing orders            `/orders ship: then:close ap:charge fire:nearest …` once per ship, then only what they do not cover;
 *   orders, firing by hand      orders for movement, AP, repairs, initiative and power, a new movement
 *                               plan every round, and every shot chosen by hand when the bot asks.
 * Run alone: `npx tsx tests/bench/interactions.ts`; also part of `npm run bench`.
 */
import { impulse } from '../../src/engine/index.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { localBot, runAutoplay, type LocalBot } from '../helpers/local-bot.js';
import { toLine, toSlash } from '../helpers/slash.js';
import { sized } from './mode.js';
import { printTable, type Row } from './stats.js';

export type Style = 'single' | 'composed' | 'orders' | 'ordersReplan';
export type Scenario = 'cruiser-duel' | 'corvane-belt';
const ROUNDS = sized(3, 1);
const USERS: Record<string, string> = { concord: 'alice', veyra: 'bob' };

export interface Measured {
  readonly style: Style;
  /** Interactions per player per round, for each player, over the rounds played. */
  readonly perPlayerRound: Record<string, number>;
  readonly rounds: number;
  readonly total: number;
}

/** The plain player's next decision: owed moves straight, fire when it can, AP on nothing, else end the step. */
export function plainCommand(state: impulse.GameState, side: string): impulse.Command {
  const legal = impulse.legalCommands(state, side);
  if (state.flow.phase === 'power') return { type: 'submitPower', side, orders: [] };
  if (state.flow.phase === 'initiative') return { type: 'chooseInitiative', side, choice: 'take' };
  const fire = legal.find((c) => c.type === 'fire');
  const owed =
    legal.find((c) => c.type === 'move' && c.how === 'straight' && !c.afterburner) ??
    legal.find((c) => c.type === 'move' && !c.afterburner);
  const step = state.flow.phase === 'turn' ? state.flow.step : '';
  if (step === 'firing' && fire) return fire;
  if (step === 'movement' && owed && impulse.shipTasks(state, side).some((t) => t.required)) return owed;
  if (step === 'ap')
    return legal.find((c) => c.type === 'useAp' && c.use.kind === 'doNothing') ?? { type: 'endStep', side };
  return { type: 'endStep', side };
}

/** The turn card's moment: one click plays it (true when the game moved on). */
async function cardClick(b: LocalBot, state: impulse.GameState, side: string, user: string): Promise<boolean> {
  const before = (await b.app.store.get('c1'))?.version;
  const label =
    state.flow.phase === 'power'
      ? 'Accept default power'
      : state.flow.phase === 'initiative'
        ? state.standing?.sides[side]?.initiative
          ? undefined
          : 'Always take'
        : 'Submit turn';
  if (label === undefined) return false;
  await b.session.run(`click ${label}`, user);
  return (await b.app.store.get('c1'))?.version !== before;
}

export async function measure(
  style: Style,
  seed = 'interactions-seed',
  scenario: Scenario = 'cruiser-duel',
): Promise<Measured> {
  const b = await localBot({ seed });
  try {
    const counts: Record<string, number> = { alice: 0, bob: 0 };
    const s = b.session;
    await s.run(`/game new scenario:${scenario}`, 'alice');
    await s.run('/game join side:concord', 'alice');
    await s.run('/game join side:veyra', 'bob');
    await s.run('/game start', 'alice');
    const count = (user: string, n = 1) => (counts[user] = (counts[user] ?? 0) + n);
    for (const user of ['alice', 'bob']) {
      if (style === 'orders') {
        // One command for the whole side (issue 39: `/orders` without `ship:` is for every ship):
        // close, charge, fire at the nearest, repair; take the initiative, default power.
        await s.run('/orders then:close ap:charge fire:nearest repair:true initiative:take power:default', user);
        count(user);
        continue;
      } else if (style === 'ordersReplan')
        await s.run('/orders then:straight ap:nothing repair:true initiative:take power:default', user);
      else continue;
      count(user);
    }
    let replannedRound = 1;
    let rounds = 1;
    for (let i = 0; i < 3000; i += 1) {
      const record = await b.app.store.get('c1');
      if (!record || record.status !== 'active') break;
      const state = stateOf(record);
      rounds = state.flow.round;
      if (state.flow.round > ROUNDS) {
        rounds = ROUNDS;
        break;
      }
      if (style === 'ordersReplan' && state.flow.round > replannedRound) {
        replannedRound = state.flow.round;
        for (const user of ['alice', 'bob']) {
          await s.run('/orders move:"straight, turn-left, straight, turn-right"', user);
          count(user);
        }
        continue;
      }
      // Standing orders that wait at a new impulse are played by the bot's scheduler, not by a player.
      if ((await runAutoplay(b, 'c1', 1)) > 0) continue;
      const [side] = impulse.awaiting(state);
      if (!side) break;
      const user = USERS[side] ?? 'alice';
      if (style === 'composed' && (await cardClick(b, state, side, user))) {
        count(user);
        continue;
      }
      const before = record.version;
      await s.run(toLine(toSlash(plainCommand(state, side))), user);
      count(user);
      if ((await b.app.store.get('c1'))?.version === before && (await b.app.store.get('c1'))?.status === 'active')
        throw new Error(`refused in ${style}: ${toLine(toSlash(plainCommand(state, side)))}`);
    }
    const played = Math.max(1, rounds);
    return {
      style,
      rounds: played,
      total: (counts['alice'] ?? 0) + (counts['bob'] ?? 0),
      perPlayerRound: { alice: (counts['alice'] ?? 0) / played, bob: (counts['bob'] ?? 0) / played },
    };
  } finally {
    await b.app.close();
  }
}

const LABELS: Record<Style, string> = {
  single: 'one command at a time',
  composed: 'turn card (Submit turn, Always take once, Accept power)',
  orders: 'standing orders (one command for the side)',
  ordersReplan: 'orders, new plan each round, firing by hand',
};

/** Issue 13's goals, per player per round, the worse of the two players: without standing orders and with them. */
const GOALS: Partial<Record<Style, number>> = { composed: 8, orders: 2, ordersReplan: 3 };

export async function benchInteractions(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of ['cruiser-duel', 'corvane-belt'] as const)
    for (const style of ['single', 'composed', 'orders', 'ordersReplan'] as const) {
      // The replanning style (issue 6) plans one ship with `/orders move:`: the duel's measure.
      if (style === 'ordersReplan' && scenario !== 'cruiser-duel') continue;
      const m = await measure(style, 'interactions-seed', scenario);
      const worst = Math.max(...Object.values(m.perPlayerRound));
      const goal = GOALS[style];
      rows.push({
        measure: `${scenario}: interactions per player per round, ${LABELS[style]}, ${m.rounds} rounds (alice ${m.perPlayerRound['alice']?.toFixed(1)}, bob ${m.perPlayerRound['bob']?.toFixed(1)})`,
        median: worst.toFixed(1),
        goal: goal === undefined ? '(baseline)' : `<= ${goal}`,
        ratio: goal === undefined ? '-' : (worst / goal).toFixed(2),
        met: goal === undefined ? true : worst <= goal,
      });
    }
  return rows;
}

if (process.argv[1]?.endsWith('interactions.ts')) {
  printTable(await benchInteractions());
}
