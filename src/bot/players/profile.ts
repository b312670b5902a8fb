/**
 * A player's profile (issue 6): their time zone (IANA), quiet hours, whether to get a DM when it is
 * their turn (and, issue 13, when they are on deck), and a vacation. One per user across every game and server, kept in the store.
 */
import { z } from 'zod';
import type { Collection, RecordKind } from '../../store/index.js';
import { isTimeZone, type Sleeper } from '../clocks/quiet-hours.js';

export const ProfileSchema = z.object({
  schemaVersion: z.literal(1),
  timeZone: z.string().refine(isTimeZone, 'not an IANA time zone such as Europe/Lisbon'),
  quiet: z.object({ start: z.number().int().min(0).max(1439), end: z.number().int().min(0).max(1439) }).optional(),
  dm: z.boolean(),
  /** "On deck" (issue 13): a DM when the player before you starts, so you can be ready. Opt-in. */
  onDeck: z.boolean().default(false),
  vacation: z.object({ from: z.string(), until: z.string() }).nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const PROFILE_RECORD: RecordKind<Profile> = {
  name: 'profile',
  version: 1,
  schema: ProfileSchema,
  migrations: {},
};

export const DEFAULT_PROFILE: Profile = { schemaVersion: 1, timeZone: 'UTC', dm: false, onDeck: false, vacation: null };

export const sleeperOf = (profile: Profile | undefined): Sleeper | undefined =>
  profile?.quiet ? { timeZone: profile.timeZone, quiet: profile.quiet } : undefined;

export function onVacation(profile: Profile | undefined, now: Date): boolean {
  return (
    profile?.vacation != null &&
    Date.parse(profile.vacation.from) <= now.getTime() &&
    now.getTime() < Date.parse(profile.vacation.until)
  );
}

export async function profilesOf(
  profiles: Collection<Profile>,
  userIds: readonly string[],
): Promise<Map<string, Profile>> {
  const out = new Map<string, Profile>();
  for (const id of userIds) {
    const profile = await profiles.get(id);
    if (profile) out.set(id, profile);
  }
  return out;
}
