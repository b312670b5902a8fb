/**
 * `impulse` at the roster flow (issue 42, src/bot/games/roster.ts): a lobby's roster is checked
 * against its scenario and every class it may use (bundled and imported), in the reader's words;
 * `/roster add unit:` names a ship class (by id, or by its name in any language of the catalogue)
 * of the side's faction, and `name:` the ship (left out: the class's name, numbered).
 */
import type { GameRecord } from '../../../store/index.js';
import type { App, CommandContext } from '../../app/context.js';
import type { Translate } from '../../locales/index.js';
import type { Choice } from '../../pipeline/request.js';
import { cleanName } from '../../presentation/sanitize.js';
import type { RosterBasis, RosterTable } from '../roster-table.js';
import { localScenario } from '../scenario-words.js';
import { localCatalog, localClassName } from './catalog-words.js';
import { IMPULSE_CATALOG } from './catalog.js';
import { importClasses } from './class-import.js';
import { impulseUnit } from './roster-unit.js';
import { classesFor, findScenario } from './setup.js';

function basis(app: App, record: GameRecord, t: Translate): RosterBasis | undefined {
  const bundled = findScenario(IMPULSE_CATALOG.of(app), record.scenario);
  if (!bundled) return undefined;
  const scenario = localScenario(t, bundled);
  const catalog = localCatalog(t, { classes: classesFor(IMPULSE_CATALOG.of(app), record), weapons: [] });
  return { scenario, catalog, sides: scenario.sides, defaultLimit: null };
}

/** The classes of the side's faction, with their points. */
function suggest(
  ctx: CommandContext,
  record: GameRecord,
  focused: 'unit' | 'upgrades',
  side: string | undefined,
): Choice[] {
  if (focused !== 'unit') return [];
  const bundled = findScenario(IMPULSE_CATALOG.of(ctx.app), record.scenario);
  const faction = bundled?.sides.find((s) => s.id === side)?.faction;
  return classesFor(IMPULSE_CATALOG.of(ctx.app), record)
    .filter((c) => faction === undefined || c.faction === faction)
    .map((c) => ({
      name: ctx.t('reply.fleetClassChoice', { class: cleanName(localClassName(ctx.t, c), 40), points: c.points }),
      value: c.id,
    }));
}

export const IMPULSE_ROSTER: RosterTable = {
  basis,
  unit: impulseUnit,
  suggest,
  importExtras: importClasses,
};
