/**
 * `fleet`'s public lines and report (issue 43 deliverable 8): what happened, in the reader's words.
 * The line says each activation, attack, damage, move and score in short; the report adds every die
 * rolled, rerolled or cancelled, the tokens spent, the cards dealt. Dials never: until revealed they
 * are only counted ("3 of 4 dials").
 */
import { formatHex } from '../../../engine/index.js';
import type { FleetEvent, FleetState } from '../../../engine/rulesets/fleet/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { errorWords } from './explain.js';
import {
  attackerText,
  bandWord,
  cardName,
  commandWord,
  diceText,
  dieText,
  facingWord,
  reasonWord,
  sideName,
  tokenWord,
  unitName,
  veersText,
  zoneWord,
} from './words.js';
import { linesWithin } from '../../presentation/lines-within.js';

type State = FleetState;
type Event = FleetEvent;

const shieldsText = (t: Translate, lost: Readonly<Partial<Record<string, number>>>): string =>
  Object.entries(lost)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([zone, n]) => `${zoneWord(t, zone as 'front')} −${n}`)
    .join(', ');

/** An attack's short lines: declared, tokens spent, damage; undefined for an event of another kind. */
function attackLine(t: Translate, state: State, e: Event): string | null | undefined {
  const say = loose(t);
  const ship = 'ship' in e && typeof e.ship === 'string' ? unitName(state, e.ship) : '';
  switch (e.type) {
    case 'attackDeclared':
      return say(e.obstructed ? 'fleet.narrate.attackObstructed' : `fleet.narrate.attack.${e.kind}`, {
        attacker: attackerText(t, state, e.attacker),
        defender: attackerText(t, state, e.defender),
        band: bandWord(t, e.band),
        distance: e.distance,
        dropped: e.dropped ? say(`fleet.dice.${e.dropped}`) : '—',
      });
    case 'defenceSpent':
      return e.tokens.length === 0
        ? null
        : say('fleet.narrate.defence', {
            tokens: e.tokens
              .map((k) =>
                k.type === 'redirect' && e.redirect
                  ? say('fleet.words.redirectTo', { zone: zoneWord(t, e.redirect) })
                  : tokenWord(t, k.type),
              )
              .join(', '),
          });
    case 'damageResolved':
      if (e.total === 0) return say('fleet.narrate.damageNone', { defender: attackerText(t, state, e.defender) });
      return say(e.defender.kind === 'ship' ? 'fleet.narrate.damageShip' : 'fleet.narrate.damageSquadron', {
        defender: attackerText(t, state, e.defender),
        total: e.total,
        braced: e.braced ? say('fleet.words.braced') : '',
        shields: shieldsText(t, e.shieldsLost) || '—',
        cards: e.cards,
        hull: e.hullLost,
      });
    case 'criticalEffect':
      return say('fleet.narrate.critical', { ship, card: cardName(t, e.card) });
    case 'shipDestroyed':
      return say(e.cause === 'offBoard' ? 'fleet.narrate.offBoard' : 'fleet.narrate.destroyed', { ship });
    case 'squadronDestroyed':
      return say('fleet.narrate.squadronDestroyed', { unit: unitName(state, e.squadron) });
    default:
      return undefined;
  }
}

/** Moves' short lines: manoeuvres, overlaps, obstacles, squadrons; undefined for an event of another kind. */
function moveLine(t: Translate, state: State, e: Event): string | null | undefined {
  const say = loose(t);
  const ship = 'ship' in e && typeof e.ship === 'string' ? unitName(state, e.ship) : '';
  switch (e.type) {
    case 'shipManoeuvred':
      return say(e.moved < e.speed ? 'fleet.narrate.manoeuvreShort' : 'fleet.narrate.manoeuvre', {
        ship,
        speed: e.speed,
        moved: e.moved,
        veers: veersText(t, e.veers.slice(0, Math.max(e.moved, 0))),
        hex: formatHex(e.to.anchor),
        facing: facingWord(t, e.to.facing),
      });
    case 'speedChanged':
      return say('fleet.narrate.speed', { ship, from: e.from, to: e.to });
    case 'damageCardDealt':
      return e.cause === 'overlap' ? say('fleet.narrate.overlapCard', { ship }) : null;
    case 'tokensLocked':
      return say('fleet.report.locked', { tokens: e.tokens.map((k) => tokenWord(t, k)).join(', ') });
    case 'overlapped':
      return say('fleet.narrate.overlap', { ship, other: unitName(state, e.other), speed: e.atSpeed });
    case 'squadronsDisplaced':
      return say('fleet.narrate.displaced', {
        ship,
        units: e.squadrons.map((id) => unitName(state, id)).join(', '),
        side: sideName(state, e.placer),
      });
    case 'squadronPlaced':
      return say('fleet.narrate.placed', { unit: unitName(state, e.squadron), hex: formatHex(e.hex) });
    case 'obstacleStruck':
      return say(`fleet.narrate.obstacle.${e.obstacle}`, { ship, hex: formatHex(e.hex) });
    case 'squadronMoved':
      if (e.from.q === e.to.q && e.from.r === e.to.r)
        return say('fleet.narrate.squadronStayed', { unit: unitName(state, e.squadron), hex: formatHex(e.to) });
      return say('fleet.narrate.squadronMoved', {
        unit: unitName(state, e.squadron),
        from: formatHex(e.from),
        to: formatHex(e.to),
      });
    default:
      return undefined;
  }
}

/** One event's short line, or null when the line leaves it to the report. */
function lineOf(t: Translate, state: State, e: Event): string | null {
  const attack = attackLine(t, state, e);
  if (attack !== undefined) return attack;
  const move = moveLine(t, state, e);
  if (move !== undefined) return move;
  return otherLine(t, state, e);
}

function otherLine(t: Translate, state: State, e: Event): string | null {
  const say = loose(t);
  const ship = 'ship' in e && typeof e.ship === 'string' ? unitName(state, e.ship) : '';
  switch (e.type) {
    case 'roundStarted':
      return say('fleet.narrate.round', { round: e.round, side: sideName(state, e.initiative) });
    case 'phaseStarted':
      return say(`fleet.narrate.phase.${e.phase}`, { round: e.round });
    case 'dialsSet':
      return say('fleet.narrate.dialsSet', { side: sideName(state, e.side), ship, depth: e.depth, of: e.of });
    case 'shipActivated':
      return say(e.use === 'command' ? 'fleet.narrate.activatedCommand' : 'fleet.narrate.activatedToken', {
        ship,
        dial: commandWord(t, e.dial),
      });
    case 'commandTokenGained':
      return say('fleet.narrate.tokenGained', { ship, token: commandWord(t, e.token) });
    case 'commandTokenSpent':
      return say('fleet.narrate.tokenSpent', { ship, token: commandWord(t, e.token) });
    case 'engineeringGained':
      return say('fleet.narrate.engineering', { ship, points: e.points });
    case 'shieldMoved':
      return say('fleet.narrate.shieldMoved', { ship, from: zoneWord(t, e.from), to: zoneWord(t, e.to) });
    case 'shieldRecovered':
      return say('fleet.narrate.shieldRecovered', { ship, zone: zoneWord(t, e.zone) });
    case 'damageRepaired':
      return say('fleet.narrate.damageRepaired', {
        ship,
        card: e.faceup ? cardName(t, e.card) : say('fleet.words.facedownCard'),
      });
    case 'squadronOrdered':
      return say('fleet.narrate.ordered', { ship, unit: unitName(state, e.squadron) });
    case 'tokensReadied':
      return say('fleet.narrate.readied', { round: e.round });
    case 'initiativePassed':
      return say('fleet.narrate.initiative', { side: sideName(state, e.to) });
    case 'objectiveScored':
      return say('fleet.narrate.scored', { side: sideName(state, e.side), points: e.points });
    case 'salvagePicked':
      return say('fleet.narrate.salvagePicked', { ship });
    case 'salvageLost':
      return say('fleet.narrate.salvageLost', { ship });
    case 'planStopped':
      return say('fleet.narrate.planStopped', {
        side: sideName(state, e.side),
        n: e.index + 1,
        why: errorWords(t, e.code),
      });
    case 'gameEnded':
      return e.winner
        ? say('fleet.narrate.won', { side: sideName(state, e.winner), reason: reasonWord(t, e.reason) })
        : say('fleet.narrate.draw', { reason: reasonWord(t, e.reason) });
    default:
      return null;
  }
}

/** The report's extra lines for an event: the dice and the cards. */
function detailOf(t: Translate, state: State, e: Event): string | null {
  const say = loose(t);
  switch (e.type) {
    case 'attackRolled':
      return say('fleet.report.rolled', { dice: diceText(t, e.dice) });
    case 'dieAdded':
      return say('fleet.report.added', { die: dieText(t, e.colour, e.face) });
    case 'dieRerolled':
      return say(`fleet.report.rerolled.${e.by}`, {
        n: e.index + 1,
        from: dieText(t, e.colour, e.from),
        to: dieText(t, e.colour, e.to),
      });
    case 'diceCancelled':
      return say('fleet.report.cancelled', {
        dice: e.indices.map((i) => i + 1).join(', '),
        by: tokenWord(t, e.by),
      });
    case 'damageCardDealt':
      if (e.cause === 'overlap') return null;
      return say(e.faceup ? 'fleet.report.cardFaceup' : 'fleet.report.cardFacedown', {
        ship: unitName(state, e.ship),
        card: e.card ? cardName(t, e.card) : '',
        cause: say(`fleet.report.causes.${e.cause}`),
      });
    default:
      return null;
  }
}

export function narrateFleet(t: Translate, state: State, events: readonly Event[]): string {
  return events
    .map((e) => lineOf(t, state, e))
    .filter((l): l is string => l !== null && l !== '')
    .join('\n');
}

/** Lines joined up to `room` characters; what does not fit is said to be cut. */
const within = (t: Translate, lines: readonly string[], room: number): string =>
  linesWithin(lines, room, loose(t)('fleet.report.more'));

export function reportFleet(t: Translate, state: State, events: readonly Event[], room: number): string {
  const lines = events.flatMap((e) => {
    const line = lineOf(t, state, e);
    const detail = detailOf(t, state, e);
    return [line, detail ? `  ${detail}` : null].filter((l): l is string => l !== null && l !== '');
  });
  return lines.length === 0 ? '' : within(t, lines, room);
}
