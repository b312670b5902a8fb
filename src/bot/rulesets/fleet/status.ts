/**
 * `fleet`'s status lines and moment (issue 43 deliverable 8): where play stands (round, phase, who
 * acts), each side's score so far, every ship with its speed, shields per zone, damage, dials in its
 * stack (their number only), defence and command tokens; squadrons with their hull.
 */
import {
  damageCount,
  type FleetShip,
  type FleetSquadron,
  type FleetState,
  HULL_ZONES,
  shipClassOf,
  squadronClassOf,
} from '../../../engine/rulesets/fleet/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { commandWord, sideName, tokenWord, unitName } from './words.js';

type State = FleetState;

export function momentText(t: Translate, state: State): string {
  const say = loose(t);
  if (state.outcome) return say('fleet.moment.over', { round: state.round });
  return say('fleet.moment.now', {
    round: state.round,
    rounds: state.rounds,
    phase: say(`fleet.phases.${state.phase}`),
  });
}

/** "brace, ~~evade~~ (exhausted)": ready tokens plain, exhausted ones marked, discarded ones gone. */
function defenceTokens(t: Translate, tokens: FleetShip['tokens']): string {
  const say = loose(t);
  return tokens
    .filter((k) => k.state !== 'discarded')
    .map((k) =>
      k.state === 'ready' ? tokenWord(t, k.type) : say('fleet.status.exhausted', { token: tokenWord(t, k.type) }),
    )
    .join(', ');
}

function shipLine(t: Translate, state: State, ship: FleetShip): string {
  const say = loose(t);
  if (ship.destroyed) return `• ~~${unitName(state, ship.id)}~~`;
  const cls = shipClassOf(state, ship);
  const shields = HULL_ZONES.map((z) => `${ship.shields[z]}/${cls.shields[z]}`).join(' ');
  const parts = [
    say('fleet.status.ship', {
      speed: ship.speed,
      damage: damageCount(state, ship.id),
      hull: cls.hull,
      shields,
      dials: state.dials[ship.id]?.length ?? 0,
    }),
    defenceTokens(t, ship.tokens),
    ship.commandTokens.length > 0
      ? say('fleet.status.commandTokens', { tokens: ship.commandTokens.map((c) => commandWord(t, c)).join(', ') })
      : '',
    ship.activated ? say('fleet.status.activated') : '',
    ship.salvage > 0 ? say('fleet.status.salvage', { n: ship.salvage }) : '',
  ].filter(Boolean);
  return `• ${unitName(state, ship.id)}: ${parts.join(' · ')}`;
}

function squadronLine(t: Translate, state: State, sq: FleetSquadron): string {
  const say = loose(t);
  if (sq.destroyed) return `• ~~${unitName(state, sq.id)}~~`;
  const cls = squadronClassOf(state, sq);
  const parts = [
    say('fleet.status.squadron', { hull: sq.hull, hullMax: cls.hull }),
    defenceTokens(t, sq.tokens),
    sq.activated ? say('fleet.status.activated') : '',
  ].filter(Boolean);
  return `• ${unitName(state, sq.id)}: ${parts.join(' · ')}`;
}

export function statusLines(t: Translate, state: State): string[] {
  const say = loose(t);
  return state.sides.flatMap((side) => [
    `**${sideName(state, side.id)}**${state.initiative === side.id ? ` ${say('fleet.status.initiative')}` : ''}${
      state.objective ? ` · ${say('fleet.status.points', { n: state.objectivePoints[side.id] ?? 0 })}` : ''
    }`,
    ...state.ships.filter((s) => s.side === side.id).map((s) => shipLine(t, state, s)),
    ...state.squadrons.filter((s) => s.side === side.id).map((s) => squadronLine(t, state, s)),
  ]);
}
