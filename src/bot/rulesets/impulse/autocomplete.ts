/**
 * Autocomplete offers only what is legal now (issue: the ship's legal moves, charged weapons,
 * targets in arc and range), filtered by what the user has typed, at most 25 choices.
 */
import { apUseKey, apWord } from './ap-words.js';
import { formatHex, impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { CommandContext } from '../../app/context.js';
import { str } from '../../pipeline/options.js';
import { stateOf } from './state-of.js';
import { criticalName, groupLabel, pickOwnShip, shipName } from './resolve.js';
import { moveChoice } from './move-choices.js';
import type { Choice } from '../../pipeline/request.js';
import { filtered } from '../../games/suggest.js';
import { suggestRenamed } from '../../games/roster-suggest.js';

interface Seat {
  readonly record: GameRecord;
  readonly state: impulse.GameState;
  readonly side: string;
}

async function seat(ctx: CommandContext): Promise<Seat | undefined> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null) return undefined;
  const side = record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  return side === undefined ? undefined : { record, state: stateOf(record), side };
}

/** The user's ships, those that can do `task` now first. */
function shipChoices(s: Seat, task?: impulse.ShipTask['can'][number]): Choice[] {
  const tasked = new Set(
    impulse
      .shipTasks(s.state, s.side)
      .filter((t) => task === undefined || t.can.includes(task))
      .map((t) => t.ship),
  );
  return s.state.ships
    .filter((ship) => ship.side === s.side && ship.status === 'active')
    .sort((a, b) => Number(tasked.has(b.id)) - Number(tasked.has(a.id)))
    .map((ship) => ({ name: `${shipName(s.state, ship.id)}${tasked.has(ship.id) ? ' ★' : ''}`, value: ship.id }));
}

function shipFor(ctx: CommandContext, s: Seat, task: impulse.ShipTask['can'][number]): impulse.ShipState | undefined {
  const picked = pickOwnShip(s.state, s.side, str(ctx.request, 'ship'), task);
  return picked.ok ? picked.value : undefined;
}

/** Legal moves of the chosen ship right now. */
function moveChoices(ctx: CommandContext, s: Seat): Choice[] {
  const ship = shipFor(ctx, s, 'move');
  const moves = impulse
    .legalCommands(s.state, s.side)
    .filter((c): c is impulse.CommandOf<'move'> => c.type === 'move' && c.ship === ship?.id);
  return [...new Set(moves.map((m) => moveChoice(m.how)))].map((how) => ({
    name: ctx.t(`commands.move.choices.how.${how}`),
    value: how,
  }));
}

function weaponChoices(ctx: CommandContext, s: Seat): Choice[] {
  const ship = shipFor(ctx, s, 'fire');
  if (!ship) return [];
  return ship.groups.flatMap((_, g) =>
    impulse.targetsFor(s.state, ship, g).length > 0
      ? [{ name: groupLabel(ctx.t, s.state, ship, g), value: String(g + 1) }]
      : [],
  );
}

function targetChoices(ctx: CommandContext, s: Seat): Choice[] {
  const ship = shipFor(ctx, s, 'fire');
  if (!ship) return [];
  const weapon = str(ctx.request, 'weapon');
  const groups = weapon && /^\d+$/.test(weapon) ? [Number(weapon) - 1] : ship.groups.map((_, g) => g);
  const ids = [...new Set(groups.flatMap((g) => impulse.targetsFor(s.state, ship, g)))];
  return ids.map((id) => ({
    name: s.state.ships.some((x) => x.id === id) ? shipName(s.state, id) : ctx.t('reply.missileLabel', { id }),
    value: id,
  }));
}

function apChoices(ctx: CommandContext, s: Seat): Choice[] {
  const ship = shipFor(ctx, s, 'useAp');
  if (!ship) return [];
  const kinds = [...new Set(impulse.apOptions(s.state, ship.id).map((o) => o.use.kind))];
  return kinds.map((kind) => ({ name: ctx.t(apUseKey(kind)), value: apWord(kind) }));
}

function criticalChoices(ctx: CommandContext, s: Seat): Choice[] {
  const ship = shipFor(ctx, s, 'repair');
  return impulse
    .legalCommands(s.state, s.side)
    .filter((c): c is impulse.CommandOf<'repair'> => c.type === 'repair' && c.ship === ship?.id)
    .map((c) => ({
      name: criticalName(ctx.t, ship?.criticals.find((k) => k.id === c.critical)?.effect ?? c.critical),
      value: c.critical,
    }));
}

/** The hexes a named missile may be steered to. */
function steerChoices(ctx: CommandContext, s: Seat): Choice[] {
  const missile = str(ctx.request, 'missile');
  const options = impulse.missileChoices(s.state, s.side).find((c) => c.missile === missile)?.options ?? [];
  return options.map((h) => ({ name: formatHex(h), value: formatHex(h) }));
}

type SeatChoices = (ctx: CommandContext, s: Seat) => Choice[];

/** Autocomplete for one command: per option, the choices open to the player's seat in the running game. */
function seatSuggest(byOption: Readonly<Record<string, SeatChoices>>) {
  return async (ctx: CommandContext): Promise<Choice[]> => {
    const focused = ctx.request.focused ?? '';
    const choose = Object.hasOwn(byOption, focused) ? byOption[focused] : undefined;
    const s = choose ? await seat(ctx) : undefined;
    return choose && s ? filtered(choose(ctx, s), String(ctx.request.options[focused] ?? '')) : [];
  };
}

const ownShips =
  (task?: impulse.ShipTask['can'][number]): SeatChoices =>
  (_ctx, s) =>
    shipChoices(s, task);

const enemies: SeatChoices = (_ctx, s) =>
  s.state.ships
    .filter((x) => x.side !== s.side && x.status === 'active')
    .map((x) => ({ name: shipName(s.state, x.id), value: x.id }));

/** The side's own missiles (to retarget with the action point). */
const ownMissiles: SeatChoices = (_ctx, s) =>
  s.state.missiles
    .filter((m) => m.side === s.side)
    .map((m) => ({ name: `${m.id} → ${shipName(s.state, m.target)}`, value: m.id }));

/** Missiles that may be steered now. */
const steerable: SeatChoices = (_ctx, s) =>
  impulse.missileChoices(s.state, s.side).map((c) => ({ name: c.missile, value: c.missile }));

export const suggestAp = seatSuggest({
  ship: ownShips('useAp'),
  use: apChoices,
  weapon: weaponChoices,
  missile: ownMissiles,
  target: enemies,
});
export const suggestMove = seatSuggest({
  ship: ownShips('move'),
  how: moveChoices,
  missile: steerable,
  to: steerChoices,
});
export const suggestFire = seatSuggest({ ship: ownShips('fire'), weapon: weaponChoices, target: targetChoices });
export const suggestRepair = seatSuggest({ ship: ownShips('repair'), critical: criticalChoices });
export const suggestPower = seatSuggest({ ship: ownShips() });
export const suggestOrders = seatSuggest({
  ship: ownShips(),
  fire: (ctx, s) => [{ name: ctx.t('orders.nearest'), value: 'nearest' }, ...enemies(ctx, s)],
});

/** `/fleet`: the roster flow's choices (issue 42), `class` read as the unit to add, `ship` as the one to remove. */
export const suggestFleet = (ctx: CommandContext): Promise<readonly Choice[]> =>
  suggestRenamed(ctx, { class: 'unit', ship: 'unit' });
