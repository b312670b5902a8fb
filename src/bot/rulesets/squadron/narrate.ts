/**
 * `squadron`'s public lines and report (issue 14): what happened, in the reader's words. The line
 * says the moves, actions, attacks and their results; the report adds every die rolled.
 */
import type { squadron } from '../../../engine/index.js';
import { formatHex } from '../../../engine/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { actionText, cardName, dialText, faceText, shipName, sideName } from './words.js';

type State = squadron.SquadronState;
type Event = squadron.SquadronEvent;

function actionLine(t: Translate, state: State, e: Extract<Event, { type: 'actionTaken' }>): string {
  const say = loose(t);
  const target = e.detail?.['target'];
  const card = e.detail?.['card'];
  const what =
    typeof target === 'string'
      ? `${actionText(t, e.action)} → ${shipName(state, target)}`
      : typeof card === 'string'
        ? `${actionText(t, e.action)}: ${cardName(state, e.ship, card)}`
        : actionText(t, e.action);
  return say(e.free ? 'squadron.narrate.freeAction' : 'squadron.narrate.action', {
    ship: shipName(state, e.ship),
    action: what,
  });
}

function lineOf(t: Translate, state: State, e: Event): string | null {
  const say = loose(t);
  const ship = 'ship' in e && typeof e.ship === 'string' ? shipName(state, e.ship) : '';
  switch (e.type) {
    case 'roundStarted':
      return say('squadron.narrate.round', { round: e.round });
    case 'dialSet':
      // "n of m dials set", never which: the channel follows the Planning phase without its secrets.
      return say('squadron.narrate.dialSet', { side: sideName(state, e.side), ready: e.ready, of: e.of });
    case 'dialsComplete':
      return say('squadron.narrate.dialsComplete');
    case 'shipMoved':
      return say('squadron.narrate.moved', { ship, dial: dialText(t, state, e.ship, e.dial), hex: formatHex(e.to) });
    case 'decloaked':
      return say('squadron.narrate.decloaked', { ship, hex: formatHex(e.to) });
    case 'stayedCloaked':
      return say('squadron.narrate.stayedCloaked', { ship });
    case 'collided':
      return say('squadron.narrate.collided', { ship, with: e.with.map((id) => shipName(state, id)).join(', ') });
    case 'obstacleHit':
      return say(`squadron.narrate.${e.kind}`, { ship });
    case 'fled':
      return say('squadron.narrate.fled', { ship });
    case 'stressChanged':
      return say('squadron.narrate.stress', { ship, stress: e.stress });
    case 'actionTaken':
      return e.action === 'pass' ? say('squadron.narrate.passed', { ship }) : actionLine(t, state, e);
    case 'actionStepSkipped':
      return say(`squadron.narrate.skipped.${e.reason}`, { ship });
    case 'lockAcquired':
      return say('squadron.narrate.lock', { ship, target: shipName(state, e.target), letter: e.letter });
    case 'lockSpent':
      return say('squadron.narrate.lockSpent', { ship, target: shipName(state, e.target) });
    case 'attackDeclared':
      return say('squadron.narrate.attack', {
        ship: shipName(state, e.attacker),
        target: shipName(state, e.defender),
        band: e.band,
        attack: e.attackDice,
        defence: e.defenceDice,
      });
    case 'holdsFire':
      return e.reason === 'noTarget' ? null : say(`squadron.narrate.hold.${e.reason}`, { ship });
    case 'tokenSpent':
      return say(`squadron.narrate.spent.${e.token}`, { ship });
    case 'attackResult':
      return say('squadron.narrate.result', { ship: shipName(state, e.defender), hits: e.hits, crits: e.crits });
    case 'damageDealt':
      return e.kind ? say('squadron.narrate.critical', { ship, card: say(`squadron.cards.${e.kind}.name`) }) : null;
    case 'shipDestroyed':
      return say('squadron.narrate.destroyed', { ship });
    case 'shieldRestored':
      return say('squadron.narrate.shieldRestored', { ship, shields: e.shields });
    case 'phaseStarted':
      return e.phase === 'planning' ? null : say(`squadron.narrate.phase.${e.phase}`);
    case 'gameOver':
      return say('squadron.narrate.over', {
        winner: e.winner ? sideName(state, e.winner) : say('squadron.narrate.nobody'),
        reason: say(`squadron.outcomes.${e.reason}`),
      });
    default:
      return null;
  }
}

export function narrateSquadron(t: Translate, state: State, events: readonly Event[]): string {
  return events
    .map((e) => lineOf(t, state, e))
    .filter((l): l is string => l !== null)
    .join('\n');
}

/** Every die of the stretch: "Attack (Mira Sol): hit · focus · blank". */
export function reportSquadron(t: Translate, s: State, events: readonly Event[], room: number): string {
  const say = loose(t);
  const who = (purpose: string) => {
    const [kind, id] = purpose.split(':');
    return say(
      `squadron.report.${kind === 'defence' ? 'defence' : kind === 'attack' ? 'attack' : kind === 'obstacle' ? 'obstacle' : kind === 'consoleFire' ? 'fire' : 'other'}`,
      {
        ship: id ? shipName(s, id) : '',
      },
    );
  };
  const lines = events.flatMap((e) => {
    if (e.type === 'symbolDiceRolled')
      return [`${who(e.purpose)}: ${e.faces.map((f) => faceText(t, e.die, f)).join(' · ') || '—'}`];
    if (e.type === 'symbolDiceRerolled')
      return [
        say('squadron.report.rerolled', {
          dice: e.which.map((i) => i + 1).join(', '),
          faces: e.faces.map((f) => faceText(t, e.die, f)).join(' · '),
        }),
      ];
    if (e.type === 'symbolDieChanged')
      return [say('squadron.report.changed', { die: e.which + 1, face: faceText(t, e.die, e.to) })];
    if (e.type === 'symbolDieAdded') return [say('squadron.report.added', { face: faceText(t, e.die, e.face) })];
    return [];
  });
  // A stretch without dice (every ship moved, none fired) has no report beyond its lines.
  const text = lines.join('\n');
  return text.length <= room ? text : `${text.slice(0, Math.max(0, room - 1))}…`;
}
