/**
 * Which mentions in a message actually notify someone, following Discord's allowed_mentions rules:
 * without allowed_mentions everything in the content pings; with it, only what it explicitly allows
 * (`parse` kinds, or the listed `users` / `roles`). Ids listed but not written in the content ping nobody.
 */
import { asArray, isObject } from './http.js';

export interface Pings {
  users: string[];
  roles: string[];
  /** @everyone or @here went through. */
  everyone: boolean;
}

export const NO_PINGS: Pings = { users: [], roles: [], everyone: false };

const USER_MENTION = /<@!?(\d+)>/g;
const ROLE_MENTION = /<@&(\d+)>/g;
const EVERYONE_MENTION = /@(everyone|here)\b/;

function unique(ids: Iterable<string>): string[] {
  return [...new Set(ids)];
}

export function mentionedUsers(content: string): string[] {
  return unique([...content.matchAll(USER_MENTION)].map((m) => m[1] ?? ''));
}

export function mentionedRoles(content: string): string[] {
  return unique([...content.matchAll(ROLE_MENTION)].map((m) => m[1] ?? ''));
}

/**
 * @param repliedUserId author of the message replied to, if any; pinged unless allowed_mentions is
 *   present without `replied_user: true` (Discord's default flips once allowed_mentions is given).
 */
export function computePings(content: string, allowedMentions: unknown, repliedUserId: string | null = null): Pings {
  const users = mentionedUsers(content);
  const roles = mentionedRoles(content);
  const everyone = EVERYONE_MENTION.test(content);
  if (!isObject(allowedMentions)) {
    return { users: unique([...users, ...(repliedUserId ? [repliedUserId] : [])]), roles, everyone };
  }
  const parse = asArray(allowedMentions.parse);
  const allowedUsers = asArray(allowedMentions.users).map(String);
  const allowedRoles = asArray(allowedMentions.roles).map(String);
  const pingedUsers = parse.includes('users') ? users : users.filter((id) => allowedUsers.includes(id));
  if (repliedUserId && allowedMentions.replied_user === true) pingedUsers.push(repliedUserId);
  return {
    users: unique(pingedUsers),
    roles: parse.includes('roles') ? roles : roles.filter((id) => allowedRoles.includes(id)),
    everyone: everyone && parse.includes('everyone'),
  };
}
