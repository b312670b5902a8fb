/**
 * A `squadron` game keeps the rules it was created under (`rules-version.ts`), so its stored log
 * replays exactly (undo, /game restore, exports): a `squadron-1` game plays by the rules before
 * issue 41, a new game is `squadron-2` and plays by issue 41's. Each row below is one rule that
 * changed, played on a table created now and on the same table marked `squadron-1`.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { rulesFrom, squadronVersion } from '../../../../src/engine/rulesets/squadron/rules-version.js';
import { RAIL_CANNON } from '../../../helpers/squadron-game.js';
import {
  arrange,
  dialAll,
  passActions,
  play,
  refusal,
  ship,
  squadronGame,
  table,
} from '../../../helpers/squadron-game.js';

type State = squadron.SquadronState;
type Version = 'squadron-1' | 'squadron-2';

const as = (state: State, rulesVersion: Version): State => ({ ...state, rulesVersion });

describe('the rules version', () => {
  test('a new game is squadron-2', async () => {
    expect(squadron.SQUADRON.rulesVersion).toBe('squadron-2');
    expect((await squadronGame('dogfight')).state.rulesVersion).toBe('squadron-2');
  });

  test.each([
    ['squadron-1', 1, false],
    ['squadron-2', 2, true],
    ['squadron-10', 10, true],
    ['impulse-7', 0, false],
  ])('%s reads as %d (the issue 41 rules: %s)', (rulesVersion, version, from2) => {
    expect(squadronVersion({ rulesVersion })).toBe(version);
    expect(rulesFrom({ rulesVersion }, 2)).toBe(from2);
  });
});

/** The Warden Gunner (concord) at its action step, Reinforce on its bar. */
async function wardenAtAction(rulesVersion: Version): Promise<State> {
  const state = await table(
    [{ pilot: 'warden-gunner', hex: '1010', facing: 'N' }],
    [{ pilot: 'shard-drone', hex: '1002', facing: 'S' }],
  );
  return passActions(dialAll(as(state, rulesVersion)).state, 'warden-gunner').state;
}

describe('«escolha o lado dianteiro ou traseiro» (seed 001, "Reforço")', () => {
  const reinforce = { type: 'action', side: 'concord', ship: 'warden-gunner', action: 'reinforce' } as const;

  test.each([
    // rules, reinforce naming no end gives, or is refused with
    ['squadron-1', 'fore', undefined],
    ['squadron-2', null, 'WHICH_END'],
  ] as const)('%s: a reinforce with no end: %s, refused %s', async (rulesVersion, token, code) => {
    const warden = await wardenAtAction(rulesVersion);
    expect(refusal(warden, reinforce)).toBe(code);
    if (token) expect(ship(play(warden, reinforce).state, 'warden-gunner').reinforce).toBe(token);
    // Naming the end is the same under either.
    expect(ship(play(warden, { ...reinforce, end: 'aft' }).state, 'warden-gunner').reinforce).toBe('aft');
  });
});

/** The Lance (concord, skill 2) uncloaked; the Wraith Hunter (veyra, 4) cloaked; dials set. */
async function cloakedAfterDials(rulesVersion: Version) {
  const state = await table(
    [{ pilot: 'lance-cadet', hex: '0515', facing: 'N' }],
    [{ pilot: 'wraith-hunter', hex: '0805', facing: 'S' }],
  );
  return dialAll(arrange(as(state, rulesVersion), { 'wraith-hunter': { cloaked: true } }));
}

/** The events of the Activation phase that say who activates, reveals and decloaks, in order. */
const flow = (events: readonly squadron.SquadronEvent[]) =>
  events.flatMap((e) =>
    e.type === 'shipActivates' || e.type === 'dialRevealed' || e.type === 'stayedCloaked'
      ? [`${e.type} ${e.ship}`]
      : [],
  );

describe('«Camuflagem»: when a cloaked ship chooses whether to decloak', () => {
  test('squadron-1: no window; the cloaked ship chooses at its own activation, then reveals its dial', async () => {
    const { state: opened, events } = await cloakedAfterDials('squadron-1');
    // The Lance (skill 2) activates at once: nobody is asked to decloak first.
    expect(opened.activation).toMatchObject({ ship: 'lance-cadet', step: 'action' });
    const passed = play(opened, { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'pass' });
    // The Wraith Hunter is taken off the queue and asked, before its dial is revealed.
    expect(passed.state.activation).toMatchObject({ ship: 'wraith-hunter', step: 'decloak' });
    expect(passed.state.toActivate).toEqual([]);
    expect(squadron.SQUADRON.tasks(passed.state, 'veyra')).toEqual([
      { unit: 'wraith-hunter', required: true, can: ['decloak'] },
    ]);
    const stayed = play(passed.state, { type: 'decloak', side: 'veyra', ship: 'wraith-hunter', how: 'stay' });
    expect(flow([...events, ...passed.events, ...stayed.events])).toEqual([
      'shipActivates lance-cadet',
      'dialRevealed lance-cadet',
      'shipActivates wraith-hunter',
      'stayedCloaked wraith-hunter',
      'dialRevealed wraith-hunter',
    ]);
    expect(stayed.state.activation).toMatchObject({ ship: 'wraith-hunter', step: 'action' });
  });

  test('squadron-2: the window at the start of the Activation phase, before any dial is revealed', async () => {
    const { state: opened, events } = await cloakedAfterDials('squadron-2');
    expect(opened.activation).toMatchObject({ ship: 'wraith-hunter', step: 'decloak' });
    const stayed = play(opened, { type: 'decloak', side: 'veyra', ship: 'wraith-hunter', how: 'stay' });
    const rest = passActions(stayed.state);
    expect(flow([...events, ...stayed.events, ...rest.events])).toEqual([
      'stayedCloaked wraith-hunter',
      'shipActivates lance-cadet',
      'dialRevealed lance-cadet',
      'shipActivates wraith-hunter',
      'dialRevealed wraith-hunter',
    ]);
  });

  test('squadron-1: a whole round with a cloaked ship replays from its log', async () => {
    const { state: opened } = await cloakedAfterDials('squadron-1');
    const log: squadron.SquadronCommand[] = [
      { type: 'action', side: 'concord', ship: 'lance-cadet', action: 'pass' },
      { type: 'decloak', side: 'veyra', ship: 'wraith-hunter', how: 'boost' },
      { type: 'action', side: 'veyra', ship: 'wraith-hunter', action: 'focus' },
    ];
    const played = play(opened, ...log);
    const replayed = squadron.SQUADRON.replayGame(opened, log);
    expect(replayed.ok && replayed.value.state).toEqual(played.state);
    expect(ship(played.state, 'wraith-hunter')).toMatchObject({ cloaked: false, activated: true, focus: 1 });
  });
});

/** The Ravager at its action step with a torpedo (2 shots), a missile (1) and a cannon (1), shots as given. */
async function ravagerWith(rulesVersion: Version, shots: Readonly<Record<string, number>>): Promise<State> {
  const state = await table(
    [{ pilot: 'mira-sol', hex: '1010', facing: 'N' }],
    [{ pilot: 'ravager-crew', upgrades: ['heavy-torpedo', 'cluster-rack'], hex: '1006', facing: 'S' }],
  );
  const armed = {
    ...as(state, rulesVersion),
    ships: state.ships.map((s) =>
      s.id === 'ravager-crew'
        ? { ...s, weapons: [...s.weapons, RAIL_CANNON].map((w) => ({ ...w, charges: shots[w.id] ?? w.charges })) }
        : s,
    ),
  };
  return passActions(dialAll(armed, { 'mira-sol': '1TW', 'ravager-crew': '1FG' }).state, 'ravager-crew').state;
}

const reload = (named: { readonly weapon?: string; readonly weapons?: readonly string[] }) =>
  ({
    type: 'action',
    side: 'veyra',
    ship: 'ravager-crew',
    action: 'reload',
    ...(named.weapon ? { weapon: named.weapon } : {}),
    ...(named.weapons ? { weapons: [...named.weapons] } : {}),
  }) as const;

const shotsOf = (state: State) =>
  Object.fromEntries(ship(state, 'ravager-crew').weapons.map((w) => [w.id, w.charges ?? -1]));

describe('«Recarga»: what a reload gives back', () => {
  const spent = { 'heavy-torpedo': 0, 'cluster-rack': 0, 'rail-cannon': 0 };
  test.each([
    // rules, reload as named, shots after (or the refusal)
    ['squadron-1', { weapon: 'heavy-torpedo' }, { 'heavy-torpedo': 1, 'cluster-rack': 0, 'rail-cannon': 0 }],
    ['squadron-1', { weapons: ['heavy-torpedo'] }, { 'heavy-torpedo': 1, 'cluster-rack': 0, 'rail-cannon': 0 }],
    ['squadron-1', { weapon: 'rail-cannon' }, { 'heavy-torpedo': 0, 'cluster-rack': 0, 'rail-cannon': 1 }],
    ['squadron-1', {}, { 'heavy-torpedo': 1, 'cluster-rack': 0, 'rail-cannon': 0 }],
    ['squadron-1', { weapons: ['heavy-torpedo', 'cluster-rack'] }, 'ONE_WEAPON'],
    ['squadron-2', { weapon: 'heavy-torpedo' }, { 'heavy-torpedo': 2, 'cluster-rack': 0, 'rail-cannon': 0 }],
    ['squadron-2', {}, { 'heavy-torpedo': 2, 'cluster-rack': 1, 'rail-cannon': 0 }],
    ['squadron-2', { weapon: 'rail-cannon' }, 'NOT_ORDNANCE'],
  ] as const)('%s: reload %j', async (rulesVersion, named, after) => {
    const ready = await ravagerWith(rulesVersion, spent);
    if (typeof after === 'string') {
      expect(refusal(ready, reload(named))).toBe(after);
      return;
    }
    const { state } = play(ready, reload(named));
    expect(shotsOf(state)).toEqual(after);
    expect(ship(state, 'ravager-crew').disarmed).toBe(true);
  });

  test('squadron-1: a weapon with all its shots is not reloaded', async () => {
    const ready = await ravagerWith('squadron-1', { 'heavy-torpedo': 2 });
    expect(refusal(ready, reload({ weapon: 'heavy-torpedo' }))).toBe('NOT_SPENT');
  });

  test.each([
    ['squadron-1', [{ weapon: 'heavy-torpedo' }, { weapon: 'rail-cannon' }]],
    ['squadron-2', [{ weapons: ['heavy-torpedo'] }]],
  ] as const)('%s: the reloads offered', async (rulesVersion, offered) => {
    const ready = await ravagerWith(rulesVersion, { 'heavy-torpedo': 1, 'rail-cannon': 0 });
    const reloads = squadron.SQUADRON.legalCommands(ready, 'veyra').flatMap((c) =>
      c.type === 'action' && c.action === 'reload'
        ? [{ ...(c.weapon ? { weapon: c.weapon } : {}), ...(c.weapons ? { weapons: c.weapons } : {}) }]
        : [],
    );
    expect(reloads).toEqual(offered);
  });
});
