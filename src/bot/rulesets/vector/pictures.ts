/**
 * `vector`'s map (issue 15, deliverable 4): impulse's map of the board, with each ship's velocity and
 * its projected path for the rest of the turn as ghost hexes numbered by the combat round they are
 * entered in (straight on: the turns still to make are the player's), and this turn's track.
 */
import { formatHex, neighbour, impulse } from '../../../engine/index.js';
import {
  drivesNow,
  drivesRating,
  stepsInRound,
  thrustersNow,
  thrustersRating,
  type VectorEvent,
  type VectorState,
} from '../../../engine/rulesets/vector/index.js';
import { VECTOR } from '../../../engine/rulesets/vector/index.js';
import { impulsePictures, SIDE_SHAPES, vectorPictures } from '../../../render/index.js';
import { loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';
import { momentText, sideName } from './words.js';

/** vector's alt text and ship sheet are impulse's (a vector board is an impulse board), in vector's words. */
const { ALT_TEXT_LIMIT, altText, renderShipSheet } = impulsePictures;

/** The hexes each ship will enter if it flies straight on from where it is for the rest of the turn. */
export function projectedPaths(state: VectorState): vectorPictures.Ghost[] {
  if (state.phase === 'over') return [];
  const ghosts: vectorPictures.Ghost[] = [];
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

/** A group fired this turn: discharged until the next turn (vector reads impulse's charge as readiness). */
const firedThisTurn = (state: VectorState, ship: impulse.ShipState, group: number): boolean => {
  const g = ship.groups[group];
  return g !== undefined && !g.destroyed && g.red + g.yellow === 0 && chargeable(state, ship, group);
};

/** Whether any ship on the map has a weapon group fired this turn (its plate says "fired 1,2"). */
const anyFired = (state: VectorState): boolean =>
  state.board.ships.some((s) => s.status === 'active' && s.groups.some((_, i) => firedThisTurn(state, s, i)));

/**
 * Impulse's picture words with vector's own: the plates' velocity, the projected paths (when any is
 * drawn) and the fired groups (when a plate shows any) explained under the legend, and an alt text that opens with vector's moment (turn and
 * phase), as the map's header does, not impulse's.
 */
export function vectorPictureWords(
  t: Translate,
  state: VectorState,
  /** The moment the picture shows when it is not the state's (`picturedMoment`). */
  shown: string | null = null,
): ReturnType<typeof pictureWords> {
  const say = loose(t);
  const base = pictureWords(t);
  const more = [
    say('vector.map.legendVelocity'),
    ...(projectedPaths(state).length > 0 ? [say('vector.map.legendPath')] : []),
    ...(anyFired(state) ? [say('vector.map.legendFired')] : []),
  ];
  return {
    ...base,
    map: { ...base.map, legendMore: more },
    alt: { ...base.alt, head: (scenario: string) => `${scenario} · ${shown ?? momentText(t, state)}` },
  };
}

/** Each ship's velocity in the alt text's words ("Vigil velocity 5, Ashen Claw velocity 3"). */
function velocitiesAlt(t: Translate, state: VectorState, only?: string): string {
  return state.board.ships
    .filter((s) => s.status === 'active' && (only === undefined || s.id === only))
    .map((s) => `${s.name} ${loose(t)('vector.map.velocityAlt', { velocity: state.ships[s.id]?.velocity ?? 0 })}`)
    .join(', ');
}

/**
 * The moment a map's events show when the flow has moved past it, else null. A report is closed by a
 * side's `firingDone`, and by then the next combat round (or the next turn) may have begun: the map
 * shows that Attack Phase, whose turn is the last phase start in the events, or the state's turn
 * (the one before, when a new turn has begun).
 */
export function picturedMoment(t: Translate, state: VectorState, events: readonly VectorEvent[]): string | null {
  const last = events.at(-1);
  if (last?.type !== 'firingDone') return null;
  const started = events.findLast((e) => e.type === 'vectorPhaseStarted');
  const turn =
    started?.type === 'vectorPhaseStarted' ? started.turn : state.phase === 'reaction' ? state.turn - 1 : state.turn;
  if (state.phase === 'attack' && state.turn === turn && state.round === last.round) return null;
  return loose(t)('vector.moment.attack', { turn, round: last.round });
}

export async function vectorMapFile(
  t: Translate,
  state: VectorState,
  events: readonly VectorEvent[],
): Promise<OutgoingFile> {
  const say = loose(t);
  const words = vectorPictureWords(t, state, picturedMoment(t, state, events));
  const view = VECTOR.boardView(state, events).board;
  const ghosts = projectedPaths(state);
  // Each ship's velocity, and the weapon groups it has fired this turn (they fire again next turn).
  const markers = Object.fromEntries(
    state.board.ships
      .filter((s) => s.status === 'active')
      .map((s) => {
        const fired = s.groups.flatMap((_, i) => (firedThisTurn(state, s, i) ? [i + 1] : []));
        const speed = say('vector.map.velocity', { velocity: state.ships[s.id]?.velocity ?? 0 });
        return [s.id, fired.length > 0 ? `${speed} ${say('vector.map.fired', { groups: fired.join(',') })}` : speed];
      }),
  );
  // Each side to act with its marker, which the header draws in the side's colour.
  const marked = (id: string) =>
    `${SIDE_SHAPES[state.board.sides.findIndex((s) => s.id === id) === 1 ? 1 : 0]} ${sideName(state, id)}`;
  const acting = state.phase === 'over' ? [] : VECTOR.awaiting(state).sides.map(marked);
  const now = momentText(t, state);
  const shown = picturedMoment(t, state, events);
  const next = shown === null ? [] : [words.map.next(now)];
  // The parts are the renderer's entries (three spaces apart), so a long line wraps between them.
  const second = [state.board.scenario.name, ...next, acting.join(' · ')].filter(Boolean).join('   ');
  const header: [string, string] = [shown ?? now, second];
  const png = await vectorPictures.renderVectorMap(view, ghosts, markers, words, header);
  const alt = `${altText(view, formatHex, ALT_TEXT_LIMIT, words)} ${velocitiesAlt(t, state)}`.slice(0, ALT_TEXT_LIMIT);
  return { name: 'map.png', data: png, description: alt };
}

/**
 * What a vector ship's sheet shows in place of impulse's power curves and charge bars (seed 002): its
 * velocity, its drives and thrusters now and whole, whether it lost control, and each weapon group
 * ready or fired this turn (a group fires once a turn). Missile racks do not fly in vector games.
 */
export function vectorSheetMotion(t: Translate, state: VectorState, id: string): impulsePictures.SheetMotion {
  const say = loose(t);
  const ship = state.board.ships.find((s) => s.id === id);
  const v = state.ships[id];
  if (!ship || !v) return { lines: [], groups: [] };
  const motion = say('vector.sheet.motion', {
    velocity: v.velocity,
    drives: drivesNow(state.board, ship, state.settings),
    drivesOf: drivesRating(state.board, ship),
    thrusters: thrustersNow(state.board, ship),
    thrustersOf: thrustersRating(state.board, ship),
  });
  const control = say(v.lostControl ? 'vector.sheet.lostControl' : 'vector.sheet.inControl', {
    modifier: state.settings.lossOfControlModifier,
  });
  const groups = ship.groups.map((_, i) =>
    !chargeable(state, ship, i)
      ? { text: say('vector.sheet.noMissiles'), ready: false }
      : firedThisTurn(state, ship, i)
        ? { text: say('vector.sheet.fired'), ready: false }
        : { text: say('vector.sheet.ready'), ready: true },
  );
  return { lines: [motion, control], groups };
}

/** `/ship` in a vector game: impulse's sheet of the board with vector's motion, and vector's alt text. */
export async function vectorShipFile(t: Translate, state: VectorState, id: string): Promise<OutgoingFile> {
  const words = vectorPictureWords(t, state);
  const view = VECTOR.boardView(state, []).board;
  const alt = `${altText(view, formatHex, ALT_TEXT_LIMIT, words)} ${velocitiesAlt(t, state, id)}`;
  return {
    name: 'ship.png',
    data: await renderShipSheet(view, id, words, vectorSheetMotion(t, state, id)),
    description: alt.slice(0, ALT_TEXT_LIMIT),
  };
}
