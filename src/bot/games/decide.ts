/**
 * What a game action decides (issue 42): from the game as loaded, who acts and the command they
 * mean, the game as it is to be saved (the command applied, the clock armed, everything the change
 * owes the channel written into its outbox) or why not. Pure: no store, no lock, no clock (the
 * moment is passed in), no Discord; act.ts is the shell that loads, saves and delivers around it.
 */
import type { Result, RulesetEvent } from '../../engine/index.js';
import type { GameRecord, Owed } from '../../store/index.js';
import type { Profile } from '../players/profile.js';
import type { Translate } from '../locales/index.js';
import { armClock } from '../clocks/clock.js';
import { problem, type Problem } from '../pipeline/problem.js';
import { commandOwed, type ActOptions } from '../presentation/announce.js';
import { nextOwedId, owe } from '../presentation/outbox.js';
import { acceptCommand } from '../records/record-ops.js';
import type { TableRegistry } from '../rulesets/table-registry.js';
import { ruleRefusal } from './rule-refusal.js';
import { staleClick, type Clicked } from './stale.js';
import { requireTurnPlayer, type BuildCommand } from './turn-player.js';

/** Who acts, as much of the request as deciding reads. */
export interface Actor {
  readonly id: string;
  readonly name: string;
  /** The actor's words (the answer is in them). */
  readonly t: Translate;
  /** The component clicked, if the command came from one (an older prompt's is refused as stale). */
  readonly component?: Clicked;
  /** The interaction to answer (Discord only), marked on the answer to check after a crash. */
  readonly interactionToken?: string;
  readonly interactionId?: string;
}

/** What deciding reads besides the game and the actor, all of it given, none of it fetched. */
export interface Circumstances {
  readonly rulesets: Pick<TableRegistry, 'of'>;
  /** The moment the command is accepted at (the log's time, the clock's start). */
  readonly now: Date;
  /** The players' profiles (quiet hours, vacations) the clock is armed with. */
  readonly profiles: ReadonlyMap<string, Profile>;
  readonly options?: ActOptions;
}

export interface Decided {
  /** The game to save: the command applied and logged, its clock armed, what it owes in its outbox. */
  readonly record: GameRecord;
  /** What the command made happen, in the ruleset's events. */
  readonly events: readonly RulesetEvent[];
  /** What the change owes the channel (already in `record.outbox`), the answer first. */
  readonly owed: readonly Owed[];
  /** The outbox id of the answer: the shell claims it before the save and gives it itself. */
  readonly answerId: string;
}

/** One game action decided: the guards, the command read and applied by the rules, the record it makes. */
export function decide(
  record: GameRecord | undefined,
  actor: Actor,
  build: BuildCommand,
  at: Circumstances,
): Result<Decided, Problem> {
  const acting = requireTurnPlayer(at, record, actor.id);
  if (!acting.ok) return acting;
  if (staleClick(actor.component, acting.value.record)) return { ok: false, error: problem('reply.stale') };
  const command = build(acting.value);
  if (!command.ok) return command;
  const { table, state, side } = acting.value;
  const applied = table.rules.applyCommand(state, command.value);
  if (!applied.ok) return { ok: false, error: ruleRefusal(table, state, side, applied.error) };
  const accepted = acceptCommand(table, acting.value.record, actor.id, at.now, command.value, applied.value);
  // A pending undo request is void once the game has moved on.
  const armed = armClock(table, { ...accepted.after, undoRequest: null }, at.profiles, at.now);
  const giver = {
    t: actor.t,
    name: actor.name,
    at: at.now,
    interactionToken: actor.interactionToken,
    interactionId: actor.interactionId,
  };
  const owed = commandOwed(table, giver, { ...accepted, after: armed }, at.options ?? {});
  return {
    ok: true,
    value: { record: owe(armed, ...owed), events: accepted.events, owed, answerId: nextOwedId(armed) },
  };
}
