/**
 * The reload action (issue 41; seed 001, "Recarga"): «escolha qualquer número de cartas de melhoria
 * do tipo torpedo ou míssil e vire-as com a face voltada para cima, em seguida atribua à nave uma
 * ficha de armas desabilitadas». A card of ours holds shots; one that has fired any is spent (face
 * down, in the seed's words), and flipping it face up gives it all its shots back. A cannon or a
 * turret is never reloaded. A reload that would flip nothing is refused, so no action is wasted on a
 * disarmed token alone.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.js';
import type { ActionCommand } from './commands.js';
import type { DraftShip } from './context.js';
import type { CarriedWeapon } from './state.js';

/**
 * A torpedo or missile card. A weapon recorded before cards kept their type (issue 41) counts as one
 * when it holds shots: only ordnance had them then.
 */
export const isOrdnance = (w: CarriedWeapon): boolean =>
  w.slot === undefined ? w.chargesMax !== null : w.slot === 'torpedo' || w.slot === 'missile';

/** It has fired, so a reload would flip it face up. */
const spent = (w: CarriedWeapon): boolean => w.chargesMax !== null && (w.charges ?? 0) < w.chargesMax;

/** The ship's cards a reload may flip now. */
export const reloadable = (weapons: readonly CarriedWeapon[]): CarriedWeapon[] =>
  weapons.filter((w) => isOrdnance(w) && spent(w));

const refuse = (code: string, detail: Record<string, unknown>) => err(ruleError(code, detail));

/** Flips the cards `c` names (every spent one when it names none) and disarms the ship. */
export function reload(ship: DraftShip, c: ActionCommand): Result<Record<string, string>, RuleError> {
  const named = c.weapons ?? (c.weapon === undefined ? undefined : [c.weapon]);
  const chosen: DraftShip['weapons'][number][] = [];
  for (const id of named ?? reloadable(ship.weapons).map((w) => w.id)) {
    const weapon = ship.weapons.find((w) => w.id === id);
    if (!weapon) return refuse('NO_SUCH_WEAPON', { ship: ship.id });
    if (!isOrdnance(weapon)) return refuse('NOT_ORDNANCE', { ship: ship.id });
    if (!spent(weapon)) return refuse('NOT_SPENT', { ship: ship.id });
    if (!chosen.includes(weapon)) chosen.push(weapon);
  }
  if (chosen.length === 0) return refuse('NOTHING_TO_RELOAD', { ship: ship.id });
  for (const weapon of chosen) weapon.charges = weapon.chargesMax;
  ship.disarmed = true;
  return ok({ weapons: chosen.map((w) => w.id).join(',') });
}

/**
 * The reload of a `squadron-1` game (before issue 41; `rules-version.ts`): one named weapon holding
 * shots, cannon or not, gets one shot back, and the ship is disarmed. A reload naming none takes the
 * first weapon short of shots; naming several is refused, as that game's rules reload one.
 */
export function reloadOneShot(ship: DraftShip, c: ActionCommand): Result<Record<string, string>, RuleError> {
  if (c.weapon === undefined && (c.weapons?.length ?? 0) > 1) return refuse('ONE_WEAPON', { ship: ship.id });
  const id = c.weapon ?? c.weapons?.[0];
  const weapon = id === undefined ? ship.weapons.find(spent) : ship.weapons.find((w) => w.id === id);
  if (id !== undefined && !weapon) return refuse('NO_SUCH_WEAPON', { ship: ship.id });
  if (!weapon || weapon.chargesMax === null) return refuse('NOTHING_TO_RELOAD', { ship: ship.id });
  if (!spent(weapon)) return refuse('NOT_SPENT', { ship: ship.id });
  weapon.charges = (weapon.charges ?? 0) + 1;
  ship.disarmed = true;
  return ok({ weapon: weapon.id });
}
