/**
 * Typed options (issue 12): a command's handler receives its options typed from the same
 * declaration the slash command is registered with, after the option check has held them to it.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineSubcommands, subcommand } from '../../../src/bot/pipeline/command.js';
import { checkOptions } from '../../../src/bot/pipeline/option-check.js';
import type { BotRequest } from '../../../src/bot/pipeline/request.js';
import { readOptions } from '../../../src/bot/pipeline/typed-options.js';
import { MOVE_OPTIONS, POWER_OPTIONS } from '../../../src/bot/rulesets/impulse/option-specs.js';
import { IMPULSE_TABLE } from '../../../src/bot/rulesets/impulse/index.js';

const request = (command: string, options: BotRequest['options']): BotRequest => ({
  command,
  options,
  actor: { id: '1001', name: 'alice', canManage: false, locale: 'en-US' },
  channelId: 'c1',
  guildId: 'g1',
});

describe('typed options', () => {
  it('gives each declared option its type, choices as their literal union, and leaves out what was not given', () => {
    const move = IMPULSE_TABLE.commands.find((c) => c.data.name === 'move');
    if (!move) throw new Error('impulse has /move');
    const checked = checkOptions(move.data, request('move', { how: 'Turn-Left', afterburner: 'true', ship: 'Claw' }));
    if (!checked.ok) throw new Error('the option check refused it');
    const o = readOptions(MOVE_OPTIONS, checked.value);
    expect(o).toEqual({ how: 'turn-left', afterburner: true, ship: 'Claw' });
    expectTypeOf(o.how).toEqualTypeOf<
      'straight' | 'turn-left' | 'turn-right' | 'slip-left' | 'slip-right' | undefined
    >();
    expectTypeOf(o.afterburner).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(readOptions(POWER_OPTIONS, checked.value).curve).toEqualTypeOf<'keep' | 'up' | 'down' | undefined>();
  });

  it('keeps required options required in the type and reads numbers as numbers', () => {
    const specs = [
      { name: 'round', type: 'integer', required: true, min: 1, max: 9 },
      { name: 'note', type: 'string', maxLength: 10 },
    ] as const;
    const o = readOptions(specs, request('x', { round: 3, extra: 'ignored' }));
    expect(o).toEqual({ round: 3 });
    expectTypeOf(o.round).toEqualTypeOf<number>();
    expectTypeOf(o.note).toEqualTypeOf<string | undefined>();
  });

  it('registers only the subcommands people type; a button-only one still runs, and an unknown one runs the fallback', async () => {
    const ran: string[] = [];
    const module = defineSubcommands(
      'game',
      [
        subcommand('status', [], async () => void ran.push('status')),
        subcommand('rematch', [], async () => void ran.push('rematch'), { buttonOnly: true }),
      ],
      'status',
    );
    expect(module.data.options?.map((o) => o.name)).toEqual(['status']);
    const ctx = (subcommand?: string) =>
      ({ request: { ...request('game', {}), ...(subcommand ? { subcommand } : {}) } }) as never;
    await module.execute(ctx('rematch'));
    await module.execute(ctx('constructor'));
    await module.execute(ctx());
    expect(ran).toEqual(['rematch', 'status', 'status']);
  });
});
