/**
 * Checks a finished game exported with `/game log` (fair dice; `npm run verify -- <game.json>`):
 *   1. the revealed seed hashes (SHA-256) to the hash the bot posted when the game started;
 *   2. the setup (scenario, roster and ship data) with that seed builds exactly the recorded opening state;
 *   3. replaying the command log from it gives exactly the recorded final state.
 * Together: every die rolled in the game came from the seed committed to at the start.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { RULESETS, type RulesetEvent, type RulesetRegistry } from '../engine/index.js';

const ExportSchema = z.object({
  format: z.literal('talon-game-log/1'),
  seedHash: z.string().length(64),
  seed: z.string().optional(),
  /** Exports from before rulesets were named are `impulse` games. */
  ruleset: z.string().default('impulse'),
  /** `roster`: the lists the sides built (issue 42); absent in exports from before, whose scenario holds them. */
  setup: z
    .object({ scenario: z.unknown(), roster: z.unknown().optional(), catalog: z.unknown() })
    .nullable()
    .optional(),
  initial: z.unknown().optional(),
  state: z.unknown().optional(),
  log: z.array(z.object({ seq: z.number(), command: z.looseObject({ type: z.string() }) })),
});

/** JSON with object keys sorted, so stored records (whose key order a schema may change) compare by content. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export interface Verdict {
  readonly ok: boolean;
  readonly lines: string[];
}

/** Dice rolls as the engine core reports them (numbered dice and symbol dice). */
const DICE_EVENTS = new Set(['diceRolled', 'symbolDiceRolled']);

/** The game's own ruleset rebuilds the opening and replays the log (src/engine/ruleset.ts). */
export function verifyExport(raw: unknown, rulesets: RulesetRegistry = RULESETS): Verdict {
  const lines: string[] = [];
  const parsed = ExportSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, lines: [`not a game log export: ${z.prettifyError(parsed.error)}`] };
  const game = parsed.data;
  if (game.seed === undefined || !game.setup || game.initial === undefined)
    return {
      ok: false,
      lines: ['the game is not over yet: the seed is revealed (and the export complete) only at the end'],
    };
  const hash = createHash('sha256').update(game.seed, 'utf8').digest('hex');
  if (hash !== game.seedHash)
    return { ok: false, lines: [`the seed does not match the posted hash (${hash} ≠ ${game.seedHash})`] };
  lines.push(`seed matches the hash posted at the start: ${game.seedHash}`);
  const rules = rulesets.get(game.ruleset);
  if (!rules)
    return { ok: false, lines: [...lines, `the game plays "${game.ruleset}", which this tool does not know`] };
  const scenario = rules.schemas.scenario.safeParse(game.setup.scenario);
  const catalog = rules.schemas.catalog.safeParse(game.setup.catalog);
  const roster = rules.schemas.roster.nullable().safeParse(game.setup.roster ?? null);
  if (!scenario.success || !catalog.success || !roster.success)
    return { ok: false, lines: [...lines, `the setup is not a ${game.ruleset} setup`] };
  const built = rules.createGame(scenario.data, roster.data, catalog.data, game.seed);
  if (!built.ok)
    return { ok: false, lines: [...lines, `the setup does not build: ${built.error.path}: ${built.error.message}`] };
  const rebuilt = canonical(built.value.state);
  const recorded = canonical(game.initial);
  if (rebuilt !== recorded) {
    let i = 0;
    while (i < rebuilt.length && rebuilt[i] === recorded[i]) i += 1;
    return {
      ok: false,
      lines: [
        ...lines,
        `the opening state was NOT built from this seed and setup (they differ at character ${i}: ${rebuilt.slice(Math.max(0, i - 40), i + 40)} | ${recorded.slice(Math.max(0, i - 40), i + 40)})`,
      ],
    };
  }
  lines.push('the opening state is built from that seed and setup');
  const replayed = rules.replayGame(
    built.value.state,
    game.log.map((e) => e.command as unknown as Parameters<typeof rules.applyCommand>[1]),
  );
  if (!replayed.ok)
    return {
      ok: false,
      lines: [...lines, `log entry ${replayed.error.index + 1} is refused by the rules: ${replayed.error.error.code}`],
    };
  const dice = replayed.value.events.filter((e: RulesetEvent) => DICE_EVENTS.has(e.type)).length;
  if (game.state !== undefined && canonical(replayed.value.state) !== canonical(game.state))
    return { ok: false, lines: [...lines, 'replaying the log does NOT give the recorded final state'] };
  lines.push(`replaying ${game.log.length} commands re-rolls all ${dice} dice and gives the recorded final state`);
  const outcome = rules.outcome(replayed.value.state);
  lines.push(
    outcome
      ? `outcome: ${outcome.winner ?? 'draw'} (${outcome.reason}), margin ${outcome.margin}`
      : 'the game ended without an outcome (ended by the host)',
  );
  return { ok: true, lines };
}
