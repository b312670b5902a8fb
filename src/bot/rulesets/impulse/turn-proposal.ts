/**
 * The turn card's proposal (issue 13): the whole rest of the side's turn, for every ship, ready to
 * play with one "Submit turn". It repeats the player's last composed impulse where that is still
 * legal from where each ship is now ("same as last impulse"), and otherwise proposes the plain
 * choices: charge a weapon with an empty box, the owed move straight on, fire every charged weapon
 * at the nearest enemy it can hit. The prompt shows it before anything is played, the menus change
 * it, and a proposal the rules would refuse is never offered.
 */
import { hexDistance } from '../../../engine/core/hex.js';
import { impulse } from '../../../engine/index.js';
import type { Draft } from '../../games/draft.js';
import { encodeApUse, lookAhead, planTurn } from './turn-plan.js';

type State = impulse.GameState;
type Picks = Draft['picks'];
type ShipPicks = Picks[string];

export interface Proposal {
  readonly picks: Picks;
  /** The proposal repeats the player's last composed impulse (at least one ship's picks). */
  readonly repeated: boolean;
  /** The batch it plays (the picks, then the end of the turn). */
  readonly commands: impulse.Command[];
}

/**
 * The AP pick: the last one if it is still open, the same kind on another weapon, or a charge. A
 * last "nothing" is not a plan to repeat: the ship was idle, so now it charges if a weapon can.
 */
function apPick(state: State, ship: impulse.ShipState, last: string | undefined): string | undefined {
  if (state.flow.phase !== 'turn' || state.flow.step !== 'ap') return undefined;
  const options = impulse.apOptions(state, ship.id).map((o) => encodeApUse(o.use));
  const charge = options.find((o) => o.startsWith('chargeYellow.'));
  if (last === encodeApUse({ kind: 'doNothing' })) return charge;
  if (last !== undefined && options.includes(last)) return last;
  const kind = last?.split('.')[0];
  const sameKind = options.find((o) => o.split('.')[0] === kind);
  if (sameKind !== undefined) return sameKind;
  return charge;
}

/** The move pick: the last one if legal, else straight (or the first legal move) when a move is owed. */
function movePick(state: State, side: string, ship: impulse.ShipState, last: string | undefined): string | undefined {
  const atMove = lookAhead(state, side, 'movement');
  if (!atMove) return undefined;
  const mover = atMove.ships.find((s) => s.id === ship.id);
  if (!mover || mover.turn.moved) return undefined;
  const moves = impulse
    .legalCommands(atMove, side)
    .filter((c): c is impulse.CommandOf<'move'> => c.type === 'move' && c.ship === ship.id)
    .map((c) => (c.afterburner ? `${c.how}+ab` : c.how));
  if (last !== undefined && moves.includes(last)) return last;
  const owed = impulse.shipTasks(atMove, side).some((t) => t.ship === ship.id && t.required);
  if (!owed) return undefined;
  return moves.find((m) => m === 'straight') ?? moves.find((m) => !m.endsWith('+ab'));
}

/** The fire pick: the last target if still an enemy ship, else the nearest one. */
function firePick(state: State, ship: impulse.ShipState, last: string | undefined): string | undefined {
  if (!ship.groups.some((_, g) => impulse.isGroupReady(state, ship, g))) return undefined;
  const enemies = state.ships.filter((s) => s.side !== ship.side && s.status === 'active');
  if (last !== undefined && enemies.some((e) => e.id === last)) return last;
  return enemies.sort((a, b) => hexDistance(ship.hex, a.hex) - hexDistance(ship.hex, b.hex))[0]?.id;
}

function plays(state: State, side: string, commands: impulse.Command[]): boolean {
  return impulse.applyCommand(state, { type: 'batch', side, commands }).ok;
}

/** The batch for picks: the orders, then the end of the turn; undefined when the rules refuse it. */
export function batchFor(state: State, side: string, picks: Picks): impulse.Command[] | undefined {
  const commands = [...planTurn(state, side, { schemaVersion: 1, promptVersion: 0, picks }), { type: 'endTurn', side }];
  return plays(state, side, commands as impulse.Command[]) ? (commands as impulse.Command[]) : undefined;
}

/** The proposal for the side's turn now, from its last composed picks; undefined when none would play. */
export function proposeTurn(state: State, side: string, last: Picks | undefined): Proposal | undefined {
  if (state.flow.phase !== 'turn' || impulse.awaiting(state)[0] !== side) return undefined;
  const ships = state.ships.filter((s) => s.side === side && s.status === 'active');
  const picks: Record<string, ShipPicks> = {};
  let repeated = false;
  for (const ship of ships) {
    const before = last?.[ship.id];
    const pick: ShipPicks = {};
    const ap = apPick(state, ship, before?.ap);
    const move = movePick(state, side, ship, before?.move);
    const fire = firePick(state, ship, before?.fire);
    if (ap !== undefined) pick.ap = ap;
    if (move !== undefined) pick.move = move;
    if (fire !== undefined) pick.fire = fire;
    if (Object.keys(pick).length === 0) continue;
    picks[ship.id] = pick;
    if (before && (pick.ap === before.ap || pick.move === before.move || pick.fire === before.fire)) repeated = true;
  }
  // A pick the rules refuse (a charge the step no longer allows) is left out, that ship's alone, and
  // the rest tried again; the whole turn is never lost to one ship's pick.
  for (let tries = 0; tries <= 3 * ships.length; tries += 1) {
    const commands = [
      ...planTurn(state, side, { schemaVersion: 1, promptVersion: 0, picks }),
      { type: 'endTurn', side } as impulse.Command,
    ];
    const result = impulse.applyCommand(state, { type: 'batch', side, commands });
    if (result.ok) return { picks: played(picks, commands), repeated, commands };
    const index = result.error.detail['batchIndex'];
    const refused = typeof index === 'number' ? commands[index] : undefined;
    const slot = refused ? SLOT_OF[refused.type] : undefined;
    const ship = refused && 'ship' in refused ? refused.ship : undefined;
    const pick = ship === undefined ? undefined : picks[ship];
    if (!slot || ship === undefined || !pick || pick[slot] === undefined) return undefined;
    const { [slot]: _dropped, ...rest } = pick;
    if (Object.keys(rest).length > 0) picks[ship] = rest;
    else delete picks[ship];
  }
  return undefined;
}

/** The slot of the turn a command plays. */
const SLOT_OF: Partial<Record<impulse.Command['type'], keyof ShipPicks>> = { useAp: 'ap', move: 'move', fire: 'fire' };

/** The picks that the batch plays: a target out of reach from where the ship will be is not shown. */
function played(picks: Picks, commands: readonly impulse.Command[]): Picks {
  const has = (ship: string, type: impulse.Command['type']) =>
    commands.some((c) => c.type === type && 'ship' in c && c.ship === ship);
  const kept: Record<string, ShipPicks> = {};
  for (const [ship, pick] of Object.entries(picks)) {
    const next: ShipPicks = {};
    if (pick.ap !== undefined && has(ship, 'useAp')) next.ap = pick.ap;
    if (pick.move !== undefined && has(ship, 'move')) next.move = pick.move;
    if (pick.fire !== undefined && has(ship, 'fire')) next.fire = pick.fire;
    if (Object.keys(next).length > 0) kept[ship] = next;
  }
  return kept;
}

/** The picks a player submits: the proposal, with what they chose in the menus on top. */
export function mergePicks(proposal: Picks | undefined, chosen: Picks | undefined): Picks {
  const merged: Record<string, ShipPicks> = { ...(proposal ?? {}) };
  for (const [ship, pick] of Object.entries(chosen ?? {})) merged[ship] = { ...merged[ship], ...pick };
  return merged;
}

/** How far back in the log the last impulse's orders are looked for. */
const LOOK_BACK = 60;

/**
 * The side's last orders per ship, from the game log ("same as last impulse"): the newest AP use,
 * move and target each ship was given, in a batch or one by one. Standing orders' own play is not
 * the player's composing, and is skipped.
 */
export function lastPicks(log: readonly impulse.Command[], side: string): Picks {
  const picks: Record<string, ShipPicks> = {};
  const note = (ship: string, slot: keyof ShipPicks, value: string) => {
    const current = picks[ship] ?? {};
    if (current[slot] === undefined) picks[ship] = { ...current, [slot]: value };
  };
  const read = (c: impulse.Command) => {
    if (c.side !== side) return;
    if (c.type === 'useAp') note(c.ship, 'ap', encodeApUse(c.use));
    else if (c.type === 'move') note(c.ship, 'move', c.afterburner ? `${c.how}+ab` : c.how);
    else if (c.type === 'fire' && typeof c.targets[0] === 'string') note(c.ship, 'fire', c.targets[0]);
  };
  for (const command of log.slice(-LOOK_BACK).reverse()) {
    if (command.type === 'batch') [...command.commands].reverse().forEach(read);
    else read(command);
  }
  return picks;
}
