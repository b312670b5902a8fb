/**
 * The reload action (issue 41 item 2; seed 001, "Recarga"): «escolha qualquer número de cartas de
 * melhoria do tipo torpedo ou míssil e vire-as com a face voltada para cima, em seguida atribua à
 * nave uma ficha de armas desabilitadas». Shots left are set per card before the Ravager's action
 * step; the table says what each reload leaves, or why it is refused.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { RAIL_CANNON, dialAll, passActions, play, refusal, ship, table } from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
type Shots = Readonly<Record<string, number>>;

/** The Ravager (skill 2) at its action step with a torpedo (2 shots), a missile (1) and a cannon. */
async function ravagerWith(shots: Shots): Promise<State> {
  const state = await table(
    [{ pilot: 'mira-sol', hex: '1010', facing: 'N' }],
    [{ pilot: 'ravager-crew', upgrades: ['heavy-torpedo', 'cluster-rack'], hex: '1006', facing: 'S' }],
  );
  const armed = {
    ...state,
    ships: state.ships.map((s) =>
      s.id === 'ravager-crew'
        ? { ...s, weapons: [...s.weapons, RAIL_CANNON].map((w) => ({ ...w, charges: shots[w.id] ?? w.charges })) }
        : s,
    ),
  };
  return passActions(dialAll(armed, { 'mira-sol': '1TW', 'ravager-crew': '1FG' }).state, 'ravager-crew').state;
}

const reload = (weapons?: string[], weapon?: string) =>
  ({
    type: 'action',
    side: 'veyra',
    ship: 'ravager-crew',
    action: 'reload',
    ...(weapons ? { weapons } : {}),
    ...(weapon ? { weapon } : {}),
  }) as const;

const shotsOf = (state: State): Shots =>
  Object.fromEntries(ship(state, 'ravager-crew').weapons.map((w) => [w.id, w.charges ?? -1]));

describe('«escolha qualquer número de cartas de melhoria do tipo torpedo ou míssil e vire-as com a face voltada para cima»', () => {
  test.each([
    // shots before, cards named, shots after
    [
      'both spent, both named',
      { 'heavy-torpedo': 0, 'cluster-rack': 0 },
      ['heavy-torpedo', 'cluster-rack'],
      { 'heavy-torpedo': 2, 'cluster-rack': 1 },
    ],
    [
      'both spent, one named',
      { 'heavy-torpedo': 0, 'cluster-rack': 0 },
      ['cluster-rack'],
      { 'heavy-torpedo': 0, 'cluster-rack': 1 },
    ],
    [
      'both spent, none named: every spent one',
      { 'heavy-torpedo': 0, 'cluster-rack': 0 },
      undefined,
      { 'heavy-torpedo': 2, 'cluster-rack': 1 },
    ],
    [
      'a torpedo fired once of two: all its shots back',
      { 'heavy-torpedo': 1 },
      ['heavy-torpedo'],
      { 'heavy-torpedo': 2, 'cluster-rack': 1 },
    ],
  ])('%s', async (_, before, weapons, after) => {
    const { state } = play(await ravagerWith(before), reload(weapons));
    expect(shotsOf(state)).toEqual({ ...after, 'rail-cannon': 0 });
    // «em seguida atribua à nave uma ficha de armas desabilitadas»
    expect(ship(state, 'ravager-crew').disarmed).toBe(true);
  });

  test.each([
    // shots before, cards named, refusal
    ['a cannon is never reloaded', { 'heavy-torpedo': 0 }, ['heavy-torpedo', 'rail-cannon'], 'NOT_ORDNANCE'],
    ['a card face up is not flipped', { 'heavy-torpedo': 0 }, ['cluster-rack'], 'NOT_SPENT'],
    ['a card the ship does not carry', { 'heavy-torpedo': 0 }, ['seeker-missile'], 'NO_SUCH_WEAPON'],
    ['nothing spent: nothing to flip (only the cannon is empty)', {}, undefined, 'NOTHING_TO_RELOAD'],
  ])('refused: %s', async (_, before, weapons, code) => {
    const ready = await ravagerWith(before);
    expect(refusal(ready, reload(weapons))).toBe(code);
    // A refused reload costs nothing: the ship may still act.
    expect(refusal(ready, { type: 'action', side: 'veyra', ship: 'ravager-crew', action: 'focus' })).toBeUndefined();
  });

  test('a reload logged with one weapon (before issue 41) flips that card', async () => {
    const { state } = play(
      await ravagerWith({ 'heavy-torpedo': 0, 'cluster-rack': 0 }),
      reload(undefined, 'heavy-torpedo'),
    );
    expect(shotsOf(state)).toEqual({ 'heavy-torpedo': 2, 'cluster-rack': 0, 'rail-cannon': 0 });
  });

  test('every choice of the spent torpedoes and missiles is offered, never the cannon', async () => {
    const ready = await ravagerWith({ 'heavy-torpedo': 0, 'cluster-rack': 0 });
    const offered = squadron.SQUADRON.legalCommands(ready, 'veyra').flatMap((c) =>
      c.type === 'action' && c.action === 'reload' ? [c.weapons] : [],
    );
    expect(offered).toEqual([['heavy-torpedo', 'cluster-rack'], ['heavy-torpedo'], ['cluster-rack']]);
  });
});
