/**
 * What a ruleset's table brings to the one roster flow (issue 42, src/bot/games/roster.ts): how the
 * lobby's roster is checked (the scenario and catalog, the engine's contract does the rest) and how
 * `/roster add`'s options become one unit of its roster. Everything else (who may edit a side, the
 * points limit, each problem named, list, remove, import, export) is the flow's, the same for all.
 */
import type { Result } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { App, CommandContext } from '../app/context.js';
import type { Translate } from '../locales/index.js';
import type { Problem } from '../pipeline/problem.js';
import type { Choice } from '../pipeline/request.js';

/** One unit of a roster and the side it is for. */
export interface RosterUnit {
  readonly side: string;
  readonly unit: unknown;
}

/** What a ruleset read of an imported file besides its roster. */
export interface RosterExtras {
  readonly record: GameRecord;
  readonly units: readonly RosterUnit[];
  /** The answer in the ruleset's words, given how many units the whole import brings. */
  readonly answer?: (units: number) => Problem;
}

/** `/roster add`'s options as typed (the same for every ruleset; each reads those it has). */
export interface RosterAddOptions {
  /** The unit's class: a ship class, a pilot ... (id or name in any of the catalogue's languages). */
  readonly unit: string;
  readonly name?: string;
  /** Upgrades, comma- or space-separated, where the ruleset has them. */
  readonly upgrades?: string;
}

/** What a lobby's roster is checked against: `rosterProblems(roster, scenario, catalog, limits)`. */
export interface RosterBasis {
  readonly scenario: unknown;
  readonly catalog: unknown;
  /** The scenario's sides in the reader's words (`side:` takes an id or a name). */
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** The points limit when the host set none (squadron: the scenario's), or null for none. */
  readonly defaultLimit: number | null;
}

export interface RosterTable {
  /** The scenario and catalog of this lobby (its imported classes included), names in `t`'s language. */
  basis(app: App, record: GameRecord, t: Translate): RosterBasis | undefined;
  /**
   * One unit for `side` from `/roster add` (or the ruleset's older `/fleet add`, `/squad add`), named
   * apart from `taken` (every unit name in the roster); or the ruleset's own refusal.
   */
  unit(
    ctx: CommandContext,
    record: GameRecord,
    options: RosterAddOptions,
    side: string,
    taken: readonly string[],
  ): Result<unknown, Problem>;
  /** Choices for `/roster add unit:` (for the side chosen, `side` when known) and `upgrades:`. */
  suggest(ctx: CommandContext, record: GameRecord, focused: 'unit' | 'upgrades', side: string | undefined): Choice[];
  /**
   * A file's parts only this ruleset reads (uploaded unit classes, a list in the format its older
   * command read before issue 42): the record with them merged in, and the units they add by side.
   */
  importExtras?(
    ctx: CommandContext,
    record: GameRecord,
    file: Readonly<Record<string, unknown>>,
  ): Result<RosterExtras, Problem>;
}
