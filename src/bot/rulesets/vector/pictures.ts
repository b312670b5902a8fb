/**
 * `vector`'s map (issue 15, deliverable 4): impulse's map of the board, with each ship's velocity and
 * its projected path for the rest of the turn as ghost hexes numbered by the combat round they are
 * entered in (straight on: the turns still to make are the player's), and this turn's track.
 */
import { formatHex, neighbour, impulse } from '../../../engine/index.js';
import { stepsInRound, type VectorEvent, type VectorState } from '../../../engine/rulesets/vector/index.js';
import { VECTOR } from '../../../engine/rulesets/vector/index.js';
import { ALT_TEXT_LIMIT, altText, renderVectorMap, type Ghost } from '../../../render/index.js';
import { loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';
import { shipFile } from '../impulse/pictures.js';
import { momentText, sideName } from './words.js';

/** The hexes each ship will enter if it flies straight on from where it is for the rest of the turn. */
export function projectedPaths(state: VectorState): Ghost[] {
  if (state.phase === 'over') return [];
  const ghosts: Ghost[] = [];
  for (const ship of state.board.ships.filter((s) => s.status === 'active')) {
    const v = state.ships[ship.id];
    if (!v) continue;
    const side = Math.max(
      0,
      state.board.sides.findIndex((s) => s.id === ship.side),
    );
    const first = Math.max(1, state.round);
    let at = ship.hex;
    const facing = ship.facing;
    for (let round = first; round <= 3; round++) {
      const steps =
        round === state.round && state.phase === 'movement' && !v.moved
          ? v.stepsLeft
          : round === state.round
            ? 0
            : stepsInRound(v.velocity, round);
      for (let i = 0; i < steps; i++) {
        at = neighbour(at, facing);
        ghosts.push({ hex: at, round, side });
      }
    }
  }
  return ghosts;
}

/** A weapon group that charges each turn (missile launchers do not fly in vector games). */
const chargeable = (state: VectorState, ship: impulse.ShipState, group: number): boolean => {
  const spec = impulse.shipClass(state.board, ship).groups[group];
  return spec !== undefined && impulse.weaponType(state.board, spec.weapon).kind !== 'missile';
};

export async function vectorMapFile(
  t: Translate,
  state: VectorState,
  events: readonly VectorEvent[],
): Promise<OutgoingFile> {
  const say = loose(t);
  // The plates' velocity and fired groups, explained under impulse's legend.
  const base = pictureWords(t);
  const words = {
    ...base,
    map: { ...base.map, legend: [...base.map.legend, say('vector.map.legendVelocity'), say('vector.map.legendFired')] },
    // The alt text opens with vector's moment (turn and phase), as the map's header does, not impulse's.
    alt: { ...base.alt, head: (scenario: string) => `${scenario} · ${momentText(t, state)}` },
  };
  const view = VECTOR.boardView(state, events).board;
  const ghosts = projectedPaths(state);
  // Each ship's velocity, and the weapon groups it has fired this turn (they fire again next turn).
  const markers = Object.fromEntries(
    state.board.ships
      .filter((s) => s.status === 'active')
      .map((s) => {
        const fired = s.groups.flatMap((g, i) =>
          !g.destroyed && g.red + g.yellow === 0 && chargeable(state, s, i) ? [i + 1] : [],
        );
        const speed = say('vector.map.velocity', { velocity: state.ships[s.id]?.velocity ?? 0 });
        return [s.id, fired.length > 0 ? `${speed} ${say('vector.map.fired', { groups: fired.join(',') })}` : speed];
      }),
  );
  const acting = state.phase === 'over' ? [] : VECTOR.awaiting(state).sides.map((id) => sideName(state, id));
  const header: [string, string] = [momentText(t, state), [state.board.scenario.name, ...acting].join(' · ')];
  const png = await renderVectorMap(view, ghosts, markers, words, header);
  const speeds = state.board.ships
    .filter((s) => s.status === 'active')
    .map((s) => `${s.name} ${say('vector.map.velocityAlt', { velocity: state.ships[s.id]?.velocity ?? 0 })}`)
    .join(', ');
  const alt = `${altText(view, formatHex, ALT_TEXT_LIMIT, words)} ${speeds}`.slice(0, ALT_TEXT_LIMIT);
  return { name: 'map.png', data: png, description: alt };
}

export const vectorShipFile = (t: Translate, state: VectorState, id: string): Promise<OutgoingFile> =>
  shipFile(t, state.board as impulse.GameState, id);
