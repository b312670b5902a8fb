/**
 * `squadron`'s autocomplete (issue 14): only what is legal now — the player's ships the moment asks
 * for first, a ship's dial chart with its colours, the targets in arc and range, the pilots and
 * upgrades of the squad's faction.
 */
import { squadron } from '../../../engine/index.js';
import type { CommandContext } from '../../app/context.js';
import { filtered } from '../../games/suggest.js';
import { str } from '../../pipeline/options.js';
import type { Choice } from '../../pipeline/request.js';
import { loose, type Translate } from '../../locales/index.js';
import { suggestRenamed } from '../../games/roster-suggest.js';
import { manoeuvresMatching, manoeuvreWords } from './manoeuvre-words.js';
import { allowedDials, findShip } from './orders.js';
import { dialText, shipName } from './words.js';
import { stateOf } from './state-of.js';

type State = squadron.SquadronState;

const typedNow = (ctx: CommandContext): string => str(ctx.request, ctx.request.focused ?? '') ?? '';

async function seat(ctx: CommandContext): Promise<{ state: State; side: string } | undefined> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null || record.ruleset !== 'squadron') return undefined;
  const side = record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  return side === undefined ? undefined : { state: stateOf(record), side };
}

function shipChoices(state: State, side: string): Choice[] {
  const asked = new Set(
    squadron.SQUADRON.tasks(state, side)
      .filter((t) => t.required)
      .map((t) => t.unit),
  );
  return state.ships
    .filter((s) => s.side === side && !s.destroyed)
    .sort((a, b) => Number(asked.has(b.id)) - Number(asked.has(a.id)))
    .map((s) => ({ name: `${shipName(state, s.id)}${asked.has(s.id) ? ' ★' : ''}`, value: s.id }));
}

/**
 * That ship's chart as it may be set now, each entry with its colour ("🟢 2 ↑ straight · green") and
 * typed as words in the player's language ("2 straight"); what was typed narrows it as `/dial` reads
 * it ("straight 2", "1 bank"), and words that fit nothing show the whole chart.
 */
function dialChoices(ctx: CommandContext, state: State, side: string): Choice[] {
  const typed = str(ctx.request, 'ship');
  const ship = typed ? findShip(state, typed) : state.ships.find((s) => s.id === shipChoices(state, side)[0]?.value);
  if (!ship || ship.side !== side) return [];
  const allowed = allowedDials(state, ship);
  const all = allowed.map((d) => ({ name: dialText(ctx.t, state, ship.id, d), value: manoeuvreWords(ctx.t, d) }));
  const now = typedNow(ctx);
  if (now.trim() === '') return all;
  const fits = manoeuvresMatching(allowed, now);
  const narrowed = fits.length > 0 ? all.filter((_, i) => fits.includes(allowed[i] ?? '')) : filtered(all, now);
  return narrowed.length > 0 ? narrowed : all;
}

function targetChoices(ctx: CommandContext, state: State, side: string): Choice[] {
  const typed = str(ctx.request, 'ship');
  const ship = typed ? findShip(state, typed) : undefined;
  if (ctx.request.command === 'attack' && ship) {
    const options = squadron.attackOptions(state, ship);
    return [...new Set(options.map((o) => o.target))].map((id) => ({ name: shipName(state, id), value: id }));
  }
  return state.ships
    .filter((s) => !s.destroyed && s.id !== ship?.id)
    .map((s) => ({ name: `${shipName(state, s.id)}${s.side === side ? '' : ' ⚔'}`, value: s.id }));
}

/**
 * A reload's choices: each spent torpedo or missile, and all of them at once (seed 001, "Recarga":
 * «qualquer número de cartas»).
 */
function reloadChoices(ship: squadron.SquadShip | undefined): Choice[] {
  const spent = squadron.reloadable(ship?.weapons ?? []);
  const all =
    spent.length > 1 ? [{ name: spent.map((w) => w.name).join(', '), value: spent.map((w) => w.id).join(',') }] : [];
  return [...all, ...spent.map((w) => ({ name: w.name, value: w.id }))];
}

function weaponChoices(t: Translate, state: State, typed: string | undefined, action?: string): Choice[] {
  const ship = typed ? findShip(state, typed) : undefined;
  // The ship in its action step when none is typed: the one a reload is for.
  if (action === 'reload') return reloadChoices(ship ?? state.ships.find((s) => s.id === state.activation?.ship));
  return [
    { name: loose(t)('squadron.asset.primary'), value: 'primary' },
    ...(ship?.weapons ?? []).map((w) => ({ name: w.name, value: w.id })),
  ];
}

export async function suggestSquadron(ctx: CommandContext): Promise<readonly Choice[]> {
  // `/squad` is the roster flow's older name (issue 42): `pilot` is the unit to add or remove.
  if (ctx.request.command === 'squad') return suggestRenamed(ctx, { pilot: 'unit' });
  const s = await seat(ctx);
  if (!s) return [];
  switch (ctx.request.focused) {
    case 'ship':
      return filtered(shipChoices(s.state, s.side), typedNow(ctx));
    case 'manoeuvre':
      return filtered(dialChoices(ctx, s.state, s.side), '');
    case 'target':
      return filtered(targetChoices(ctx, s.state, s.side), typedNow(ctx));
    case 'card': {
      // The ship's action cards (issue 41); the ship in its step when none is typed.
      const typed = str(ctx.request, 'ship');
      const ship = typed ? findShip(s.state, typed) : s.state.ships.find((x) => x.id === s.state.activation?.ship);
      const cards = (ship?.stats.cards ?? []).map((k) => ({ name: k.name, value: k.id }));
      return filtered(cards, typedNow(ctx));
    }
    case 'weapon':
      return filtered(
        weaponChoices(ctx.t, s.state, str(ctx.request, 'ship'), str(ctx.request, 'action')),
        typedNow(ctx),
      );
    default:
      return [];
  }
}
