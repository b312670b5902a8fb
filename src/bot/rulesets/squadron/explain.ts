/**
 * `squadron`'s rule errors whose detail holds the game's own words (an action's engine name), said in
 * the reader's words; every other error is left to the shared wording (ids become names there).
 */
import type { RuleError, squadron } from '../../../engine/index.js';
import type { MessageKey } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { ACTION_WORDS, shipName } from './words.js';

type State = squadron.SquadronState;

/** "focus, evade" as nested problems, so each action reads in the reader's language. */
function actionList(actions: readonly string[]): Problem | string {
  const named = actions.map((a) =>
    a in ACTION_WORDS
      ? problem(`commands.action.choices.action.${ACTION_WORDS[a as squadron.Action]}` as MessageKey)
      : a,
  );
  const join = (items: readonly (Problem | string)[]): Problem | string =>
    items.length <= 1
      ? (items[0] ?? '')
      : problem('squadron.reply.list' as MessageKey, { first: items[0] ?? '', rest: join(items.slice(1)) });
  return join(named);
}

export function explainSquadronError(state: State, error: RuleError): Problem | undefined {
  if (error.code !== 'NOT_OFFERED') return undefined;
  const { ship, only } = error.detail as { ship?: unknown; only?: unknown };
  return problem('errors.NOT_OFFERED' as MessageKey, {
    ship: typeof ship === 'string' ? shipName(state, ship) : '',
    only: actionList(typeof only === 'string' ? only.split(',').filter(Boolean) : []),
  });
}
