/**
 * What a side (or a spectator) may see of a `squadron` game (issue 14): another side's dials stay
 * sealed until each ship reveals its own at its activation (seed 001's Planning phase), and the
 * damage deck's order and facedown cards are nobody's to read.
 */
import type { Viewer } from '../../ruleset.js';
import type { ParsedCommand } from './commands.js';
import { HIDDEN_DIAL, type SquadronState } from './state.js';

export function viewSquadron(state: SquadronState, viewer: Viewer): SquadronState {
  const revealed = (ship: string) => {
    const s = state.ships.find((x) => x.id === ship);
    return s !== undefined && (s.side === viewer || s.activated || state.phase === 'over');
  };
  const dials = Object.fromEntries(
    Object.entries(state.dials).map(([ship, dial]) => [ship, revealed(ship) ? dial : HIDDEN_DIAL]),
  );
  const places = Object.fromEntries(
    Object.entries(state.deck.places).map(([place, at]) => [
      place,
      { ...at, cards: at.cards.map((c, i) => (c.faceup ? c : { id: `facedown-${i + 1}`, faceup: false })) },
    ]),
  );
  return {
    ...state,
    dials,
    deck: { ...state.deck, drawPile: state.deck.drawPile.map((_, i) => `unknown-${i + 1}`), places },
  };
}

/** A logged dial is secret while the game runs: the channel learns that it was set, not which. */
export function publicSquadronCommand<C extends { readonly type: string }>(command: C): C {
  const c = command as unknown as ParsedCommand;
  if (c.type === 'dial') return { ...c, dial: HIDDEN_DIAL } as unknown as C;
  if (c.type === 'dials')
    return { ...c, dials: Object.fromEntries(Object.keys(c.dials).map((k) => [k, HIDDEN_DIAL])) } as unknown as C;
  return command;
}
