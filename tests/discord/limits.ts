/**
 * Discord's documented limits on what a bot may send, checked the way Discord checks them: every
 * problem becomes a field error at a JSON path, and the list turns into the nested `errors` object of
 * a 50035 "Invalid Form Body" answer (which discord.js flattens into its DiscordAPIError message).
 */
import { asArray, asObjects, isObject, type JsonObject } from './http.js';

export interface FieldError {
  path: (string | number)[];
  code: string;
  message: string;
}

export const Limits = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthorName: 256,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  selectValues: 25,
  files: 10,
  uploadBytes: 10 * 1024 * 1024,
  choices: 25,
  choiceText: 100,
  allowedMentionIds: 100,
  commandName: 32,
  commandDescription: 100,
  commandOptions: 25,
  commandTotalChars: 4000,
  threadName: 100,
  modalTitle: 45,
  nonce: 25,
  forumTags: 20,
  forumTagName: 20,
  appliedTags: 5,
  eventName: 100,
  eventDescription: 1000,
  eventLocation: 100,
  /** Components V2: components in a message in all, nested ones included. */
  v2Components: 40,
  /** Components V2: characters across all the text displays of a message. */
  v2Text: 4000,
  galleryItems: 10,
  mediaDescription: 1024,
  containerChildren: 10,
  sectionTexts: 3,
} as const;

export const ARCHIVE_DURATIONS: readonly number[] = [60, 1440, 4320, 10080];

export const Flags = {
  SuppressEmbeds: 1 << 2,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsVoiceMessage: 1 << 13,
  IsComponentsV2: 1 << 15,
} as const;

/** The only Discord locales: anything else in a localisation map is rejected. */
export const DISCORD_LOCALES = new Set([
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
]);

const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
const BUTTON = 2;
const ACTION_ROW = 1;
const STRING_SELECT = 3;

type Path = (string | number)[];

export function tooLong(path: Path, max: number): FieldError {
  return { path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` };
}

export function required(path: Path): FieldError {
  return { path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
}

/**
 * Something Discord accepts but the fake does not model: refused with a code no real answer carries, so
 * a test that reaches it knows the fake, not the bot, is short.
 */
export function unmodelled(path: Path, what: string): FieldError {
  return { path, code: 'FAKE_DISCORD_UNMODELLED', message: `The fake Discord does not model ${what}.` };
}

function outOfRange(path: Path, min: number, max: number): FieldError {
  return { path, code: 'NUMBER_TYPE_OUT_OF_RANGE', message: `Int value should be between ${min} and ${max}.` };
}

/** Length as Discord counts it: in UTF-16 code units, like JavaScript. */
function length(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

function checkLength(errors: FieldError[], path: Path, value: unknown, max: number): void {
  if (length(value) > max) errors.push(tooLong(path, max));
}

/** Turns field errors into Discord's nested `errors` object: `{ embeds: { 0: { title: { _errors: [...] } } } }`. */
export function toErrorTree(errors: FieldError[]): JsonObject {
  const tree: JsonObject = {};
  for (const error of errors) {
    let node = tree;
    for (const key of error.path) {
      const next = node[String(key)];
      node = isObject(next) ? next : ((node[String(key)] = {}) as JsonObject);
    }
    const list = Array.isArray(node._errors) ? node._errors : (node._errors = []);
    (list as unknown[]).push({ code: error.code, message: error.message });
  }
  return tree;
}

export function describeErrors(errors: FieldError[]): string {
  return errors.map((e) => `${e.path.join('.') || '(body)'}[${e.code}] ${e.message}`).join('; ');
}

export interface MessageRules {
  /** Flags the sender may set: interaction responses may be ephemeral, channel messages may not. */
  allowedFlags: number;
}

export const CHANNEL_MESSAGE_FLAGS =
  Flags.SuppressEmbeds | Flags.SuppressNotifications | Flags.IsVoiceMessage | Flags.IsComponentsV2;
export const INTERACTION_MESSAGE_FLAGS = CHANNEL_MESSAGE_FLAGS | Flags.Ephemeral;
export const EDIT_FLAGS = Flags.SuppressEmbeds | Flags.IsComponentsV2;

/** Field-level checks of a message create/edit body (emptiness and file sizes are checked separately). */
export function validateMessageBody(body: JsonObject, rules: MessageRules, prefix: Path = []): FieldError[] {
  const errors: FieldError[] = [];
  checkLength(errors, [...prefix, 'content'], body.content, Limits.content);
  errors.push(...validateEmbeds(body.embeds, [...prefix, 'embeds']));
  errors.push(...validateFlags(body.flags, rules.allowedFlags, [...prefix, 'flags']));
  const componentsV2 = typeof body.flags === 'number' && (body.flags & Flags.IsComponentsV2) !== 0;
  if (componentsV2) {
    // Components V2 messages carry everything in components; Discord refuses content and embeds with them.
    if (length(body.content) > 0)
      errors.push({
        path: [...prefix, 'content'],
        code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        message: "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      });
    if (asArray(body.embeds).length > 0)
      errors.push({
        path: [...prefix, 'embeds'],
        code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        message: "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      });
    errors.push(...validateComponentsV2(body.components, [...prefix, 'components']));
    errors.push(...validateCustomIds(body.components, [...prefix, 'components']));
  } else {
    errors.push(...validateComponents(body.components, [...prefix, 'components']));
  }
  errors.push(...validateAllowedMentions(body.allowed_mentions, [...prefix, 'allowed_mentions']));
  return errors;
}

/**
 * Create Message's `nonce` (a string of at most 25 characters or an integer; null means none) and
 * `enforce_nonce`, with the error codes Discord answers them with.
 */
export function validateNonce(body: JsonObject, prefix: Path = []): FieldError[] {
  const errors: FieldError[] = [];
  const nonce = body.nonce;
  if (typeof nonce === 'string') {
    if (nonce.length > Limits.nonce)
      errors.push({
        path: [...prefix, 'nonce'],
        code: 'NONCE_TYPE_TOO_LONG',
        message: `Must be ${Limits.nonce} or fewer characters long.`,
      });
  } else if (nonce !== undefined && nonce !== null && !(typeof nonce === 'number' && Number.isInteger(nonce))) {
    errors.push({
      path: [...prefix, 'nonce'],
      code: 'NONCE_TYPE_INVALID_TYPE',
      message: 'This field must be a string or integer.',
    });
  }
  const enforce = body.enforce_nonce;
  if (enforce !== undefined && enforce !== null && typeof enforce !== 'boolean') {
    errors.push({
      path: [...prefix, 'enforce_nonce'],
      code: 'BASE_TYPE_BOOLEAN',
      message: 'Must be either true or false.',
    });
  }
  return errors;
}

export function validateFlags(flags: unknown, allowed: number, path: Path): FieldError[] {
  if (flags === undefined || flags === null) return [];
  if (typeof flags !== 'number' || !Number.isInteger(flags))
    return [{ path, code: 'NUMBER_TYPE_COERCE', message: `Value "${String(flags)}" is not int.` }];
  const forbidden = flags & ~allowed;
  if (forbidden === 0) return [];
  const ephemeral = forbidden & Flags.Ephemeral ? ' (EPHEMERAL is only for interaction responses and follow-ups)' : '';
  return [{ path, code: 'MESSAGE_FLAGS_INVALID', message: `Flags ${forbidden} may not be set here${ephemeral}.` }];
}

export function validateEmbeds(value: unknown, path: Path): FieldError[] {
  const embeds = asArray(value);
  const errors: FieldError[] = [];
  if (embeds.length > Limits.embeds) errors.push(tooLong(path, Limits.embeds));
  let total = 0;
  embeds.forEach((embed, i) => {
    if (!isObject(embed)) return;
    const at = [...path, i];
    checkLength(errors, [...at, 'title'], embed.title, Limits.embedTitle);
    checkLength(errors, [...at, 'description'], embed.description, Limits.embedDescription);
    const footer = isObject(embed.footer) ? embed.footer : {};
    const author = isObject(embed.author) ? embed.author : {};
    checkLength(errors, [...at, 'footer', 'text'], footer.text, Limits.embedFooter);
    checkLength(errors, [...at, 'author', 'name'], author.name, Limits.embedAuthorName);
    total += length(embed.title) + length(embed.description) + length(footer.text) + length(author.name);
    const fields = asArray(embed.fields);
    if (fields.length > Limits.embedFields) errors.push(tooLong([...at, 'fields'], Limits.embedFields));
    fields.forEach((field, j) => {
      if (!isObject(field)) return;
      const fieldAt = [...at, 'fields', j];
      if (length(field.name) === 0) errors.push(required([...fieldAt, 'name']));
      if (length(field.value) === 0) errors.push(required([...fieldAt, 'value']));
      checkLength(errors, [...fieldAt, 'name'], field.name, Limits.embedFieldName);
      checkLength(errors, [...fieldAt, 'value'], field.value, Limits.embedFieldValue);
      total += length(field.name) + length(field.value);
    });
  });
  if (total > Limits.embedTotal) {
    errors.push({
      path,
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: `Embed size exceeds maximum size of ${Limits.embedTotal}`,
    });
  }
  return errors;
}

/** Classic (non-V2) message components: up to 5 action rows of up to 5 buttons or exactly one select. */
export function validateComponents(value: unknown, path: Path): FieldError[] {
  const rows = asArray(value);
  const errors: FieldError[] = [];
  if (rows.length > Limits.actionRows) errors.push(tooLong(path, Limits.actionRows));
  rows.forEach((row, i) => {
    if (!isObject(row)) return;
    const at = [...path, i];
    if (row.type !== ACTION_ROW) {
      errors.push({
        path: [...at, 'type'],
        code: 'UNION_TYPE_CHOICES',
        message: 'Top-level components of a message must be action rows (type 1).',
      });
      return;
    }
    errors.push(...validateRow(asArray(row.components), [...at, 'components']));
  });
  // Lengths were checked per component above; only uniqueness is left.
  errors.push(...validateCustomIds(value, path, false));
  return errors;
}

function validateRow(children: unknown[], path: Path): FieldError[] {
  const errors: FieldError[] = [];
  if (children.length === 0)
    errors.push({ path, code: 'BASE_TYPE_MIN_LENGTH', message: 'Must be 1 or more in length.' });
  if (children.length > Limits.buttonsPerRow) errors.push(tooLong(path, Limits.buttonsPerRow));
  const hasSelect = children.some((c) => isObject(c) && SELECT_TYPES.has(c.type as number));
  if (hasSelect && children.length > 1) {
    errors.push({
      path,
      code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      message: 'The specified component exceeds the maximum width',
    });
  }
  children.forEach((child, j) => {
    if (!isObject(child)) return;
    const at = [...path, j];
    if (child.type === BUTTON) errors.push(...validateButton(child, at));
    else if (SELECT_TYPES.has(child.type as number)) errors.push(...validateSelect(child, at));
    else
      errors.push({
        path: [...at, 'type'],
        code: 'COMPONENT_TYPE_INVALID',
        message: `Component type ${String(child.type)} is not allowed in an action row of a message.`,
      });
  });
  return errors;
}

function validateButton(button: JsonObject, path: Path): FieldError[] {
  const errors: FieldError[] = [];
  const style = button.style;
  const isLink = style === 5;
  const isPremium = style === 6;
  if (typeof style !== 'number' || style < 1 || style > 6) {
    errors.push({
      path: [...path, 'style'],
      code: 'BASE_TYPE_CHOICES',
      message: 'Value must be one of (1, 2, 3, 4, 5, 6).',
    });
  }
  if (isLink && typeof button.url !== 'string') errors.push(required([...path, 'url']));
  if (!isLink && !isPremium && typeof button.custom_id !== 'string') errors.push(required([...path, 'custom_id']));
  if (isLink && button.custom_id !== undefined) {
    errors.push({
      path: [...path, 'custom_id'],
      code: 'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
      message: 'A custom id cannot be set on a link button',
    });
  }
  if (!isPremium && length(button.label) === 0 && button.emoji === undefined) {
    errors.push({
      path,
      code: 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED',
      message: 'A button needs a label or an emoji',
    });
  }
  checkLength(errors, [...path, 'label'], button.label, Limits.buttonLabel);
  checkLength(errors, [...path, 'custom_id'], button.custom_id, Limits.customId);
  return errors;
}

function validateSelect(select: JsonObject, path: Path): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof select.custom_id !== 'string') errors.push(required([...path, 'custom_id']));
  checkLength(errors, [...path, 'custom_id'], select.custom_id, Limits.customId);
  checkLength(errors, [...path, 'placeholder'], select.placeholder, Limits.selectPlaceholder);
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (min < 0 || min > Limits.selectValues) errors.push(outOfRange([...path, 'min_values'], 0, Limits.selectValues));
  if (max < 1 || max > Limits.selectValues) errors.push(outOfRange([...path, 'max_values'], 1, Limits.selectValues));
  if (min > max)
    errors.push({
      path: [...path, 'min_values'],
      code: 'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE',
      message: 'min_values must be less than or equal to max_values',
    });
  if (select.type !== STRING_SELECT) return errors;
  const options = asArray(select.options);
  if (options.length === 0)
    errors.push({ path: [...path, 'options'], code: 'BASE_TYPE_MIN_LENGTH', message: 'Must be 1 or more in length.' });
  if (options.length > Limits.selectOptions) errors.push(tooLong([...path, 'options'], Limits.selectOptions));
  if (max > options.length && options.length > 0) {
    errors.push({
      path: [...path, 'max_values'],
      code: 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE',
      message: `max_values must be at most the number of options (${options.length})`,
    });
  }
  options.forEach((option, k) => {
    if (!isObject(option)) return;
    const at = [...path, 'options', k];
    for (const key of ['label', 'value'] as const) {
      if (length(option[key]) === 0) errors.push(required([...at, key]));
      checkLength(errors, [...at, key], option[key], Limits.selectOptionText);
    }
    checkLength(errors, [...at, 'description'], option.description, Limits.selectOptionText);
  });
  return errors;
}

// Components V2 (https://discord.com/developers/docs/components/reference).
const SECTION = 9;
const TEXT_DISPLAY = 10;
const THUMBNAIL = 11;
const MEDIA_GALLERY = 12;
const FILE = 13;
const SEPARATOR = 14;
const CONTAINER = 17;
const V2_TOP_LEVEL = new Set([ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER]);
const IN_CONTAINER = new Set([ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR]);

/** Every component of a message, nested ones (a container's, a row's, a section's accessory) included. */
export function allComponents(value: unknown): JsonObject[] {
  return asArray(value).flatMap((c) =>
    isObject(c)
      ? [c, ...allComponents(c.components), ...(isObject(c.accessory) ? allComponents([c.accessory]) : [])]
      : [],
  );
}

/** The text of a Components V2 message: its text displays' contents, in order. */
export function textDisplays(components: unknown): string[] {
  return allComponents(components).flatMap((c) =>
    c.type === TEXT_DISPLAY && typeof c.content === 'string' ? [c.content] : [],
  );
}

/** The `attachment://name` references of a message's components (media gallery items, files, thumbnails). */
export function attachmentRefs(components: unknown): { name: string; where: string }[] {
  const refs: { name: string; where: string }[] = [];
  const add = (url: unknown, where: string): void => {
    if (typeof url === 'string' && url.startsWith('attachment://'))
      refs.push({ name: url.slice('attachment://'.length), where });
  };
  for (const c of allComponents(components)) {
    if (c.type === MEDIA_GALLERY)
      asObjects(c.items).forEach((item, i) => add(isObject(item.media) ? item.media.url : undefined, `item ${i}`));
    if (c.type === FILE) add(isObject(c.file) ? c.file.url : undefined, 'file');
    if (c.type === THUMBNAIL) add(isObject(c.media) ? c.media.url : undefined, 'thumbnail');
  }
  return refs;
}

/**
 * A Components V2 message's components: the layout types where they may go, action rows as in classic
 * messages, and the message-wide limits (40 components in all, counting nested ones; 4,000 characters
 * across text displays). Error codes for the totals are assumed (Discord's are undocumented).
 */
export function validateComponentsV2(value: unknown, path: Path): FieldError[] {
  const errors: FieldError[] = [];
  const top = asArray(value);
  if (top.length === 0) return errors;
  const total = allComponents(value).length;
  if (total > Limits.v2Components)
    errors.push({
      path,
      code: 'COMPONENT_MAX_TOTAL_EXCEEDED',
      message: `A message may have at most ${Limits.v2Components} components in all, nested ones included (got ${total}).`,
    });
  const text = textDisplays(value).reduce((sum, t) => sum + t.length, 0);
  if (text > Limits.v2Text)
    errors.push({
      path,
      code: 'COMPONENT_TEXT_DISPLAY_TOTAL_LENGTH_EXCEEDED',
      message: `Text displays may carry at most ${Limits.v2Text} characters in all (got ${text}).`,
    });
  const check = (component: unknown, at: Path, allowed: ReadonlySet<number>): void => {
    if (!isObject(component)) return;
    const type = component.type as number;
    if (!allowed.has(type)) {
      errors.push({
        path: [...at, 'type'],
        code: 'COMPONENT_TYPE_INVALID',
        message: `Component type ${String(component.type)} is not allowed here.`,
      });
      return;
    }
    switch (type) {
      case ACTION_ROW:
        errors.push(...validateRow(asArray(component.components), [...at, 'components']));
        break;
      case TEXT_DISPLAY:
        if (length(component.content) === 0) errors.push(required([...at, 'content']));
        checkLength(errors, [...at, 'content'], component.content, Limits.v2Text);
        break;
      case MEDIA_GALLERY: {
        const items = asArray(component.items);
        if (items.length === 0)
          errors.push({
            path: [...at, 'items'],
            code: 'BASE_TYPE_MIN_LENGTH',
            message: 'Must be 1 or more in length.',
          });
        if (items.length > Limits.galleryItems) errors.push(tooLong([...at, 'items'], Limits.galleryItems));
        items.forEach((item, i) => {
          const media = isObject(item) && isObject(item.media) ? item.media : {};
          if (length(media.url) === 0) errors.push(required([...at, 'items', i, 'media', 'url']));
          if (isObject(item))
            checkLength(errors, [...at, 'items', i, 'description'], item.description, Limits.mediaDescription);
        });
        break;
      }
      case FILE: {
        const url = isObject(component.file) ? component.file.url : undefined;
        if (typeof url !== 'string' || !url.startsWith('attachment://'))
          errors.push({
            path: [...at, 'file', 'url'],
            code: 'UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED',
            message: 'A file component must reference an attachment (attachment://<filename>).',
          });
        break;
      }
      case SECTION: {
        const texts = asArray(component.components);
        if (texts.length === 0 || texts.length > Limits.sectionTexts)
          errors.push(tooLong([...at, 'components'], Limits.sectionTexts));
        texts.forEach((t, i) => check(t, [...at, 'components', i], new Set([TEXT_DISPLAY])));
        if (!isObject(component.accessory)) errors.push(required([...at, 'accessory']));
        else if (component.accessory.type === BUTTON)
          errors.push(...validateButton(component.accessory, [...at, 'accessory']));
        else if (component.accessory.type !== THUMBNAIL)
          errors.push({
            path: [...at, 'accessory', 'type'],
            code: 'COMPONENT_TYPE_INVALID',
            message: 'A section accessory must be a button or a thumbnail.',
          });
        break;
      }
      case CONTAINER: {
        const children = asArray(component.components);
        if (children.length === 0)
          errors.push({
            path: [...at, 'components'],
            code: 'BASE_TYPE_MIN_LENGTH',
            message: 'Must be 1 or more in length.',
          });
        children.forEach((child, i) => check(child, [...at, 'components', i], IN_CONTAINER));
        break;
      }
    }
  };
  top.forEach((component, i) => check(component, [...path, i], V2_TOP_LEVEL));
  return errors;
}

/**
 * A Components V2 message's references to its attachments: each `attachment://name` must name a file
 * the message carries (uploaded with it, or kept from before). The code is assumed.
 */
export function validateAttachmentRefs(components: unknown, filenames: readonly string[], path: Path): FieldError[] {
  return attachmentRefs(components)
    .filter((ref) => !filenames.includes(ref.name))
    .map((ref) => ({
      path,
      code: 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND',
      message: `attachment://${ref.name} (${ref.where}) names no attachment of the message (it has: ${filenames.join(', ') || 'none'}).`,
    }));
}

/** custom_id must be unique within one message (Discord routes clicks by it), at any nesting depth. */
export function validateCustomIds(value: unknown, path: Path, checkLengths = true): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  const visit = (components: unknown, at: Path): void => {
    asArray(components).forEach((component, i) => {
      if (!isObject(component)) return;
      const here = [...at, i];
      if (typeof component.custom_id === 'string') {
        if (seen.has(component.custom_id)) {
          errors.push({
            path: [...here, 'custom_id'],
            code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
            message: 'Component custom id cannot be duplicated',
          });
        }
        seen.add(component.custom_id);
        if (checkLengths) checkLength(errors, [...here, 'custom_id'], component.custom_id, Limits.customId);
      }
      if (component.components !== undefined) visit(component.components, [...here, 'components']);
      if (isObject(component.accessory)) visit([component.accessory], [...here, 'accessory']);
    });
  };
  visit(value, path);
  return errors;
}

export function validateAllowedMentions(value: unknown, path: Path): FieldError[] {
  if (value === undefined || value === null) return [];
  if (!isObject(value))
    return [{ path, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' }];
  const errors: FieldError[] = [];
  const parse = asArray(value.parse);
  for (const kind of ['users', 'roles'] as const) {
    const ids = asArray(value[kind]);
    if (parse.includes(kind) && ids.length > 0) {
      errors.push({
        path: [...path, kind],
        code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
        message: `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.`,
      });
    }
    if (ids.length > Limits.allowedMentionIds) errors.push(tooLong([...path, kind], Limits.allowedMentionIds));
  }
  parse.forEach((kind, i) => {
    if (kind !== 'users' && kind !== 'roles' && kind !== 'everyone') {
      errors.push({
        path: [...path, 'parse', i],
        code: 'BASE_TYPE_CHOICES',
        message: "Value must be one of ('roles', 'users', 'everyone').",
      });
    }
  });
  return errors;
}

/** Autocomplete answers: at most 25 choices, names 1-100 characters, string values at most 100. */
export function validateChoices(value: unknown, path: Path): FieldError[] {
  const choices = asArray(value);
  const errors: FieldError[] = [];
  if (choices.length > Limits.choices) errors.push(tooLong(path, Limits.choices));
  choices.forEach((choice, i) => {
    if (!isObject(choice)) return;
    const at = [...path, i];
    if (length(choice.name) === 0) errors.push(required([...at, 'name']));
    checkLength(errors, [...at, 'name'], choice.name, Limits.choiceText);
    if (choice.value === undefined) errors.push(required([...at, 'value']));
    checkLength(errors, [...at, 'value'], choice.value, Limits.choiceText);
  });
  return errors;
}

export function validateModal(data: JsonObject, path: Path): FieldError[] {
  const errors: FieldError[] = [];
  if (length(data.title) === 0) errors.push(required([...path, 'title']));
  checkLength(errors, [...path, 'title'], data.title, Limits.modalTitle);
  if (typeof data.custom_id !== 'string') errors.push(required([...path, 'custom_id']));
  checkLength(errors, [...path, 'custom_id'], data.custom_id, Limits.customId);
  const rows = asArray(data.components);
  if (rows.length === 0)
    errors.push({
      path: [...path, 'components'],
      code: 'BASE_TYPE_MIN_LENGTH',
      message: 'Must be 1 or more in length.',
    });
  if (rows.length > Limits.actionRows) errors.push(tooLong([...path, 'components'], Limits.actionRows));
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Application commands
// ---------------------------------------------------------------------------------------------

const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const CHAT_INPUT = 1;
const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;

function checkCommandName(errors: FieldError[], path: Path, name: unknown, chatInput: boolean): void {
  if (typeof name !== 'string' || name.length === 0) {
    errors.push(required(path));
    return;
  }
  if (name.length > Limits.commandName) errors.push(tooLong(path, Limits.commandName));
  // Chat-input names must match the pattern and may not contain uppercase letters that have a lowercase form.
  if (chatInput && (!COMMAND_NAME.test(name) || name !== name.toLowerCase())) {
    errors.push({ path, code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name "${name}" is invalid` });
  }
}

function checkDescription(errors: FieldError[], path: Path, description: unknown): void {
  if (typeof description !== 'string' || description.length === 0)
    errors.push({ path, code: 'BASE_TYPE_MIN_LENGTH', message: 'Must be 1 or more in length.' });
  checkLength(errors, path, description, Limits.commandDescription);
}

function checkLocalizations(
  errors: FieldError[],
  path: Path,
  value: unknown,
  check: (at: Path, text: unknown) => void,
): void {
  if (value === undefined || value === null) return;
  if (!isObject(value)) {
    errors.push({ path, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' });
    return;
  }
  for (const [locale, text] of Object.entries(value)) {
    if (!DISCORD_LOCALES.has(locale))
      errors.push({
        path: [...path, locale],
        code: 'ENUM_TYPE_COERCE',
        message: `Value "${locale}" is not a valid enum value.`,
      });
    else check([...path, locale], text);
  }
}

/** Characters Discord counts towards the 4000 per command: names, descriptions, choice names and values. */
function commandCharacters(command: JsonObject): number {
  let total = length(command.name) + length(command.description);
  for (const option of asObjects(command.options)) {
    total += commandCharacters(option);
    for (const choice of asObjects(option.choices)) total += length(choice.name) + String(choice.value ?? '').length;
  }
  return total;
}

function validateOptions(errors: FieldError[], options: unknown, path: Path): void {
  const list = asArray(options);
  if (list.length > Limits.commandOptions) errors.push(tooLong(path, Limits.commandOptions));
  let sawOptional = false;
  const names = new Set<string>();
  list.forEach((option, i) => {
    if (!isObject(option)) return;
    const at = [...path, i];
    checkCommandName(errors, [...at, 'name'], option.name, true);
    checkDescription(errors, [...at, 'description'], option.description);
    checkLocalizations(errors, [...at, 'name_localizations'], option.name_localizations, (p, t) =>
      checkCommandName(errors, p, t, true),
    );
    checkLocalizations(errors, [...at, 'description_localizations'], option.description_localizations, (p, t) =>
      checkDescription(errors, p, t),
    );
    if (typeof option.name === 'string') {
      if (names.has(option.name))
        errors.push({
          path: [...at, 'name'],
          code: 'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS',
          message: 'Option names must be unique',
        });
      names.add(option.name);
    }
    if (option.required === true && sawOptional) {
      errors.push({
        path: [...at, 'required'],
        code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        message: 'Required options must be placed before non-required options',
      });
    }
    if (option.required !== true && option.type !== SUBCOMMAND && option.type !== SUBCOMMAND_GROUP) sawOptional = true;
    const choices = asArray(option.choices);
    if (choices.length > 0 && option.autocomplete === true) {
      errors.push({
        path: [...at, 'autocomplete'],
        code: 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES',
        message: 'Autocomplete cannot be enabled on options that have choices',
      });
    }
    errors.push(...validateChoices(option.choices, [...at, 'choices']));
    asObjects(option.choices).forEach((choice, k) => {
      checkLocalizations(errors, [...at, 'choices', k, 'name_localizations'], choice.name_localizations, (p, t) =>
        checkLength(errors, p, t, Limits.choiceText),
      );
    });
    if (option.type === SUBCOMMAND || option.type === SUBCOMMAND_GROUP)
      validateOptions(errors, option.options, [...at, 'options']);
  });
}

/** Checks one command of a bulk overwrite (PUT) or a create (POST). */
export function validateCommand(command: JsonObject, path: Path = []): FieldError[] {
  const errors: FieldError[] = [];
  const chatInput = (command.type ?? CHAT_INPUT) === CHAT_INPUT;
  checkCommandName(errors, [...path, 'name'], command.name, chatInput);
  checkLocalizations(errors, [...path, 'name_localizations'], command.name_localizations, (p, t) =>
    checkCommandName(errors, p, t, chatInput),
  );
  if (chatInput) {
    checkDescription(errors, [...path, 'description'], command.description);
    checkLocalizations(errors, [...path, 'description_localizations'], command.description_localizations, (p, t) =>
      checkDescription(errors, p, t),
    );
    validateOptions(errors, command.options, [...path, 'options']);
    if (commandCharacters(command) > Limits.commandTotalChars) {
      errors.push({
        path,
        code: 'APPLICATION_COMMAND_TOO_LARGE',
        message: `Command exceeds maximum size (${Limits.commandTotalChars})`,
      });
    }
  }
  return errors;
}

export function validateCommandList(value: unknown): FieldError[] {
  if (!Array.isArray(value))
    return [{ path: [], code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' }];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  value.forEach((command, i) => {
    if (!isObject(command)) return;
    errors.push(...validateCommand(command, [i]));
    const key = `${String(command.type ?? CHAT_INPUT)}:${String(command.name)}`;
    if (seen.has(key))
      errors.push({
        path: [i, 'name'],
        code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
        message: `Application command names must be unique`,
      });
    seen.add(key);
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Threads and forums
// ---------------------------------------------------------------------------------------------

/** A new thread's (or forum post's) `name` (1-100) and `auto_archive_duration` (one of four values). */
export function validateThreadStart(body: JsonObject): FieldError[] {
  const errors: FieldError[] = [];
  if (length(body.name) === 0) errors.push(required(['name']));
  checkLength(errors, ['name'], body.name, Limits.threadName);
  const duration = body.auto_archive_duration;
  if (duration !== undefined && duration !== null && !ARCHIVE_DURATIONS.includes(Number(duration))) {
    errors.push({
      path: ['auto_archive_duration'],
      code: 'BASE_TYPE_CHOICES',
      message: `Value must be one of ${ARCHIVE_DURATIONS.join(', ')}.`,
    });
  }
  return errors;
}

/**
 * A forum's `available_tags` as PATCH /channels/:id sends them: at most 20, names 1-20 characters. The
 * fake's guilds have no custom emojis, so a tag can only carry a unicode `emoji_name`.
 */
export function validateForumTags(value: unknown): FieldError[] {
  const path = ['available_tags'];
  if (!Array.isArray(value))
    return [{ path, code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' }];
  const errors: FieldError[] = [];
  if (value.length > Limits.forumTags) errors.push(tooLong(path, Limits.forumTags));
  value.forEach((tag, i) => {
    const at = [...path, i];
    if (!isObject(tag)) {
      errors.push({ path: at, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' });
      return;
    }
    if (length(tag.name) === 0) errors.push(required([...at, 'name']));
    checkLength(errors, [...at, 'name'], tag.name, Limits.forumTagName);
    if (tag.moderated !== undefined && tag.moderated !== null && typeof tag.moderated !== 'boolean')
      errors.push({ path: [...at, 'moderated'], code: 'BASE_TYPE_BOOLEAN', message: 'Must be either true or false.' });
    if (tag.emoji_id !== undefined && tag.emoji_id !== null)
      errors.push(unmodelled([...at, 'emoji_id'], "custom emojis (the fake's guilds have none)"));
  });
  return errors;
}

/**
 * A forum post's `applied_tags`: at most 5, each the id of one of the forum's tags. (Discord lets the
 * same id through twice, so the fake does too.)
 */
export function validateAppliedTags(value: unknown, tagIds: readonly string[]): FieldError[] {
  if (value === undefined || value === null) return [];
  const path = ['applied_tags'];
  if (!Array.isArray(value))
    return [{ path, code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' }];
  const errors: FieldError[] = [];
  if (value.length > Limits.appliedTags) errors.push(tooLong(path, Limits.appliedTags));
  value.forEach((id, i) => {
    // The code is assumed: Discord's answer for a tag the forum lacks is undocumented.
    if (!tagIds.includes(String(id)))
      errors.push({
        path: [...path, i],
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of the forum's tag ids (${tagIds.join(', ') || 'it has none'}).`,
      });
  });
  return errors;
}
