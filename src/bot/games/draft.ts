/**
 * A turn being composed with the prompt's select menus: one pick per ship and slot, kept in the
 * store (not in memory, so a restart loses nothing) until "Submit turn" sends it as one batch.
 */
import { z } from 'zod';
import type { RecordKind } from '../../store/index.js';

export const DRAFT_SLOTS = ['ap', 'move', 'fire'] as const;
export type DraftSlot = (typeof DRAFT_SLOTS)[number];

export const DraftSchema = z.object({
  schemaVersion: z.literal(1),
  /** The prompt this draft was composed on; a newer prompt starts a fresh draft. */
  promptVersion: z.number().int(),
  picks: z.record(
    z.string(),
    z.object({ ap: z.string().optional(), move: z.string().optional(), fire: z.string().optional() }),
  ),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DRAFT_RECORD: RecordKind<Draft> = { name: 'draft', version: 1, schema: DraftSchema, migrations: {} };

export const draftKey = (channelId: string, userId: string): string => `${channelId}:${userId}`;
