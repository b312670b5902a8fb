/**
 * The private dial menus (issue 43 deliverable 8: "/dial (set or top up the stack, private menus per
 * ship)"): the player's own ships still short of dials, a menu each with the four commands; a pick
 * adds that dial at the bottom of the ship's stack. Opened by the prompt's button or `/dial` alone.
 */
import { FLEET_COMMANDS, type FleetState, shipClassOf } from '../../../engine/rulesets/fleet/index.js';
import type { CommandContext } from '../../app/context.js';
import { seatedInGame } from '../../games/seated.js';
import { loose, type Translate } from '../../locales/index.js';
import { gameTag } from '../../pipeline/custom-id.js';
import type { ActionRow } from '../../pipeline/request.js';
import { menu } from '../components.js';
import { stateOf } from './state-of.js';
import { commandWord, findShip, unitName } from './words.js';

type State = FleetState;

/** The dials a ship still takes now: up to its command value (round 1: the whole stack; later: one). */
export function dialsWanted(state: State, shipId: string): number {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || ship.destroyed || state.phase !== 'command') return 0;
  const depth = state.dials[shipId]?.length ?? 0;
  return Math.max(0, shipClassOf(state, ship).command - depth);
}

export function dialMenuRows(
  t: Translate,
  state: State,
  side: string,
  at: { game: string; version: number },
  only?: string,
): ActionRow[] {
  const say = loose(t);
  const mine = state.ships.filter(
    (s) => s.side === side && !s.destroyed && (only === undefined || s.id === only) && dialsWanted(state, s.id) > 0,
  );
  return mine.slice(0, 5).map((ship) =>
    menu(
      at,
      'dial',
      { ship: ship.id },
      'commands',
      say('fleet.menus.dialFor', { ship: unitName(state, ship.id), n: dialsWanted(state, ship.id) }),
      FLEET_COMMANDS.map((c) => ({
        label: commandWord(t, c),
        value: c,
        description: say(`fleet.commandHints.${c}`),
      })),
    ),
  );
}

export async function dialMenus(ctx: CommandContext, ship: string | undefined): Promise<void> {
  const seated = await seatedInGame(ctx, true);
  if (!seated) return;
  const { record, side } = seated;
  const say = loose(ctx.t);
  const state = stateOf(record);
  if (state.phase !== 'command') {
    await ctx.respond.reply({ content: say('fleet.reply.notCommandPhase') }, true);
    return;
  }
  const found = ship ? findShip(state, ship) : undefined;
  const components = dialMenuRows(
    ctx.t,
    state,
    side,
    { game: gameTag(record), version: record.messages.promptVersion ?? record.version },
    found?.id,
  );
  const mine = state.ships.filter((s) => s.side === side && !s.destroyed);
  const lines = mine.map((s) => {
    const stack = (state.dials[s.id] ?? []).map((d) => (d === 'sealed' ? '?' : commandWord(ctx.t, d)));
    return say('fleet.reply.stack', { ship: unitName(state, s.id), stack: stack.join(' → ') || '—' });
  });
  await ctx.respond.reply(
    {
      content: [
        say(components.length > 0 ? 'fleet.menus.intro' : 'fleet.menus.allSet', { round: state.round }),
        ...lines,
      ].join('\n'),
      components,
    },
    true,
  );
}
