/**
 * Random legal play through the ruleset contract alone (awaiting, legalCommands, applyCommand), for
 * the rulesets whose tests need no smarter policy: a seeded side that must act, one of its legal
 * commands, and every one must be accepted.
 */
import { createRng, seedRng } from '../../src/engine/index.js';
import type { Awaiting, Result, RuleError, RulesetCommand } from '../../src/engine/index.js';

/** What random play asks of a ruleset: the contract's three calls. */
interface Played<State, Command> {
  awaiting(state: State): Awaiting;
  legalCommands(state: State, side: string): readonly Command[];
  applyCommand(state: State, command: Command): Result<{ readonly state: State }, RuleError>;
}

/**
 * Plays random legal commands from `state` for at most `steps` commands, or until the game ends,
 * choosing only among those `allowed` keeps.
 */
export function playContractRandomly<State extends { readonly outcome: unknown }, Command extends RulesetCommand>(
  rules: Played<State, Command>,
  state: State,
  seed: string,
  steps: number,
  allowed: (command: Command) => boolean = () => true,
): { state: State; log: Command[] } {
  const rng = createRng(seedRng(seed));
  const log: Command[] = [];
  let current = state;
  for (let i = 0; i < steps && current.outcome === null; i++) {
    const { sides, moment } = rules.awaiting(current);
    const side = sides[rng.int(sides.length)];
    if (side === undefined) throw new Error(`nobody to act at ${moment}`);
    const legal = rules.legalCommands(current, side).filter(allowed);
    const command = legal[rng.int(legal.length)];
    if (!command) throw new Error(`no legal command for ${side} at ${moment}`);
    const applied = rules.applyCommand(current, command);
    if (!applied.ok)
      throw new Error(`legal command refused at ${moment}: ${applied.error.code} ${JSON.stringify(command)}`);
    log.push(command);
    current = applied.value.state;
  }
  return { state: current, log };
}
