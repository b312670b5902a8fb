/**
 * Issue 41 items 1-3 at the table (seed 001): the decloak window's prompt pings the cloaked ship's
 * owner before any dial is revealed («No início da fase de Ativação ... cada nave pode gastar uma ficha
 * de camuflagem para descamuflar»); a reload's buttons and `weapon:` name any number of spent
 * torpedoes and missiles («escolha qualquer número de cartas ... torpedo ou míssil»); a reinforce
 * always names its end («escolha o lado dianteiro ou traseiro»).
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { squadron } from '../../../../src/engine/index.js';
import { localBot, type LocalBot, buttonsOf as buttonsOfMessage } from '../../../helpers/local-bot.js';

type State = squadron.SquadronState;

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const CONCORD = ['mira-sol', 'oren-vale', 'warden-gunner', 'lance-cadet'];
const VEYRA = ['nyx-serane', 'vex-karrow', 'kael-dusk', 'shard-drone', 'shard-drone-2'];

/** The dogfight, started; `squad` builds Veyra's squad first; `change` edits the ships before the dials. */
async function started(squad: string[] = [], change: (s: State) => State = (s) => s): Promise<LocalBot> {
  const b = await localBot({ seed: 'issue-41' });
  bot = b;
  await b.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
  await b.session.run('/game join side:concord', 'alice');
  await b.session.run('/game join side:veyra', 'bob');
  for (const line of squad) await b.session.run(line, 'bob');
  await b.session.run('/game start', 'alice');
  await b.app.store.update('c1', async (record) => {
    if (!record) throw new Error('no game');
    return { save: { ...record, state: change(record.state as unknown as State) as never }, result: undefined };
  });
  return b;
}

const stateOf = async (b: LocalBot) => (await b.app.store.get('c1'))?.state as unknown as State;
const lastPrompt = (b: LocalBot) => b.channel.messages.filter((m) => !m.ephemeral).at(-1);
const buttonsOf = (b: LocalBot) => buttonsOfMessage(lastPrompt(b));

async function dialAll(b: LocalBot, veyra = VEYRA): Promise<void> {
  for (const ship of CONCORD) await b.session.run(`/dial ship:${ship} manoeuvre:2FG`, 'alice');
  for (const ship of veyra) await b.session.run(`/dial ship:${ship} manoeuvre:2FG`, 'bob');
}

const cloak = (id: string) => (s: State) => ({
  ...s,
  ships: s.ships.map((x) => (x.id === id ? { ...x, cloaked: true } : x)),
});

describe('«No início da fase de Ativação ... cada nave pode gastar uma ficha de camuflagem para descamuflar»', () => {
  test('the last dial opens the window: the cloaked ship’s owner is pinged before any ship flies', async () => {
    const b = await started([], cloak('nyx-serane'));
    await dialAll(b);
    const prompt = lastPrompt(b);
    expect(prompt?.ping).toEqual(['1002']);
    expect(prompt?.content).toContain(
      'Start of the Activation phase, before any dial is revealed: **Nyx Serane** (skill 9) is cloaked',
    );
    expect(buttonsOf(b).map((x) => x.label)).toEqual(expect.arrayContaining(['Boost ahead', 'Stay cloaked']));
    expect((await stateOf(b)).ships.some((s) => s.activated)).toBe(false);
    // Nyx Serane (skill 9) stays cloaked; only then does the Shard Drone (skill 1) reveal and fly.
    await b.session.run('/decloak how:stay', 'bob');
    expect(lastPrompt(b)?.content).toContain('**Shard Drone** (skill 1) flew');
    expect((await stateOf(b)).ships.find((s) => s.id === 'nyx-serane')).toMatchObject({
      cloaked: true,
      activated: false,
    });
  }, 30_000);
});

describe('«escolha qualquer número de cartas de melhoria do tipo torpedo ou míssil»', () => {
  const spent = (s: State): State => ({
    ...s,
    ships: s.ships.map((x) =>
      x.id === 'ravager-crew' ? { ...x, weapons: x.weapons.map((w) => ({ ...w, charges: 0 })) } : x,
    ),
  });

  test('the buttons offer all the spent cards and each alone; `weapon:` names any of them', async () => {
    const b = await started(['/squad add pilot:ravager-crew upgrades:heavy-torpedo,cluster-rack'], spent);
    await dialAll(b, ['ravager-crew']);
    // Veyra has fewer points, so the initiative: its Ravager (skill 2) goes before the Lance (2).
    expect(lastPrompt(b)?.content).toContain('**Ravager Crew** (skill 2) flew');
    const reloads = buttonsOf(b).filter((x) => x.label.startsWith('Reload'));
    expect(reloads.map((x) => x.label)).toEqual([
      'Reload: Heavy Torpedo, Cluster Rack',
      'Reload: Heavy Torpedo',
      'Reload: Cluster Rack',
    ]);
    // The whole set names no card (the rules flip every spent one), so its button id stays short.
    const options = reloads.map((x) => (x.action?.kind === 'command' ? x.action.options['weapon'] : 'none'));
    expect(options).toEqual([undefined, 'heavy-torpedo', 'cluster-rack']);
    await b.session.run('/action action:reload weapon:"Heavy Torpedo"', 'bob');
    const ravager = (await stateOf(b)).ships.find((s) => s.id === 'ravager-crew');
    expect(ravager?.weapons.map((w) => w.charges)).toEqual([2, 0]);
    expect(ravager?.disarmed).toBe(true);
  }, 30_000);
});

describe('«escolha o lado dianteiro ou traseiro»', () => {
  test('a reinforce without its end is refused, asking for it; the buttons name both ends', async () => {
    const b = await started();
    await dialAll(b);
    for (const ship of ['shard-drone', 'shard-drone-2']) await b.session.run(`/action ship:${ship} action:pass`, 'bob');
    await b.session.run('/action ship:lance-cadet action:pass', 'alice');
    expect(lastPrompt(b)?.content).toContain('**Warden Gunner** (skill 3) flew');
    expect(buttonsOf(b).map((x) => x.label)).toEqual(expect.arrayContaining(['Reinforce: fore', 'Reinforce: aft']));
    const refused = await b.session.run('/action action:reinforce', 'alice');
    expect(refused.answers[0]?.ephemeral).toBe(true);
    expect(refused.answers[0]?.message.content).toContain('Reinforce: choose the fore or the aft end (`end:`).');
    await b.session.run('/action action:reinforce end:aft', 'alice');
    expect((await stateOf(b)).ships.find((s) => s.id === 'warden-gunner')?.reinforce).toBe('aft');
  }, 30_000);
});
