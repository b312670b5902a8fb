/**
 * One whole round of the shipped cruiser duel, played through the public API with a plain policy
 * (spend AP on nothing, make only the moves that are owed, straight ahead; keep the initiative; take
 * the Power Phase defaults). Checks the sequence of play end to end against the impulse chart.
 */
import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/assets/load-catalog.js';
import { impulse } from '../../../../src/engine/index.js';
import { isLive } from '../../../../src/engine/rulesets/impulse/power/chart.js';

function plainCommand(state: impulse.GameState): impulse.Command {
  const [side] = impulse.awaiting(state);
  if (!side) throw new Error('nobody to act');
  const flow = state.flow;
  if (flow.phase === 'initiative') return { type: 'chooseInitiative', side, choice: 'take' };
  if (flow.phase === 'power') return { type: 'submitPower', side, orders: [] };
  const legal = impulse.legalCommands(state, side);
  const owed = legal.find((c) => c.type === 'move' && c.how === 'straight' && !c.afterburner);
  if (flow.phase === 'turn' && flow.step === 'movement' && owed) return owed;
  const nothing = legal.find((c) => c.type === 'useAp' && c.use.kind === 'doNothing' && c.source === 'curve');
  return nothing ?? { type: 'endStep', side };
}

describe('a whole round of the cruiser duel', async () => {
  const catalog = await loadCatalog();
  const scenario = catalog.scenarios.find((s) => s.id === 'cruiser-duel');
  if (!scenario) throw new Error('cruiser-duel missing');
  const created = impulse.createGame(scenario, catalog, 'round-test');
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const events: impulse.GameEvent[] = [...created.value.events];
  let commands = 0;
  while (!events.some((e) => e.type === 'roundStarted' && e.round === 2)) {
    const result = impulse.applyCommand(state, plainCommand(state));
    if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(result.error.detail)}`);
    state = result.value.state;
    events.push(...result.value.events);
    if (++commands > 200) throw new Error('the round did not end');
  }

  test('impulses A to F, then the Power Phase, then round 2', () => {
    const marks = events.flatMap((e) =>
      e.type === 'impulseStarted'
        ? [e.impulse]
        : e.type === 'powerPhaseStarted'
          ? ['power']
          : e.type === 'roundStarted'
            ? [`round ${e.round}`]
            : [],
    );
    expect(marks).toEqual(['round 1', 'A', 'B', 'C', 'D', 'E', 'F', 'power', 'round 2', 'A']);
    expect(state.flow).toMatchObject({ phase: 'turn', round: 2, impulse: 'A' });
  });

  test('in every impulse the initiative player (who kept it) goes first', () => {
    const order = events
      .filter((e) => e.type === 'turnStarted')
      .map((e) => (e.type === 'turnStarted' ? `${e.impulse}:${e.side}` : ''));
    expect(order.slice(0, 12)).toEqual([
      'A:veyra',
      'A:concord',
      'B:veyra',
      'B:concord',
      'C:veyra',
      'C:concord',
      'D:veyra',
      'D:concord',
      'E:veyra',
      'E:concord',
      'F:veyra',
      'F:concord',
    ]);
  });

  test('each ship moved exactly in the impulses its speed is live, and got AP exactly where its power is', () => {
    let current: impulse.Impulse = 'A';
    const moved = new Map<string, string>();
    const powered = new Map<string, string>();
    for (const e of events) {
      if (e.type === 'impulseStarted') current = e.impulse;
      if (e.type === 'roundStarted' && e.round === 2) break;
      if (e.type === 'shipMoved') moved.set(e.ship.name, (moved.get(e.ship.name) ?? '') + current);
      if (e.type === 'apUsed') powered.set(e.ship.name, (powered.get(e.ship.name) ?? '') + current);
    }
    for (const ship of created.value.state.ships) {
      const curve = impulse.currentCurve(created.value.state, ship);
      const live = (n: number) => impulse.IMPULSES.filter((i) => isLive(i, n)).join('');
      expect(moved.get(ship.name) ?? '').toBe(live(curve.speed));
      expect(powered.get(ship.name) ?? '').toBe(live(impulse.effectivePower(created.value.state, ship)));
    }
  });

  test('the round needed only the decisions the rules ask for', () => {
    expect(commands).toBeLessThan(60);
  });
});
