/**
 * Issue 40: the posts laid out as Discord lays out pictures. The impulse post (the map with its
 * report) and the turn prompt are Components V2 cards: one container holding the text (a text
 * display), the map in a media gallery with its alt text, then the buttons and menus; within V2's
 * limits (40 components in all, 4,000 characters of text).
 */
import { expect } from 'vitest';
import {
  allComponents,
  controlsOf,
  galleryOf,
  textDisplays,
  textOf,
  type RecordedMessage,
} from '../discord/fake-discord.js';

const IS_COMPONENTS_V2 = 1 << 15;
const CONTAINER = 17;
const TEXT_DISPLAY = 10;
const MEDIA_GALLERY = 12;
const ACTION_ROW = 1;

/** The message is a card: what it shows, in order, and with the picture (by file name) when one is asked for. */
export function expectCard(message: RecordedMessage, want: { picture?: string; controls?: boolean } = {}): void {
  const what = `message ${message.id} (${textOf(message).slice(0, 80)})`;
  expect(message.flags & IS_COMPONENTS_V2, what).toBe(IS_COMPONENTS_V2);
  expect(message.content, what).toBe('');
  expect(
    message.components.map((c) => c.type),
    what,
  ).toEqual([CONTAINER]);
  const parts = (message.components[0]?.components as { type: number }[]).map((c) => c.type);
  // The text first, then the picture, then the buttons and menus beneath.
  expect(parts[0], what).toBe(TEXT_DISPLAY);
  const rows = parts.filter((t) => t === ACTION_ROW).length;
  expect(parts.slice(parts.length - rows), what).toEqual(Array(rows).fill(ACTION_ROW));
  expect(textOf(message).length, what).toBeGreaterThan(0);
  expect(allComponents(message.components).length, what).toBeLessThanOrEqual(40);
  expect(
    textDisplays(message.components).reduce((n, t) => n + t.length, 0),
    what,
  ).toBeLessThanOrEqual(4000);
  if (want.picture !== undefined) {
    expect(parts.indexOf(MEDIA_GALLERY), what).toBe(1);
    const [item, ...more] = galleryOf(message);
    expect(more, what).toEqual([]);
    expect(item?.attachment?.filename, what).toBe(want.picture);
    // The alt text is kept: on the gallery item and on the attachment itself.
    expect(item?.description?.length ?? 0, what).toBeGreaterThan(0);
    expect(item?.attachment?.description, what).toBe(item?.description);
  }
  if (want.controls) expect(controlsOf(message).length, what).toBeGreaterThan(0);
}

/** Every public post of a channel carrying this picture is a card showing it. */
export function expectPicturePostsAreCards(messages: readonly RecordedMessage[], picture: string): number {
  const posts = messages.filter((m) => !m.ephemeral && m.attachments.some((a) => a.filename === picture));
  for (const post of posts) expectCard(post, { picture });
  return posts.length;
}
