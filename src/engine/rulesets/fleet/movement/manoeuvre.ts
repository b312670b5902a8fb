/**
 * A ship's manoeuvre (issue 43; seed 004, rulebook pp. 17-18; other-systems.md 5.6 and 5.9; the
 * shared brief "Manoeuvre"): the speed it moves at, within its speed chart and what navigate allows
 * (the kept dial: speed ±1 and one extra yaw click at one joint; a held token: speed ±1; both ±2),
 * a veer per joint paid by the chart's clicks (movement/speed-chart.ts), then the move itself:
 *
 * - Overlap (seed 004 pp. 17-18: «لا يمكن لسفينة إنهاء حركتها وهي متداخلة مع سفينة أخرى؛ تُخفَّض
 *   سرعتها مؤقتًا بمقدار 1، وتعيد المحاولة»): an end overlapping another ship is tried again at speed
 *   -1, the same veers cut short, down to 0; then the mover and the closest ship it overlapped each
 *   take one facedown damage card. The speed set stays: the reduction is for this move only.
 * - Squadrons under the end (seed 004 p. 17: «تُكمل السفينة حركتها بشكل طبيعي، ويضع اللاعب غير
 *   المتحرك الأسراب المتداخلة بحيث تلامس قواعدها السفينة»): the ship finishes its move; the squadrons
 *   are lifted into `state.displaced` for the mover's opponent to place (movement/displaced.ts).
 * - A base ending off the board destroys the ship (Armada: out of the play area).
 * - Obstacles under the end: asteroids one facedown card; debris two damage to the shields of the
 *   zone with the most shields, the rest as facedown cards; a station discards one damage card,
 *   facedown first.
 */
import { discardCard } from '../../../core/deck.js';
import { footprintDistance, footprintsOverlap, occupiedHexes, type PlacedFootprint } from '../../../core/footprint.js';
import { hexKey } from '../../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { FleetCommandOf } from '../commands.js';
import { shipPlace } from '../data/damage-cards.js';
import { HULL_ZONES, type HullZone, type Obstacle } from '../data/schema.js';
import { dealDamage, type FleetStep } from '../damage/deal.js';
import { speedCap } from '../damage/effects.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import { baseAt, liveShips, liveSquadrons, shipBase, shipClassOf } from '../geometry/base.js';
import type { FleetShip, FleetState, ShipPlacement } from '../state.js';
import { baseOnBoard } from './board.js';
import { courseFrom, findShip } from './course.js';
import { topSpeed, veersPayable, type Veer } from './speed-chart.js';

export type ManoeuvreCommand = FleetCommandOf<'manoeuvre'>;
type Navigate = ManoeuvreCommand['navigate'];

/** The kept navigate dial of the ship's activation (seed 004 pp. 7 and 12: revealed and kept as a command). */
export const hasNavigateDial = (state: Pick<FleetState, 'activation'>, shipId: string): boolean =>
  state.activation?.ship === shipId && state.activation.dial === 'navigate' && state.activation.use === 'command';

/** A navigate token the ship holds and may still spend this activation (a type resolves once). */
export function hasNavigateToken(state: Pick<FleetState, 'activation'>, ship: FleetShip): boolean {
  const spent = state.activation?.ship === ship.id && state.activation.tokensSpent.includes('navigate');
  return ship.commandTokens.includes('navigate') && !spent;
}

/** Whether `cmd` is a manoeuvre the ship may make (whose turn it is, the flow checks). */
export function checkManoeuvre(state: FleetState, cmd: ManoeuvreCommand): Result<true, FleetError> {
  const ship = findShip(state, cmd.ship);
  if (!ship || ship.destroyed) return err(ruleError('NO_SUCH_SHIP', { ship: cmd.ship }));
  if (ship.side !== cmd.side) return err(ruleError('NOT_YOUR_UNIT', { ship: cmd.ship, side: cmd.side }));
  const cls = shipClassOf(state, ship);
  const top = topSpeed(cls);
  const cap = Math.min(top, speedCap(state, ship));
  if (!Number.isInteger(cmd.speed) || cmd.speed < 0 || cmd.speed > cap)
    return err(ruleError('SPEED_OUT_OF_CHART', { ship: ship.id, speed: cmd.speed, top, cap }));
  if (cmd.navigate.dial && !hasNavigateDial(state, ship.id))
    return err(ruleError('NAVIGATE_NEEDED', { ship: ship.id, dial: true }));
  if (cmd.navigate.token) {
    if (!ship.commandTokens.includes('navigate'))
      return err(ruleError('NO_TOKEN', { ship: ship.id, token: 'navigate' }));
    if (!hasNavigateToken(state, ship))
      return err(ruleError('TOKEN_ALREADY_USED', { ship: ship.id, token: 'navigate' }));
  }
  const change = Math.abs(cmd.speed - ship.speed);
  const allowed = (cmd.navigate.dial ? 1 : 0) + (cmd.navigate.token ? 1 : 0);
  if (change > allowed)
    return err(ruleError('NAVIGATE_NEEDED', { ship: ship.id, from: ship.speed, to: cmd.speed, change, allowed }));
  if (cmd.veers.length !== cmd.speed)
    return err(ruleError('BAD_VEERS', { ship: ship.id, speed: cmd.speed, veers: cmd.veers.length }));
  if (!veersPayable(cls, cmd.speed, cmd.veers, cmd.navigate.dial))
    return err(ruleError('YAW_NOT_ALLOWED', { ship: ship.id, speed: cmd.speed, veers: [...cmd.veers] }));
  return ok(true);
}

/** Every list of veers of `length` joints, straight first (0, then -1, then 1 at each joint). */
function allVeers(length: number): Veer[][] {
  let lists: Veer[][] = [[]];
  for (let j = 0; j < length; j++) lists = lists.flatMap((l) => ([0, -1, 1] as const).map((v) => [...l, v]));
  return lists;
}

/** Navigate resources from the cheapest: nothing, the kept dial (spent anyway), the token, both. */
const NAVIGATES: readonly Navigate[] = [
  { dial: false, token: false },
  { dial: true, token: false },
  { dial: false, token: true },
  { dial: true, token: true },
];

const placementKey = (speed: number, at: ShipPlacement): string => `${speed}|${hexKey(at.anchor)}|${at.facing}`;

/**
 * Every legal manoeuvre of the ship: each speed it may set and each end it may reach there listed
 * once, with the fewest navigate resources that make it legal (a token that changes nothing is not
 * offered). Speeds ascending, straight courses first.
 */
export function manoeuvreChoices(state: FleetState, shipId: string): ManoeuvreCommand[] {
  const ship = findShip(state, shipId);
  if (!ship || ship.destroyed) return [];
  const top = Math.min(topSpeed(shipClassOf(state, ship)), speedCap(state, ship));
  const best = new Map<string, { cmd: ManoeuvreCommand; cost: number }>();
  for (let speed = Math.max(0, ship.speed - 2); speed <= Math.min(top, ship.speed + 2); speed++) {
    for (const veers of allVeers(speed)) {
      const cost = NAVIGATES.findIndex(
        (navigate) =>
          checkManoeuvre(state, { type: 'manoeuvre', side: ship.side, ship: ship.id, speed, veers, navigate }).ok,
      );
      if (cost < 0) continue;
      const key = placementKey(speed, courseFrom(ship.at, speed, veers).end);
      const held = best.get(key);
      // An end already listed keeps its way when that is as cheap (and so straighter: listed first).
      if (held && held.cost <= cost) continue;
      const navigate = NAVIGATES[cost] as Navigate;
      best.set(key, { cmd: { type: 'manoeuvre', side: ship.side, ship: ship.id, speed, veers, navigate }, cost });
    }
  }
  return [...best.values()].map((b) => b.cmd);
}

/** The zone with the most shields (front, right, rear, left on ties): the one debris strikes. */
const fullestZone = (shields: Readonly<Record<HullZone, number>>): HullZone =>
  HULL_ZONES.reduce((best, z) => (shields[z] > shields[best] ? z : best), HULL_ZONES[0] as HullZone);

const shipById = (state: FleetState, id: string): FleetShip => findShip(state, id) as FleetShip;

/** One obstacle under the ship's end: its effect (the brief's "Obstacles"). */
function strikeObstacle(state: FleetState, shipId: string, obstacle: Obstacle): FleetStep {
  const ship = shipById(state, shipId);
  switch (obstacle.kind) {
    case 'asteroids': {
      const struck: FleetEvent = { type: 'obstacleStruck', ship: shipId, obstacle: 'asteroids', hex: obstacle.hex };
      const dealt = dealDamage(state, shipId, { count: 1, faceupFirst: false, cause: 'obstacle' });
      return { state: dealt.state, events: [struck, ...dealt.events] };
    }
    case 'debris': {
      const zone = fullestZone(ship.shields);
      const lost = Math.min(2, ship.shields[zone]);
      const struck: FleetEvent = {
        type: 'obstacleStruck',
        ship: shipId,
        obstacle: 'debris',
        hex: obstacle.hex,
        zone,
        shieldsLost: lost,
      };
      const shielded: FleetState = {
        ...state,
        ships: state.ships.map((s) =>
          s.id === shipId ? { ...s, shields: { ...s.shields, [zone]: s.shields[zone] - lost } } : s,
        ),
      };
      const dealt = dealDamage(shielded, shipId, { count: 2 - lost, faceupFirst: false, cause: 'obstacle', zone });
      return { state: dealt.state, events: [struck, ...dealt.events] };
    }
    case 'station': {
      const struck: FleetEvent = { type: 'obstacleStruck', ship: shipId, obstacle: 'station', hex: obstacle.hex };
      const place = shipPlace(shipId);
      const cards = state.deck.places[place]?.cards ?? [];
      const card = cards.find((c) => !c.faceup) ?? cards[0];
      if (!card) return { state, events: [struck] };
      const discarded = discardCard(state.deck, place, card.id);
      if (!discarded.ok) return { state, events: [struck] };
      return {
        state: { ...state, deck: discarded.value.deck },
        events: [struck, { type: 'damageRepaired', ship: shipId, card: card.id, faceup: card.faceup }],
      };
    }
  }
}

/** A ship out of the play area is destroyed; its cards go to the discard pile, as damage/deal.ts does. */
function destroyOffBoard(state: FleetState, shipId: string): FleetStep {
  const place = shipPlace(shipId);
  let deck = state.deck;
  for (const c of deck.places[place]?.cards ?? []) {
    const gone = discardCard(deck, place, c.id);
    if (gone.ok) deck = gone.value.deck;
  }
  return {
    state: { ...state, deck, ships: state.ships.map((s) => (s.id === shipId ? { ...s, destroyed: true } : s)) },
    events: [{ type: 'shipDestroyed', ship: shipId, cause: 'offBoard' }],
  };
}

/** The closest of the ships it overlapped to the mover's final base; ties go to the state's order. */
function closestOverlapped(state: FleetState, moverBase: PlacedFootprint, overlapped: ReadonlySet<string>) {
  let best: { id: string; distance: number } | undefined;
  for (const other of state.ships) {
    if (!overlapped.has(other.id)) continue;
    const distance = footprintDistance(moverBase, shipBase(state, other));
    if (!best || distance < best.distance) best = { id: other.id, distance };
  }
  return best?.id;
}

/** Makes the manoeuvre: the speed set, the navigate token spent, the move and all that follows it. */
export function executeManoeuvre(state: FleetState, cmd: ManoeuvreCommand): Result<FleetStep, FleetError> {
  const checked = checkManoeuvre(state, cmd);
  if (!checked.ok) return checked;
  const start = shipById(state, cmd.ship);
  const size = shipClassOf(state, start).size;
  const events: FleetEvent[] = [];

  let commandTokens = start.commandTokens;
  if (cmd.speed !== start.speed) {
    const by = cmd.navigate.dial && cmd.navigate.token ? 'both' : cmd.navigate.dial ? 'dial' : 'token';
    events.push({ type: 'speedChanged', ship: start.id, from: start.speed, to: cmd.speed, by });
  }
  if (cmd.navigate.token) {
    const at = commandTokens.indexOf('navigate');
    commandTokens = commandTokens.filter((_, i) => i !== at);
    events.push({ type: 'commandTokenSpent', ship: start.id, token: 'navigate' });
  }

  // The overlap chain (seed 004 pp. 17-18): the same veers cut short, one speed less each try.
  const others = liveShips(state).filter((s) => s.id !== start.id);
  const overlapped = new Set<string>();
  let moved = cmd.speed;
  let course = courseFrom(start.at, moved, cmd.veers);
  for (;;) {
    const base = baseAt(size, course.end);
    const hit = others.filter((o) => footprintsOverlap(base, shipBase(state, o)));
    if (hit.length === 0 || moved === 0) break;
    for (const o of hit) overlapped.add(o.id);
    events.push({ type: 'overlapped', ship: start.id, other: (hit[0] as FleetShip).id, atSpeed: moved });
    moved -= 1;
    course = courseFrom(start.at, moved, cmd.veers.slice(0, moved));
  }

  const end = course.end;
  const endBase = baseAt(size, end);
  let current: FleetState = {
    ...state,
    ships: state.ships.map((s) => (s.id === start.id ? { ...s, at: end, speed: cmd.speed, commandTokens } : s)),
  };
  events.push({
    type: 'shipManoeuvred',
    ship: start.id,
    from: start.at,
    to: end,
    path: course.path,
    speed: cmd.speed,
    moved,
    veers: cmd.veers.slice(0, moved),
  });

  const apply = (step: FleetStep): void => {
    current = step.state;
    events.push(...step.events);
  };
  const alive = (): boolean => !shipById(current, start.id).destroyed;

  // Seed 004 pp. 17-18: the mover and the closest ship it overlapped, one facedown card each.
  const other = closestOverlapped(state, endBase, overlapped);
  if (other !== undefined) {
    apply(dealDamage(current, start.id, { count: 1, faceupFirst: false, cause: 'overlap' }));
    apply(dealDamage(current, other, { count: 1, faceupFirst: false, cause: 'overlap' }));
  }

  if (alive() && !baseOnBoard(current, endBase)) apply(destroyOffBoard(current, start.id));

  const covered = new Set(occupiedHexes(endBase).map(hexKey));
  for (const obstacle of current.obstacles) {
    if (!alive()) break;
    if (covered.has(hexKey(obstacle.hex))) apply(strikeObstacle(current, start.id, obstacle));
  }

  // Seed 004 p. 17: squadrons under the end are lifted; the mover's opponent places them.
  if (alive()) {
    const lifted = liveSquadrons(current)
      .filter((sq) => covered.has(hexKey(sq.hex)))
      .map((sq) => sq.id);
    if (lifted.length > 0) {
      const placer = current.sides.find((s) => s.id !== start.side)?.id ?? start.side;
      const n = current.attacks + 1;
      current = {
        ...current,
        attacks: n,
        displaced: { id: `displace:${n}`, ship: start.id, side: placer, squadrons: lifted },
      };
      events.push({ type: 'squadronsDisplaced', ship: start.id, squadrons: lifted, placer });
    }
  }

  return ok({ state: current, events });
}
