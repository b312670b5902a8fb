/**
 * Stored records carry a schema version and are migrated on load, never silently dropped
 * (DESIGN.md section 7). A kind of record names its current version, its zod schema, and one
 * migration per older version that lifts a record by one step.
 */
import type { z } from 'zod';

export interface RecordKind<T> {
  readonly name: string;
  readonly version: number;
  readonly schema: z.ZodType<T>;
  /** `migrations[n]` turns a version-n record into a version-(n+1) record. */
  readonly migrations: Readonly<Record<number, (record: Record<string, unknown>) => Record<string, unknown>>>;
}

export class RecordError extends Error {}

function versionOf(raw: Record<string, unknown>): number {
  const version = raw['schemaVersion'];
  return typeof version === 'number' && Number.isInteger(version) ? version : 0;
}

/** Migrates a raw stored value up to the current version and validates it. Throws RecordError. */
export function readRecord<T>(kind: RecordKind<T>, key: string, raw: unknown): T {
  if (typeof raw !== 'object' || raw === null)
    throw new RecordError(`${kind.name} ${key}: stored value is not an object`);
  let record = raw as Record<string, unknown>;
  let version = versionOf(record);
  if (version > kind.version) {
    throw new RecordError(
      `${kind.name} ${key}: stored by a newer version of the bot (schema ${version}, this bot reads up to ${kind.version})`,
    );
  }
  while (version < kind.version) {
    const migrate = kind.migrations[version];
    if (migrate === undefined)
      throw new RecordError(`${kind.name} ${key}: no migration from schema version ${version}`);
    record = { ...migrate(record), schemaVersion: version + 1 };
    version += 1;
  }
  const parsed = kind.schema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RecordError(`${kind.name} ${key}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
