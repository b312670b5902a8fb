/**
 * The private dial menus (issue 14, deliverable 6: "a select menu per ship showing the manoeuvre
 * chart with colours"): the player's own ships, each with its chart as the rules allow it now (no red
 * while stressed), the dial already set marked. Opened by the prompt's button or `/dial` alone.
 */
import { squadron } from '../../../engine/index.js';
import type { CommandContext } from '../../app/context.js';
import { seatedInGame } from '../../games/seated.js';
import { loose } from '../../locales/index.js';
import { gameTag } from '../../pipeline/custom-id.js';
import type { ActionRow } from '../../pipeline/request.js';
import { menu } from '../components.js';
import { dialText, shipName } from './words.js';
import { stateOf } from './state-of.js';

type State = squadron.SquadronState;

export function dialMenuRows(
  t: CommandContext['t'],
  state: State,
  side: string,
  at: { game: string; version: number },
  only?: string,
): ActionRow[] {
  const say = loose(t);
  const mine = state.ships.filter((s) => s.side === side && !s.destroyed && (only === undefined || s.id === only));
  // Ships still without a dial first: five menus fit in one message.
  const ordered = [...mine].sort(
    (a, b) => Number(state.dials[a.id] !== undefined) - Number(state.dials[b.id] !== undefined),
  );
  return ordered.slice(0, 5).map((ship) => {
    const allowed = ship.stats.dial.filter(
      (d) => ship.stress === 0 || squadron.difficultyOf(state.deck, ship, d) !== 'red',
    );
    const current = state.dials[ship.id];
    return menu(
      at,
      'dial',
      { ship: ship.id },
      'manoeuvre',
      current
        ? say('squadron.menus.dialSet', { ship: shipName(state, ship.id), dial: dialText(t, state, ship.id, current) })
        : say('squadron.menus.dialFor', { ship: shipName(state, ship.id), stress: ship.stress }),
      allowed.map((d) => ({ label: dialText(t, state, ship.id, d), value: d })),
    );
  });
}

export async function dialMenus(ctx: CommandContext, ship: string | undefined): Promise<void> {
  const seated = await seatedInGame(ctx, true);
  if (!seated) return;
  const { record, side } = seated;
  const say = loose(ctx.t);
  const state = stateOf(record);
  if (state.phase !== 'planning') {
    await ctx.respond.reply({ content: say('squadron.reply.notPlanning') }, true);
    return;
  }
  const found = ship
    ? state.ships.find((s) => s.id === ship || s.name.toLowerCase() === ship.trim().toLowerCase())
    : undefined;
  const components = dialMenuRows(
    ctx.t,
    state,
    side,
    { game: gameTag(record), version: record.messages.promptVersion ?? record.version },
    found?.id,
  );
  await ctx.respond.reply({ content: say('squadron.menus.intro', { round: state.round }), components }, true);
}
