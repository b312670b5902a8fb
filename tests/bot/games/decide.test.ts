/**
 * decide() (issue 42): one game action decided without I/O. A vector game is started through the
 * bot once; every case then hands the loaded record to decide() with a fixed moment and no store:
 * the guards, a refused command, a stale click, and an accepted command with all it owes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesetCommand } from '../../../src/engine/index.js';
import { decide, type Actor, type Circumstances } from '../../../src/bot/games/decide.js';
import type { BuildCommand } from '../../../src/bot/games/turn-player.js';
import { translator } from '../../../src/bot/locales/index.js';
import { gameTag } from '../../../src/bot/pipeline/custom-id.js';
import { problem } from '../../../src/bot/pipeline/problem.js';
import type { GameRecord } from '../../../src/store/index.js';
import { stateOf } from '../../../src/bot/records/record-ops.js';
import { startedGame, type LocalBot } from '../../helpers/local-bot.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const ORDER = { type: 'order', side: 'concord', ship: 's1', accel: 0, course: 0 } as unknown as RulesetCommand;
const ALICE: Actor = { id: '1001', name: 'alice', t: translator('en-US'), interactionToken: 'token-1' };
const playing =
  (command: RulesetCommand): BuildCommand =>
  () => ({ ok: true, value: command });

let bot: LocalBot;
let record: GameRecord;
let at: Circumstances;

beforeAll(async () => {
  bot = await startedGame('cruiser-duel', 'decide-0001', 'vector');
  const loaded = await bot.app.store.get('c1');
  if (!loaded) throw new Error('no game');
  record = loaded;
  at = { rulesets: bot.app.rulesets, now: NOW, profiles: new Map() };
}, 60_000);
afterAll(() => bot.app.close());

const click = (version: number) => ({ game: gameTag(record), version, messageId: 'm1', customId: 'x' });

describe('decide refuses, changing nothing', () => {
  const cases: [string, () => ReturnType<typeof decide>, ReturnType<typeof problem>][] = [
    ['no game in the channel', () => decide(undefined, ALICE, playing(ORDER), at), problem('reply.noGame')],
    [
      'someone not playing',
      () => decide(record, { ...ALICE, id: '9999' }, playing(ORDER), at),
      problem('reply.notPlayer'),
    ],
    [
      'a click on an older prompt',
      () => decide(record, { ...ALICE, component: click(record.version - 1) }, playing(ORDER), at),
      problem('reply.stale'),
    ],
    [
      'a click from a newer version than the game has',
      () => decide(record, { ...ALICE, component: click(record.version + 1) }, playing(ORDER), at),
      problem('reply.stale'),
    ],
    [
      'a command the request could not be read as',
      () => decide(record, ALICE, () => ({ ok: false, error: problem('reply.noGame') }), at),
      problem('reply.noGame'),
    ],
  ];
  it.each(cases)('%s', (_name, run, expected) => {
    expect(run()).toEqual({ ok: false, error: expected });
  });

  it('a command the rules refuse, explained with the game names', () => {
    const theirs = { ...(ORDER as object), ship: 's2' } as unknown as RulesetCommand;
    const decided = decide(record, ALICE, playing(theirs), at);
    expect(decided.ok).toBe(false);
    if (decided.ok) return;
    expect(decided.error.key).toBe('errors.NOT_YOUR_SHIP');
    // The ship's id is said as its name, as the ruleset names it.
    expect(decided.error.vars?.ship).toBe(bot.app.rulesets.of(record).unitName(stateOf(record), 's2'));
  });
});

describe('decide accepts', () => {
  it('applies and logs the command at the given moment, with what it owes in the outbox, the answer first', () => {
    const decided = decide(record, ALICE, playing(ORDER), at);
    if (!decided.ok) throw new Error(decided.error.key);
    const { record: after, owed, answerId } = decided.value;
    expect(after.version).toBe(record.version + 1);
    expect(after.updatedAt).toBe(NOW.toISOString());
    expect(after.log.at(-1)).toMatchObject({ by: '1001', at: NOW.toISOString(), command: ORDER });
    expect(after.outbox.slice(record.outbox.length).map((o) => o.id)[0]).toBe(answerId);
    expect(owed[0]).toMatchObject({ answer: true, interaction: { token: 'token-1', at: NOW.toISOString() } });
    expect(owed.map((o) => o.kind)).toContain('status');
  });

  it('is a function of its inputs: the same inputs decide the same, and the loaded record is untouched', () => {
    const before = structuredClone(record);
    expect(decide(record, ALICE, playing(ORDER), at)).toEqual(decide(record, ALICE, playing(ORDER), at));
    expect(record).toEqual(before);
  });

  it('a secret command owes no public answer', () => {
    const decided = decide(record, ALICE, playing(ORDER), { ...at, options: { secret: true } });
    if (!decided.ok) throw new Error(decided.error.key);
    expect(decided.value.owed[0]).not.toHaveProperty('answer');
  });

  it('a click on the newest prompt is not stale', () => {
    const version = record.messages.promptVersion ?? record.version;
    expect(decide(record, { ...ALICE, component: click(version) }, playing(ORDER), at).ok).toBe(true);
  });
});
