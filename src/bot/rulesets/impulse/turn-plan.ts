/**
 * A turn composed in the prompt (AP use, movement, a target for every charged weapon) turned into
 * one atomic batch. Firing depends on where the ship will be, so each fire order is tried on the
 * state the earlier orders lead to and kept only where the target is then in arc and range.
 */
import { impulse } from '../../../engine/index.js';
import type { Draft } from '../../games/draft.js';

type State = impulse.GameState;
type Command = impulse.Command;

/** "chargeYellow.1", "reinforceShield.forward", "retargetMissile.m3.vigil", "doNothing". */
export function encodeApUse(use: impulse.ApUse): string {
  switch (use.kind) {
    case 'chargeYellow':
      return `chargeYellow.${use.group}`;
    case 'reinforceShield':
      return `reinforceShield.${use.arc}`;
    case 'retargetMissile':
      return `retargetMissile.${use.missile}.${use.target}`;
    default:
      return use.kind;
  }
}

export function decodeApUse(text: string): impulse.ApUse | undefined {
  const [kind, a, b] = text.split('.');
  switch (kind) {
    case 'chargeYellow':
      return a !== undefined && /^\d+$/.test(a) ? { kind, group: Number(a) } : undefined;
    case 'reinforceShield':
      return a === 'forward' || a === 'right' || a === 'rear' || a === 'left' ? { kind, arc: a } : undefined;
    case 'retargetMissile':
      return a && b ? { kind, missile: a, target: b } : undefined;
    case 'defendInitiative':
    case 'changeInitiative':
    case 'chargeBattery':
    case 'enableSideslip':
    case 'powerThroughTurn':
    case 'doNothing':
      return { kind };
    default:
      return undefined;
  }
}

/** The state after the acting side ends steps until `step` (or until it is no longer its turn). */
export function lookAhead(state: State, side: string, step: impulse.TurnStep): State | undefined {
  let current = state;
  for (let i = 0; i < 5; i += 1) {
    const flow = current.flow;
    if (flow.phase !== 'turn' || !impulse.awaiting(current).includes(side)) return undefined;
    if (flow.step === step) return current;
    const next = impulse.applyCommand(current, { type: 'endStep', side });
    if (!next.ok) return undefined;
    current = next.value.state;
  }
  return undefined;
}

function applied(state: State, command: Command): State | undefined {
  const r = impulse.applyCommand(state, command);
  return r.ok ? r.value.state : undefined;
}

/** A ship's move pick as a command, when it names a move. */
function moveCommand(side: string, shipId: string, move: string | undefined): Command | undefined {
  if (!move) return undefined;
  const [how, burn] = move.split('+');
  if (!(impulse.MOVE_KINDS as readonly string[]).includes(how ?? '')) return undefined;
  return {
    type: 'move',
    side,
    ship: shipId,
    how: how as impulse.MoveKind,
    ...(burn === 'ab' ? { afterburner: true } : {}),
  };
}

/**
 * The batch for every ship's picks, step by step as the turn runs: every ship's action point use,
 * then every ship's move, then every ship's shots (issue 39: ship by ship, the first ship's move
 * ended the action point step before the next ship had used its point). Fire orders that would be
 * refused from where the ships will be are left out; the others are kept even when refused, so
 * the batch reports why.
 */
export function planTurn(state: State, side: string, draft: Draft): Command[] {
  const commands: Command[] = [];
  let current: State = state;
  const entries = Object.entries(draft.picks);
  const ordered: Command[] = [
    ...entries.flatMap(([shipId, picks]): Command[] => {
      const use = picks.ap === undefined ? undefined : decodeApUse(picks.ap);
      return use ? [{ type: 'useAp', side, ship: shipId, use }] : [];
    }),
    ...entries.flatMap(([shipId, picks]): Command[] => {
      const move = moveCommand(side, shipId, picks.move);
      return move ? [move] : [];
    }),
  ];
  for (const command of ordered) {
    // As the batch will: a move picked in the AP step ends that step first (batch.ts), so the
    // shots below are checked from where the ships will be.
    const next = applied(current, { type: 'batch', side, commands: [command] });
    commands.push(command);
    if (next) current = next;
  }
  const atFiring = entries.some(([, picks]) => picks.fire) ? lookAhead(current, side, 'firing') : undefined;
  if (!atFiring) return commands;
  let firing: State = atFiring;
  for (const [shipId, picks] of entries) {
    const target = picks.fire;
    const ship = firing.ships.find((s) => s.id === shipId);
    if (!target || !ship) continue;
    for (let group = 0; group < ship.groups.length; group += 1) {
      const shipNow = firing.ships.find((s) => s.id === shipId);
      if (!shipNow || !impulse.targetsFor(firing, shipNow, group).includes(target)) continue;
      const fire: Command = { type: 'fire', side, ship: shipId, group, targets: [target] };
      const next = applied(firing, fire);
      if (!next) continue;
      commands.push(fire);
      firing = next;
    }
  }
  return commands;
}
