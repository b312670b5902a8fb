/**
 * Draft menus' ids carry the ruleset's own slot (issue 42): any short word reads, ids of prompts
 * posted before the change still read, and a slot the game's ruleset does not have is answered as
 * a stale menu, never a crash.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOM_ID_LIMIT, decodeComponentId, encodeComponentId, gameTag } from '../../../src/bot/pipeline/custom-id.js';
import { runComponent } from '../../../src/bot/pipeline/dispatch.js';
import { LocalResponder } from '../../../src/bot/local/local-transport.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { ALICE, localBot, type LocalBot } from '../../helpers/local-bot.js';

const draft = (slot: string) => ({ game: 'abc123', version: 7, action: { kind: 'draft' as const, ship: 's1', slot } });

describe('draft ids', () => {
  it('carry any ruleset’s slot and read back', () => {
    for (const slot of ['ap', 'dial', 'thrust-2'])
      expect(decodeComponentId(encodeComponentId(draft(slot)))).toEqual(draft(slot));
  });

  it('read as they were posted before slots were the rulesets’', () => {
    expect(decodeComponentId('gabc123:7:d:s1:move')).toEqual(draft('move'));
  });

  it('refuse a slot that is no short word, both ways', () => {
    expect(() => encodeComponentId(draft('Not:a slot'))).toThrow();
    expect(decodeComponentId('gabc123:7:d:s1:UPPER')).toBeUndefined();
    expect(decodeComponentId(`gabc123:7:d:s1:${'x'.repeat(CUSTOM_ID_LIMIT)}`)).toBeUndefined();
  });
});

describe('a draft click on a slot the ruleset lacks', () => {
  let bot: LocalBot | undefined;
  afterEach(async () => bot?.app.close());

  it('is answered as a stale menu', async () => {
    bot = await localBot({ seed: 'custom-id-seed-0123456789' });
    for (const [line, who] of [
      ['/game new scenario:cruiser-duel', 'alice'],
      ['/game join side:concord', 'alice'],
      ['/game join side:veyra', 'bob'],
      ['/game start', 'alice'],
    ] as const)
      await bot.session.run(line, who);
    const record = await bot.app.store.get('c1');
    if (!record) throw new Error('no game');
    const ship = stateOf(record).ships[0]?.id ?? '';
    const customId = encodeComponentId({
      game: gameTag(record),
      version: record.version,
      action: { kind: 'draft', ship, slot: 'warp' },
    });
    const responder = new LocalResponder(bot.channel, 'c1');
    await runComponent(
      bot.app,
      bot.session.commands,
      { actor: ALICE, channelId: 'c1', guildId: 'local' },
      { customId, messageId: 'm1', values: ['x'] },
      responder,
    );
    expect(responder.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('earlier moment') },
    });
  }, 30_000);
});
