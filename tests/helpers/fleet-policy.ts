/**
 * A `fleet` captain for end-to-end games (issue 43, must show): plays every moment the rules ask of
 * a side from the legal commands, steering for what the issue asks to see, whatever the dice: every
 * round-1 dial is spent for its token, a manoeuvre that would end on another ship is taken once (the
 * overlap chain), an attack through an obstacle or another unit is preferred (the obstruction), a
 * defender braces and redirects whenever it can, squadrons attack or close in. Before the first attack
 * nothing is rolled, so the opening steps play the same in every game.
 */
import { footprintsOverlap, hexDistance, type Hex } from '../../src/engine/index.js';
import { FLEET, plotCourse, type FleetCommand, type FleetState } from '../../src/engine/rulesets/fleet/index.js';
import { shipBase } from '../../src/engine/rulesets/fleet/geometry/base.js';
import { baseOfShipAt } from '../../src/engine/rulesets/fleet/movement/course.js';

type Manoeuvre = Extract<FleetCommand, { type: 'manoeuvre' }>;

export interface FleetPolicy {
  (state: FleetState, side: string): FleetCommand | undefined;
  /** Whether the captain has steered into another ship yet. */
  readonly collided: () => boolean;
}

const enemyHexes = (state: FleetState, side: string): Hex[] => [
  ...state.ships.filter((s) => s.side !== side && !s.destroyed).map((s) => s.at.anchor),
  ...state.squadrons.filter((q) => q.side !== side && !q.destroyed).map((q) => q.hex),
];

const nearest = (hex: Hex, targets: readonly Hex[]): number =>
  targets.reduce((least, t) => Math.min(least, hexDistance(hex, t)), Infinity);

/** Whether the manoeuvre's end would lie on another live ship. */
function endsOnAShip(state: FleetState, m: Manoeuvre): boolean {
  const ship = state.ships.find((s) => s.id === m.ship);
  if (!ship) return false;
  const end = baseOfShipAt(state, ship, plotCourse(state, m.ship, m.speed, m.veers).end);
  return state.ships.some((o) => o.id !== ship.id && !o.destroyed && footprintsOverlap(end, shipBase(state, o)));
}

function onBoard(state: FleetState, m: Manoeuvre): boolean {
  const { end } = plotCourse(state, m.ship, m.speed, m.veers);
  const col = end.anchor.q;
  const row = end.anchor.r + (col - (col & 1)) / 2;
  return col >= 1 && col < state.board.cols - 1 && row >= 1 && row < state.board.rows - 1;
}

export function fleetPolicy(): FleetPolicy {
  let collided = false;
  const decide = (state: FleetState, side: string): FleetCommand | undefined => {
    const legal = FLEET.legalCommands(state, side);
    const awaited = FLEET.awaiting(state);
    if (awaited.kind === 'reaction') {
      const options = awaited.reaction.options;
      const parts = (id: string) => id.split('+');
      const pick =
        options.find((o) => parts(o.id).includes('brace') && parts(o.id).some((p) => p.startsWith('redirect'))) ??
        options.find((o) => parts(o.id).includes('brace')) ??
        options.find((o) => parts(o.id).some((p) => p.startsWith('redirect'))) ??
        options.find((o) => o.id === awaited.reaction.default) ??
        options[0];
      // The reaction's options are the ruleset's own commands (the contract types them loosely).
      return pick?.command as FleetCommand | undefined;
    }
    const of = <T extends FleetCommand['type']>(type: T) =>
      legal.filter((c): c is Extract<FleetCommand, { type: T }> => c.type === type);
    const dials = of('dials');
    if (dials.length > 0) {
      // Concentrate fire on top, then navigate and repair; later rounds keep adding concentrate fire.
      const wanted = state.round === 1 ? ['concentrate', 'navigate', 'repair', 'squadron'] : ['concentrate'];
      // Each ship's stack in that order: its next dial is the first of `wanted` not yet on it.
      const ship = dials[0]?.ship ?? '';
      const set = state.dials[ship]?.length ?? 0;
      const next = wanted[set % wanted.length];
      return dials.find((c) => c.ship === ship && c.dials[0] === next) ?? dials[0];
    }
    const activations = of('activate');
    if (activations.length > 0) {
      const use = state.round === 1 ? 'token' : 'command';
      return activations.find((c) => c.use === use && FLEET.isLegal(state, c).ok) ?? activations[0];
    }
    const attacks = of('attack');
    if (attacks.length > 0) return attacks.find((c) => c.drop !== undefined) ?? attacks[0];
    const effects = of('effects');
    if (effects.length > 0) return effects[0];
    const manoeuvres = of('manoeuvre');
    if (manoeuvres.length > 0) {
      const crash = collided ? undefined : manoeuvres.find((m) => m.speed > 0 && endsOnAShip(state, m));
      if (crash) {
        collided = true;
        return crash;
      }
      const enemies = enemyHexes(state, side);
      const safe = manoeuvres.filter((m) => onBoard(state, m) && !endsOnAShip(state, m));
      const score = (m: Manoeuvre) =>
        nearest(plotCourse(state, m.ship, m.speed, m.veers).end.anchor, enemies) + (m.navigate.token ? 0.5 : 0);
      return [...(safe.length > 0 ? safe : manoeuvres)].sort((a, b) => score(a) - score(b))[0];
    }
    const squadronAttacks = of('squadronAttack');
    if (squadronAttacks.length > 0) return squadronAttacks[0];
    const moves = of('squadronMove');
    if (moves.length > 0) {
      const enemies = enemyHexes(state, side);
      return [...moves].sort((a, b) => nearest(a.to, enemies) - nearest(b.to, enemies))[0];
    }
    return of('done')[0] ?? legal.find((c) => c.type !== 'concede' && c.type !== 'plan');
  };
  return Object.assign(decide, { collided: () => collided });
}
