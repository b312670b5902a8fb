/**
 * Issue 41 item 4 at the table (seed 001, "Outras Ações"): a squad built with the Tactical Officer
 * and Dara Quill; the action step's buttons offer the card's «Ação:» («Uma nave pode resolver esta
 * habilidade durante o passo "Realizar Ação"»), and after Dara Quill's focus the prompt offers her
 * free barrel roll and nothing else but passing («alguns efeitos permitem que naves efetuem ações
 * adicionais»).
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

const stateOf = async (b: LocalBot) => (await b.app.store.get('c1'))?.state as unknown as State;
/** The last prompt: the narration of what happened may follow it. */
const lastPrompt = (b: LocalBot) =>
  b.channel.messages.filter((m) => !m.ephemeral && (m.components ?? []).length > 0).at(-1);
const buttonsOf = (b: LocalBot) => buttonsOfMessage(lastPrompt(b));

describe('«Algumas habilidades de carta incluem o cabeçalho “Ação:”» and free actions, at the table', () => {
  test('the card’s «Ação:» and the granted free barrel roll are buttons, and play', async () => {
    const b = await localBot({ seed: 'issue-41-cards' });
    bot = b;
    await b.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
    await b.session.run('/game join side:concord', 'alice');
    await b.session.run('/game join side:veyra', 'bob');
    await b.session.run('/squad add pilot:warden-gunner upgrades:tactical-officer', 'alice');
    await b.session.run('/squad add pilot:dara-quill', 'alice');
    await b.session.run('/squad add pilot:shard-drone', 'bob');
    await b.session.run('/game start', 'alice');
    for (const ship of ['warden-gunner', 'dara-quill'])
      await b.session.run(`/dial ship:${ship} manoeuvre:2FG`, 'alice');
    await b.session.run('/dial ship:shard-drone manoeuvre:2FG', 'bob');
    await b.session.run('/action ship:shard-drone action:pass', 'bob');
    // The Warden Gunner (skill 3): its card's action is offered by the card's name.
    expect(lastPrompt(b)?.content).toContain('**Warden Gunner** (skill 3) flew');
    const card = buttonsOf(b).find((x) => x.label === 'Card action: Tactical Officer');
    expect(card?.action?.kind === 'command' ? card.action.options : undefined).toMatchObject({
      action: 'card',
      card: 'tactical-officer',
    });
    await b.session.run('/action action:card', 'alice');
    expect((await stateOf(b)).ships.find((s) => s.id === 'warden-gunner')).toMatchObject({
      focus: 1,
      evade: 1,
      stress: 1,
    });
    // Dara Quill (skill 4): after her focus, the free barrel roll (her Swift has none on its bar).
    expect(lastPrompt(b)?.content).toContain('**Dara Quill** (skill 4) flew');
    await b.session.run('/action action:focus', 'alice');
    expect(lastPrompt(b)?.content).toContain('**Dara Quill** may take a free action');
    const labels = buttonsOf(b).map((x) => x.label);
    expect(labels.filter((l) => l.startsWith('Barrel roll')).length).toBeGreaterThan(0);
    expect(labels.every((l) => l.startsWith('Barrel roll') || l === 'Pass')).toBe(true);
    const roll = labels.find((l) => l.startsWith('Barrel roll')) ?? '';
    const clicked = buttonsOf(b).find((x) => x.label === roll);
    const options = clicked?.action?.kind === 'command' ? clicked.action.options : {};
    await b.session.run(
      `/action action:barrel-roll direction:${String(options['direction'])} spot:${String(options['spot'])}`,
      'alice',
    );
    // Said as a free action (the round then ends: no one is in range, so the tokens are cleared).
    const said = b.channel.messages.map((m) => m.content ?? '').join('\n');
    expect(said).toContain('**Dara Quill** (free action): Barrel roll');
  }, 30_000);
});
