/**
 * `fleet` at the roster flow (issue 42; issue 43 deliverable 7: "fleet building to points ... on the
 * shared roster flow"): `/roster add unit:` names a ship or squadron class of the side's faction (by
 * id, or by its name in any language of the catalogue, any case), `name:` the unit's own name (else
 * the class's in the game's language, numbered apart from the rest). The engine checks the list's
 * points and fleet limits (`rosterProblems`). Classes read in the reader's language (content-words.ts).
 */
import { err, ok } from '../../../engine/index.js';
import type { FleetCatalog, ShipClass, SquadronClass } from '../../../engine/rulesets/fleet/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App, CommandContext } from '../../app/context.js';
import { freeName } from '../../games/roster-lobby.js';
import { loose, type MessageKey, type Translate } from '../../locales/index.js';
import { problem } from '../../pipeline/problem.js';
import type { Choice } from '../../pipeline/request.js';
import { echo } from '../../presentation/sanitize.js';
import { channelT } from '../../records/channel-locale.js';
import type { RosterAddOptions, RosterBasis, RosterTable } from '../roster-table.js';
import { localScenario } from '../scenario-words.js';
import { fleetContent } from './content.js';
import { findClass, localClassName } from './content-words.js';

type AnyClass = (ShipClass & { readonly kind: 'ship' }) | (SquadronClass & { readonly kind: 'squadron' });

function classes(app: App): AnyClass[] {
  const content = fleetContent(app);
  return [
    ...(content?.catalog.ships ?? []).map((c) => ({ ...c, kind: 'ship' as const })),
    ...(content?.catalog.squadrons ?? []).map((c) => ({ ...c, kind: 'squadron' as const })),
  ];
}

/** The catalog with its classes' names in the reader's language (the roster's summaries and problems). */
export const localFleetCatalog = (t: Translate, catalog: FleetCatalog): FleetCatalog => ({
  ...catalog,
  ships: catalog.ships.map((c) => ({ ...c, name: localClassName(t, 'ship', c) })),
  squadrons: catalog.squadrons.map((c) => ({ ...c, name: localClassName(t, 'squadron', c) })),
});

function basis(app: App, record: GameRecord, t: Translate): RosterBasis | undefined {
  const content = fleetContent(app);
  const bundled = content?.scenarios.find((s) => s.id === record.scenario);
  if (!content || !bundled) return undefined;
  const scenario = localScenario(t, bundled);
  return {
    scenario,
    catalog: localFleetCatalog(t, content.catalog),
    sides: scenario.sides,
    defaultLimit: scenario.points,
  };
}

const factionOf = (app: App, record: GameRecord, side: string | undefined): string | undefined =>
  fleetContent(app)
    ?.scenarios.find((s) => s.id === record.scenario)
    ?.sides.find((s) => s.id === side)?.faction;

function unit(ctx: CommandContext, record: GameRecord, o: RosterAddOptions, side: string, taken: readonly string[]) {
  const found = findClass(classes(ctx.app), o.unit);
  if (!found) return err(problem('fleet.roster.unknownClass' as MessageKey, { class: echo(o.unit) }));
  const faction = factionOf(ctx.app, record, side);
  if (faction !== undefined && found.faction !== faction)
    return err(
      problem('fleet.roster.wrongFaction' as MessageKey, {
        class: localClassName(ctx.t, found.kind, found),
        side: basis(ctx.app, record, ctx.t)?.sides.find((s) => s.id === side)?.name ?? side,
      }),
    );
  // Named after its class in the game's own language, as the map will name it (names then stay as they are).
  const own = localClassName(channelT(record), found.kind, found);
  const name = o.name === undefined || o.name.trim() === '' ? freeName(own, taken) : o.name.trim();
  return ok({ kind: found.kind, class: found.id, name });
}

/** The classes of the side's faction: "Lancer Frigate · ship, medium · 60 pts", ships first. */
function suggest(
  ctx: CommandContext,
  record: GameRecord,
  focused: 'unit' | 'upgrades',
  side: string | undefined,
): Choice[] {
  if (focused !== 'unit') return [];
  const say = loose(ctx.t);
  const faction = factionOf(ctx.app, record, side);
  return classes(ctx.app)
    .filter((c) => faction === undefined || c.faction === faction)
    .map((c) => ({
      name: say('fleet.roster.choice', {
        class: localClassName(ctx.t, c.kind, c),
        kind: c.kind === 'ship' ? say(`fleet.roster.sizes.${c.size}`) : say('fleet.roster.squadron'),
        points: c.points,
      }),
      value: c.id,
    }));
}

export const FLEET_ROSTER: RosterTable = { basis, unit, suggest };
