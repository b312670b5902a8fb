/** `squadron`'s status lines and moment (issue 14): where play stands, every ship and its tokens. */
import type { squadron } from '../../../engine/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { shipName, sideName } from './words.js';

type State = squadron.SquadronState;

export function momentText(t: Translate, state: State): string {
  const say = loose(t);
  if (state.phase === 'over') return say('squadron.moment.over', { round: state.round });
  return say('squadron.moment.now', {
    round: state.round,
    rounds: state.scenario.rounds,
    phase: say(`squadron.phases.${state.phase}`),
  });
}

function tokens(t: Translate, ship: squadron.SquadShip, locks: State['locks']): string {
  const say = loose(t);
  const parts = [
    ship.focus > 0 ? say('squadron.tokens.focus', { n: ship.focus }) : '',
    ship.evade > 0 ? say('squadron.tokens.evade', { n: ship.evade }) : '',
    ship.stress > 0 ? say('squadron.tokens.stress', { n: ship.stress }) : '',
    ship.cloaked ? say('squadron.tokens.cloak') : '',
    ship.disarmed ? say('squadron.tokens.disarmed') : '',
    ship.reinforce ? say(`squadron.tokens.reinforce.${ship.reinforce}`) : '',
    locks[ship.id] ? say('squadron.tokens.lock', { letter: locks[ship.id]?.letter ?? '' }) : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` · ${parts.join(', ')}` : '';
}

export function statusLines(t: Translate, state: State): string[] {
  const say = loose(t);
  const dials =
    state.phase === 'planning'
      ? state.sides.map((side) => {
          const mine = state.ships.filter((s) => s.side === side.id && !s.destroyed);
          const ready = mine.filter((s) => state.dials[s.id] !== undefined).length;
          return say('squadron.prompt.sideDials', { side: sideName(state, side.id), ready, of: mine.length });
        })
      : [];
  return dials.concat(
    state.sides.flatMap((side) => [
      `**${sideName(state, side.id)}**${state.initiative === side.id ? ` ${say('squadron.status.initiative')}` : ''}`,
      ...state.ships
        .filter((s) => s.side === side.id)
        .map((s) =>
          s.destroyed
            ? `• ~~${shipName(state, s.id)}~~`
            : `• ${shipName(state, s.id)} (${s.stats.skill}): ${say('squadron.status.ship', {
                hull: s.stats.hull - s.damage,
                hullMax: s.stats.hull,
                shields: s.shields,
                shieldsMax: s.stats.shields,
              })}${tokens(t, s, state.locks)}`,
        ),
    ]),
  );
}
