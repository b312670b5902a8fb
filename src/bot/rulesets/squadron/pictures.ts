/** `squadron`'s pictures (issue 14): the map after a report, `/map`, `/replay`, and the ship sheet. */
import { squadron } from '../../../engine/index.js';
import { squadronPictures } from '../../../render/index.js';
import { loose, type Translate } from '../../locales/index.js';
import type { OutgoingFile } from '../../pipeline/request.js';
import { pictureWords } from '../../presentation/picture-words.js';
import { momentText } from './status.js';
import { actionText, manoeuvreText, shipName, shortManoeuvre, sideName } from './words.js';

type State = squadron.SquadronState;
type Event = squadron.SquadronEvent;

/** A base's plate: its name, then skill, hull, shields and the manoeuvre it flew ("2↑"). */
function plate(t: Translate, state: State, base: squadron.BoardBase): string {
  const say = loose(t);
  const flown = base.flown ? ` · ${shortManoeuvre(base.flown)}` : '';
  const hull = say('squadron.map.hull', { skill: base.skill, hull: base.hullLeft, shields: base.shields });
  return `${shipName(state, base.id)}\n${hull}${flown}`;
}

/** The map's words in the reader's language: header, plates, attacks and their panel lines, legend. */
export function mapWords(
  t: Translate,
  state: State,
  board: squadron.SquadronBoard,
  events: readonly Event[],
): squadronPictures.SquadronMapWords {
  const say = loose(t);
  const shots = board.shots.map((s) => {
    const text = say('squadron.map.shot', { hits: s.hits, crits: s.crits });
    const names = { attacker: shipName(state, s.attacker), defender: shipName(state, s.defender) };
    return {
      attacker: s.attacker,
      defender: s.defender,
      text,
      line: say('squadron.map.shotLine', { ...names, result: text }),
    };
  });
  const plates = Object.fromEntries(board.bases.map((b) => [b.id, plate(t, state, b)]));
  const legend = ['focus', 'evade', 'stress', 'cloak', 'disarmed', 'reinforce', 'lock', 'obstacle'].map((k) =>
    say(`squadron.map.legend.${k}`),
  );
  return {
    header: [state.scenario.name, headerMoment(t, state, events)],
    plates,
    shots,
    legend,
    rulers: say('squadron.map.legend.rulers'),
    sides: state.sides.map((side) => sideName(state, side.id)),
    // The manoeuvre's code is explained only where a plate shows one.
    codes: say(board.bases.some((b) => b.flown) ? 'squadron.map.legend.codes' : 'squadron.map.legend.codesHull'),
  };
}

/**
 * The moment a map's events show, when the flow has moved past it, else null: a report closed by the
 * Combat phase's start shows that round's Activation (every ship's move), and one closed by the
 * round's end (`tokensCleared`) its Combat, while the state may already be at the next phase.
 */
export function picturedMoment(t: Translate, state: State, events: readonly Event[]): string | null {
  const say = loose(t);
  const last = events.at(-1);
  const shown =
    last?.type === 'phaseStarted' && last.phase === 'combat'
      ? { round: last.round, phase: 'activation' as const }
      : last?.type === 'tokensCleared'
        ? { round: last.round, phase: 'combat' as const }
        : null;
  if (!shown || (state.phase === shown.phase && state.round === shown.round)) return null;
  return say('squadron.moment.now', {
    round: shown.round,
    rounds: state.scenario.rounds,
    phase: say(`squadron.phases.${shown.phase}`),
  });
}

export async function mapFile(t: Translate, state: State, events: readonly Event[]): Promise<OutgoingFile> {
  const board = squadron.SQUADRON.boardView(state, events);
  const data = await squadronPictures.renderSquadronMap(board, mapWords(t, state, board, events));
  return { name: 'squadron-map.png', data, description: mapAlt(t, state, board) };
}

/** The map's alt text: each ship still flying with the hull it has left, in words ("hull 2 of 3"). */
export function mapAlt(t: Translate, state: State, board: squadron.SquadronBoard): string {
  const say = loose(t);
  const ships = board.bases
    .filter((b) => !b.destroyed)
    .map((b) => say('squadron.map.altShip', { name: shipName(state, b.id), left: b.hullLeft, max: b.hull }))
    .join(', ');
  return say('squadron.map.alt', { ships }).slice(0, 1000);
}

/** The header's moment: the one the picture shows, then the flow's as what comes next when they differ. */
function headerMoment(t: Translate, state: State, events: readonly Event[]): string {
  const now = momentText(t, state);
  const shown = picturedMoment(t, state, events);
  return shown === null ? now : `${shown} · ${pictureWords(t).map.next(now)}`;
}

/** A card's «Ação:» in words: "1 focus, 1 evade; then 1 stress". */
export function cardEffectText(
  t: Translate,
  effect: { readonly focus: number; readonly evade: number; readonly shields: number; readonly stress: number },
): string {
  const say = loose(t);
  const gains = (['focus', 'evade', 'shields'] as const)
    .filter((k) => effect[k] > 0)
    .map((k) => say(`squadron.sheet.effect.${k}`, { n: effect[k] }));
  const then = effect.stress > 0 ? say('squadron.sheet.effect.stress', { n: effect.stress }) : '';
  return [gains.join(', '), then].filter(Boolean).join('; ');
}

export async function shipSheet(t: Translate, state: State, id: string): Promise<OutgoingFile> {
  const say = loose(t);
  const ship = state.ships.find((s) => s.id === id);
  if (!ship) return mapFile(t, state, []);
  const kinds = squadron.faceupKinds(state.deck, ship.id);
  const lines: squadronPictures.CardLine[] = [
    {
      text: say('squadron.sheet.type', { type: ship.stats.typeName, skill: ship.stats.skill, points: ship.stats.cost }),
    },
    ...(ship.stats.ability
      ? [{ text: say(`squadron.abilities.${ship.stats.ability}`), colour: 'muted' as const }]
      : []),
    // Granted free actions (issue 41): "After a focus action: a free barrel roll."
    ...(ship.stats.grants ?? []).map((g) => ({
      text: say('squadron.sheet.grant', { after: actionText(t, g.after), action: actionText(t, g.action) }),
      colour: 'muted' as const,
    })),
    {
      text: say('squadron.sheet.numbers', {
        attack: ship.stats.attack,
        agility: ship.stats.agility,
        hull: ship.stats.hull - ship.damage,
        hullMax: ship.stats.hull,
        shields: ship.shields,
        shieldsMax: ship.stats.shields,
      }),
    },
    { text: say('squadron.sheet.actions', { actions: ship.stats.actions.map((a) => actionText(t, a)).join(', ') }) },
    ...ship.weapons.map((w) => ({
      text: say('squadron.sheet.weapon', {
        name: w.name,
        attack: w.attack,
        range: `${w.minRange}-${w.maxRange}`,
        charges: w.charges === null ? '∞' : `${w.charges}/${w.chargesMax ?? 0}`,
        lock: w.requiresLock ? say('squadron.sheet.needsLock') : '',
      }),
    })),
    // Action cards (issue 41): "Tactical Officer · Action: 1 focus, 1 evade; then 1 stress".
    ...(ship.stats.cards ?? []).map((k) => ({
      text: say('squadron.sheet.card', { name: k.name, effect: cardEffectText(t, k.effect) }),
    })),
    ...kinds.map((k) => ({
      text: `${say(`squadron.cards.${k}.name`)}: ${say(`squadron.cards.${k}.text`)}`,
      colour: 'red' as const,
    })),
    { text: say('squadron.sheet.dial'), colour: 'heading' },
    // The picture shows the colour itself: the dial's words without the emoji the fonts lack.
    ...ship.stats.dial.map((d) => ({
      text: `${manoeuvreText(t, d)} · ${say(`squadron.colours.${squadron.difficultyOf(state.deck, ship, d)}`)}`,
      colour: squadron.difficultyOf(state.deck, ship, d),
    })),
  ];
  return {
    name: 'squadron-ship.png',
    data: await squadronPictures.renderTextCard(shipName(state, ship.id), lines),
    description: lines
      .map((l) => l.text)
      .join('; ')
      .slice(0, 1000),
  };
}
