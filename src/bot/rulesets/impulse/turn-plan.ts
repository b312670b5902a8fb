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

/** The batch for one ship's picks; fire orders that would be refused are left out. */
export function planTurn(state: State, side: string, draft: Draft): Command[] {
  const commands: Command[] = [];
  let current: State = state;
  for (const [shipId, picks] of Object.entries(draft.picks)) {
    const use = picks.ap === undefined ? undefined : decodeApUse(picks.ap);
    const ordered: Command[] = [];
    if (use) ordered.push({ type: 'useAp', side, ship: shipId, use });
    if (picks.move) {
      const [how, burn] = picks.move.split('+');
      if ((impulse.MOVE_KINDS as readonly string[]).includes(how ?? ''))
        ordered.push({
          type: 'move',
          side,
          ship: shipId,
          how: how as impulse.MoveKind,
          ...(burn === 'ab' ? { afterburner: true } : {}),
        });
    }
    for (const command of ordered) {
      // As the batch will: a move picked in the AP step ends that step first (batch.ts), so the
      // shots below are checked from where the ship will be.
      const next = applied(current, { type: 'batch', side, commands: [command] });
      if (next) {
        commands.push(command);
        current = next;
      } else commands.push(command); // kept: the batch reports why it is refused
    }
    if (picks.fire) {
      const atFiring = lookAhead(current, side, 'firing');
      const ship = atFiring?.ships.find((s) => s.id === shipId);
      if (atFiring && ship) {
        let firing: State = atFiring;
        let endedSteps = false;
        for (let group = 0; group < ship.groups.length; group += 1) {
          const shipNow = firing.ships.find((s) => s.id === shipId);
          if (!shipNow || !impulse.targetsFor(firing, shipNow, group).includes(picks.fire)) continue;
          const fire: Command = { type: 'fire', side, ship: shipId, group, targets: [picks.fire] };
          const next = applied(firing, fire);
          if (!next) continue;
          commands.push(fire);
          firing = next;
          endedSteps = true;
        }
        if (endedSteps) current = firing;
      }
    }
  }
  return commands;
}
