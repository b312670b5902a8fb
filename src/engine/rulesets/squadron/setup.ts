/**
 * A `squadron` game from a scenario and the catalogue (issue 14): each squad checked (pilots of the
 * side's faction, weapons in the ship's slots, named aces once, within the points limit, every base
 * on the mat and apart), the ships placed, the damage deck shuffled, the initiative given. Seed 001
 * gives the initiative to the squad of fewer points; on a tie it is drawn.
 */
import { pickAtRandom } from '../../core/dice.js';
import { shuffleDeck } from '../../core/deck.js';
import { type Facing, parseFacing } from '../../core/hex.js';
import { parseHex } from '../../core/hex-label.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng, seedRng } from '../../core/rng.js';
import type { Applied, SetupProblem } from '../../ruleset.js';
import { overlaps } from './collisions.js';
import { closeDraft, type Draft } from './context.js';
import type { SquadronCatalog, SquadronScenario } from './data/content.js';
import { newDamageDeck } from './damage-deck.js';
import type { SquadronEvent } from './events.js';
import { onMat } from './geometry.js';
import { startRound } from './phases.js';
import { DEFAULT_SQUADRON_SETTINGS } from './settings.js';
import { rosterSetupProblem } from '../../roster.js';
import { deploySquadronRoster, squadronRosterProblems, type SquadronRoster } from './roster.js';
import type { CarriedCard, CarriedWeapon, SquadShip, SquadronState } from './state.js';

/** `squadron-2` (issue 41): the decloak window, reload by cards, reinforce names its end (`rules-version.ts`). */
export const SQUADRON_RULES_VERSION = 'squadron-2';

type Problem = SetupProblem;
const problem = (code: string, path: string, message: string): Problem => ({ code, path, message });

/** A ship as it starts: no damage, no tokens, nothing done this round. */
const freshShip = () =>
  ({
    damage: 0,
    destroyed: false,
    stress: 0,
    focus: 0,
    evade: 0,
    cloaked: false,
    reinforce: null,
    disarmed: false,
    mobileArc: 'forward',
    actionsThisRound: [],
    skipsActionStep: false,
    touching: [],
    onObstacle: false,
    flown: null,
    trail: [],
    activated: false,
    combatDone: false,
    fired: false,
    blindedUntil: 0,
  }) as const;

function buildShip(
  catalog: SquadronCatalog,
  side: SquadronScenario['sides'][number],
  index: number,
  path: string,
): Result<Omit<SquadShip, 'id' | 'name'> & { pilotName: string; pilotId: string }, Problem> {
  const entry = side.squad[index];
  if (!entry) return err(problem('NO_ENTRY', path, 'no such squad entry'));
  const pilot = catalog.pilots.find((p) => p.id === entry.pilot);
  if (!pilot) return err(problem('UNKNOWN_PILOT', `${path}.pilot`, `no pilot "${entry.pilot}"`));
  const type = catalog.ships.find((t) => t.id === pilot.ship);
  if (!type)
    return err(problem('UNKNOWN_SHIP', `${path}.pilot`, `pilot "${pilot.id}" flies an unknown ship "${pilot.ship}"`));
  if (type.faction !== side.faction)
    return err(problem('WRONG_FACTION', `${path}.pilot`, `${type.name} is not a ${side.faction} ship`));
  const slots = [...type.slots];
  const weapons: CarriedWeapon[] = [];
  const cards: CarriedCard[] = [];
  const grants = [...pilot.grants];
  let cost = pilot.cost;
  for (const [i, id] of entry.upgrades.entries()) {
    const upgrade = catalog.upgrades.find((u) => u.id === id);
    if (!upgrade) return err(problem('UNKNOWN_UPGRADE', `${path}.upgrades[${i}]`, `no upgrade "${id}"`));
    const slot = slots.indexOf(upgrade.slot);
    if (slot < 0)
      return err(problem('NO_SLOT', `${path}.upgrades[${i}]`, `${type.name} has no free ${upgrade.slot} slot`));
    slots.splice(slot, 1);
    cost += upgrade.cost;
    // An action card (issue 41): its «Ação:» and any free actions it grants.
    if (upgrade.kind === 'action') {
      cards.push({ id: upgrade.id, name: upgrade.name, effect: upgrade.action });
      grants.push(...upgrade.grants);
      continue;
    }
    weapons.push({
      id: upgrade.id,
      name: upgrade.name,
      slot: upgrade.slot,
      attack: upgrade.attack,
      minRange: upgrade.minRange,
      maxRange: upgrade.maxRange,
      arc: upgrade.arc,
      requiresLock: upgrade.requiresLock,
      charges: upgrade.charges ?? null,
      chargesMax: upgrade.charges ?? null,
    });
  }
  const hex = parseHex(entry.hex);
  const facing = parseFacing(entry.facing);
  if (!hex || facing === undefined) return err(problem('BAD_PLACE', `${path}.hex`, 'not a hex and facing'));
  return ok({
    pilotId: pilot.id,
    pilotName: pilot.name,
    side: side.id,
    stats: {
      type: type.id,
      typeName: type.name,
      pilot: pilot.id,
      skill: pilot.skill,
      ability: pilot.ability,
      size: type.size,
      attack: type.attack,
      agility: type.agility,
      hull: type.hull,
      shields: type.shields,
      arc: type.arc,
      actions: type.actions,
      dial: type.dial,
      cost,
      // Only when there are some, so a ship without keeps the shape games before issue 41 stored.
      ...(cards.length > 0 ? { cards } : {}),
      ...(grants.length > 0 ? { grants } : {}),
    },
    weapons,
    hex,
    facing: facing as Facing,
    shields: type.shields,
    escort: entry.escort,
    ...freshShip(),
  });
}

function buildShips(scenario: SquadronScenario, catalog: SquadronCatalog): Result<SquadShip[], Problem> {
  const ships: SquadShip[] = [];
  const usedIds = new Map<string, number>();
  for (const [s, side] of scenario.sides.entries()) {
    let points = 0;
    for (const [i, entry] of side.squad.entries()) {
      const path = `sides[${s}].squad[${i}]`;
      const built = buildShip(catalog, side, i, path);
      if (!built.ok) return built;
      const { pilotId, pilotName, ...ship } = built.value;
      const unique = catalog.pilots.find((p) => p.id === entry.pilot)?.unique ?? false;
      const copies = (usedIds.get(pilotId) ?? 0) + 1;
      usedIds.set(pilotId, copies);
      if (unique && copies > 1) return err(problem('UNIQUE_TWICE', `${path}.pilot`, `${pilotName} flies once`));
      points += ship.stats.cost;
      if (!onMat(scenario, ship.hex)) return err(problem('OFF_MAT', `${path}.hex`, `${entry.hex} is off the mat`));
      const id = copies === 1 ? pilotId : `${pilotId}-${copies}`;
      const name = copies === 1 ? pilotName : `${pilotName} ${copies}`;
      const clash = ships.find((o) =>
        overlaps({ hex: o.hex, size: o.stats.size }, { hex: ship.hex, size: ship.stats.size }),
      );
      if (clash) return err(problem('OVERLAP', `${path}.hex`, `${name} overlaps ${clash.name}`));
      ships.push({ ...ship, id, name });
    }
    if (points > scenario.pointsLimit)
      return err(
        problem(
          'OVER_POINTS',
          `sides[${s}].squad`,
          `${side.name}: ${points} points, the limit is ${scenario.pointsLimit}`,
        ),
      );
  }
  // A pilot flown by both sides would share an id: the second side's copies were numbered on.
  return ok(ships);
}

/**
 * A roster's problems refuse the start (its points against the scenario's limit, which the lobby's
 * limit replaces); a side it lists flies that list instead of the scenario's squad.
 */
export function createSquadronGame(
  base: SquadronScenario,
  roster: SquadronRoster | null,
  catalog: SquadronCatalog,
  seed: string,
): Result<Applied<SquadronState, SquadronEvent>, Problem> {
  const refused = roster && squadronRosterProblems(roster, base, catalog, { points: null })[0];
  if (refused) return err(rosterSetupProblem(refused));
  const scenario = deploySquadronRoster(base, roster);
  const ships = buildShips(scenario, catalog);
  if (!ships.ok) return ships;
  for (const [i, o] of scenario.obstacles.entries()) {
    const hex = parseHex(o.hex);
    if (!hex || !onMat(scenario, hex)) return err(problem('OFF_MAT', `obstacles[${i}].hex`, `${o.hex} is off the mat`));
  }
  const rng = createRng(seedRng(seed));
  const events: SquadronEvent[] = [];
  const shuffled = shuffleDeck(rng, newDamageDeck(ships.value.map((s) => s.id)));
  events.push(...shuffled.events);
  const points = scenario.sides.map((side) =>
    ships.value.filter((s) => s.side === side.id).reduce((sum, s) => sum + s.stats.cost, 0),
  );
  const fewest = Math.min(...points);
  const candidates = scenario.sides.filter((_, i) => points[i] === fewest).map((s) => s.id);
  const drawn = pickAtRandom(rng, candidates, 'initiative');
  if (drawn.roll) events.push(drawn.roll);
  events.push({ type: 'initiativeSet', side: drawn.item, drawn: drawn.roll !== null });
  const s: Draft = {
    rulesVersion: SQUADRON_RULES_VERSION,
    settings: { ...DEFAULT_SQUADRON_SETTINGS, ...scenario.settings },
    scenario: {
      id: scenario.id,
      name: scenario.name,
      rounds: scenario.rounds,
      victory: scenario.victory,
      pointsLimit: scenario.pointsLimit,
    },
    cols: scenario.cols,
    rows: scenario.rows,
    sides: scenario.sides.map((side) => ({ id: side.id, name: side.name, faction: side.faction })),
    ships: ships.value,
    obstacles: scenario.obstacles.map((o, i) => ({ id: `${o.kind}-${i + 1}`, kind: o.kind, hex: parseHex(o.hex) })),
    round: 0,
    phase: 'planning',
    initiative: drawn.item,
    dials: {},
    activation: null,
    toActivate: [],
    combatGroups: [],
    combatGroupAnnounced: false,
    attack: null,
    locks: {},
    deck: shuffled.deck,
    rng: rng.save(),
    outcome: null,
  } as unknown as Draft;
  const ctx = { s, rng, events };
  startRound(ctx);
  return ok(closeDraft(ctx));
}
