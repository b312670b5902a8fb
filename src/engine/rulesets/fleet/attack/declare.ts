/**
 * Declaring an attack (issue 43; seed 004 pp. 13-14: «يُحدِّد المهاجم منطقة الهيكل المهاجِمة، ثم
 * منطقة الهيكل المدافِعة التي يجب أن تكون داخل قوس إطلاق المنطقة المهاجِمة وعلى مدى الهجوم المناسب»;
 * pp. 19-20 line of sight and obstruction): the checks, the pool (the attacking zone's battery
 * against a ship, the anti-squadron armament against squadrons, the colours the band allows, one
 * die fewer with a faceup targeting-fault, none at long range with sensor-damage, less the die the
 * attacker drops when obstructed), the roll, then on as far as the attack goes by itself
 * (resolve.ts). A ship attacks twice per activation at most, from different hull zones.
 */
import { ok, type Result } from '../../../core/result.js';
import type { FleetCommandOf } from '../commands.js';
import type { FleetError } from '../errors.js';
import { squadronClassOf } from '../geometry/base.js';
import type { Defender, FleetState } from '../state.js';
import { engagers, fail, findShip, findSquadron, poolAfterDrop, shipShot, squadronShot, type Shot } from './common.js';
import { continueAttack, launch, nextAttackId, type FleetStep } from './resolve.js';
import type { DiceColour } from '../data/schema.js';

const targetDefenders = (target: FleetCommandOf<'attack'>['target']): Defender[] =>
  'ship' in target
    ? [{ kind: 'ship', ship: target.ship, zone: target.zone }]
    : target.squadrons.map((squadron) => ({ kind: 'squadron' as const, squadron }));

/** The active ship attacks from one hull zone (seed 004 pp. 13-14, 19-20). */
export function declareShipAttack(state: FleetState, cmd: FleetCommandOf<'attack'>): Result<FleetStep, FleetError> {
  if (state.outcome) return fail('GAME_OVER');
  const ship = findShip(state, cmd.ship);
  if (!ship || ship.destroyed) return fail('NO_SUCH_SHIP', { ship: cmd.ship });
  if (ship.side !== cmd.side) return fail('NOT_YOUR_UNIT', { ship: cmd.ship });
  const act = state.activation;
  if (!act || act.ship !== ship.id) return fail('NOT_YOUR_TURN', { ship: cmd.ship });
  if (state.attack || act.step === 'manoeuvre') return fail('WRONG_STEP', { step: act.step });
  if (act.attacksFrom.includes(cmd.from)) return fail('ZONE_USED', { zone: cmd.from });
  if (act.attacksFrom.length >= 2) return fail('TOO_MANY_ATTACKS', { attacks: act.attacksFrom.length });

  const defenders = targetDefenders(cmd.target);
  const ids = defenders.map((d) => (d.kind === 'ship' ? d.ship : d.squadron));
  if (new Set(ids).size !== ids.length) return fail('NOT_A_TARGET', { duplicate: true });
  const shots: { defender: Defender; shot: Shot; pool: DiceColour[]; dropped: DiceColour | null }[] = [];
  for (const defender of defenders) {
    const shot = shipShot(state, ship, cmd.from, defender);
    if (!shot.ok) return shot;
    const pool = poolAfterDrop(shot.value, cmd.drop);
    if (!pool.ok) return pool;
    shots.push({ defender, shot: shot.value, ...pool.value });
  }
  const first = shots[0];
  if (!first) return fail('NOT_A_TARGET', {});

  const next = nextAttackId(state);
  let current: FleetState = {
    ...next.state,
    activation: { ...act, step: 'attack', attacksFrom: [...act.attacksFrom, cmd.from] },
  };
  const events: FleetStep['events'] = [];
  current = launch(
    current,
    {
      id: next.id,
      kind: 'normal',
      attacker: { kind: 'ship', ship: ship.id, zone: cmd.from },
      defender: first.defender,
      queue: ids.slice(1),
      band: first.shot.band,
      distance: first.shot.distance,
      obstructed: first.shot.obstructed,
      pool: first.pool,
      dropped: first.dropped,
      drop: cmd.drop ?? null,
    },
    events,
  );
  return ok(continueAttack(current, events));
}

/**
 * A squadron attacks (5.7): one target at distance 1. The caller (the flow) has checked that the
 * squadron may attack now (its activation or a ship's order) and records that it did.
 */
export function declareSquadronAttack(
  state: FleetState,
  cmd: FleetCommandOf<'squadronAttack'>,
): Result<FleetStep, FleetError> {
  if (state.outcome) return fail('GAME_OVER');
  const sq = findSquadron(state, cmd.squadron);
  if (!sq || sq.destroyed) return fail('NO_SUCH_SQUADRON', { squadron: cmd.squadron });
  if (sq.side !== cmd.side) return fail('NOT_YOUR_UNIT', { squadron: cmd.squadron });
  if (state.attack) return fail('WRONG_STEP', {});
  const defenders = targetDefenders(cmd.target);
  const defender = defenders[0];
  if (!defender || defenders.length !== 1) return fail('NOT_A_TARGET', { targets: defenders.length });

  // 5.7: engaged, it must attack a squadron, an escort among those engaging it first.
  const engaging = engagers(state, sq);
  if (engaging.length > 0) {
    if (defender.kind !== 'squadron') return fail('MUST_ATTACK_SQUADRON', { engagedBy: engaging.map((o) => o.id) });
    const escorts = engaging.filter((o) => squadronClassOf(state, o).keywords.includes('escort'));
    if (escorts.length > 0 && !escorts.some((o) => o.id === defender.squadron))
      return fail('MUST_ATTACK_ESCORT', { escorts: escorts.map((o) => o.id) });
  }
  const shot = squadronShot(state, sq, defender);
  if (!shot.ok) return shot;
  const pool = poolAfterDrop(shot.value, undefined);
  if (!pool.ok) return pool;

  const next = nextAttackId(state);
  const events: FleetStep['events'] = [];
  const current = launch(
    next.state,
    {
      id: next.id,
      kind: 'normal',
      attacker: { kind: 'squadron', squadron: sq.id },
      defender,
      queue: [],
      band: shot.value.band,
      distance: shot.value.distance,
      obstructed: shot.value.obstructed,
      pool: pool.value.pool,
      dropped: pool.value.dropped,
    },
    events,
  );
  return ok(continueAttack(current, events));
}
