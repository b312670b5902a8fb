/**
 * A turn being composed with the prompt's select menus: one pick per ship and slot, kept in the
 * store (not in memory, so a restart loses nothing) until "Submit turn" sends it as one batch.
 */
import { z } from 'zod';
import type { RecordKind } from '../../store/index.js';

/**
 * A slot of a unit's turn in the menus (one menu each): its name is the ruleset's own (its composer
 * declares them), so here it is only a short opaque word, small enough for a component id.
 */
export const DraftSlotSchema = z.string().regex(/^[a-z][a-z0-9-]{0,15}$/);
export type DraftSlot = z.infer<typeof DraftSlotSchema>;

export const DraftSchema = z.object({
  schemaVersion: z.literal(1),
  /** The prompt this draft was composed on; a newer prompt starts a fresh draft. */
  promptVersion: z.number().int(),
  /** By unit, then by the ruleset's slot: the value picked in that menu. */
  picks: z.record(z.string(), z.record(DraftSlotSchema, z.string().optional())),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DRAFT_RECORD: RecordKind<Draft> = { name: 'draft', version: 1, schema: DraftSchema, migrations: {} };

export const draftKey = (channelId: string, userId: string): string => `${channelId}:${userId}`;
