/**
 * The parts of a roster file only `impulse` reads (issue 42): ship classes (`classes`, the engine's
 * own ship-class schema, every problem named where it is) and the `fleet` list `/fleet import` read
 * before `/roster` (`{ class, name, side }` per ship), so files players keep still import.
 */
import { z } from 'zod';
import { err, impulse, ok, type Result } from '../../../engine/index.js';
import { describeIssues } from '../../../assets/load-catalog.js';
import { downloadJson } from '../../games/download-json.js';
import { cleanName } from '../../presentation/sanitize.js';

const FLEET_LIMIT = 24;

const FleetPartsSchema = z.looseObject({
  classes: z.array(z.unknown()).max(40).optional(),
  fleet: z
    .array(
      z
        .object({ class: z.string().min(1).max(60), name: z.string().min(1).max(32), side: z.string().min(1).max(40) })
        .strict(),
    )
    .max(FLEET_LIMIT)
    .optional(),
});

export type FleetParts = z.infer<typeof FleetPartsSchema> & { readonly parsedClasses: impulse.ShipClass[] };

/** The file's classes and fleet, checked; the problem in plain English naming where it is. */
export function readFleetParts(json: unknown): Result<FleetParts, string> {
  const file = FleetPartsSchema.safeParse(json);
  if (!file.success) return err(describeIssues('file', file.error).slice(0, 3).join('; '));
  const parsedClasses: impulse.ShipClass[] = [];
  for (const [i, raw] of (file.data.classes ?? []).entries()) {
    const cls = impulse.ShipClassSchema.safeParse(raw);
    if (!cls.success) return err(describeIssues(`classes[${i}]`, cls.error).slice(0, 3).join('; '));
    // A class's name reaches public replies, lists, menus and pictures: plain text only.
    parsedClasses.push({ ...cls.data, name: cleanName(cls.data.name, 40) || cls.data.id });
  }
  return ok({ ...file.data, parsedClasses });
}

/** Downloads and reads a fleet file (within the import size limit, however big it says it is). */
export async function readFleetFile(
  url: string,
  size: number,
  fetcher: typeof fetch = fetch,
): Promise<Result<FleetParts, string>> {
  const json = await downloadJson(url, size, fetcher);
  return json.ok ? readFleetParts(json.value) : json;
}
