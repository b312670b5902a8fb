/**
 * Interaction routes: the one-time callback (with Discord's deadline and "already acknowledged" rules)
 * and the webhook routes the token unlocks afterwards (@original, follow-ups, edits, deletes).
 */
import {
  apiMessage,
  createMessage,
  dispatchMessageDelete,
  editMessage,
  rejectInvalid,
  type FakeContext,
  type RestRequest,
  type RouteTable,
} from './context.js';
import { DiscordErrors, isObject, type JsonObject } from './http.js';
import { ALLOWED_CALLBACKS, CallbackTypes, type InteractionState } from './interactions.js';
import {
  EDIT_FLAGS,
  Flags,
  INTERACTION_MESSAGE_FLAGS,
  validateChoices,
  validateFlags,
  validateModal,
} from './limits.js';
import { InteractionTypes } from './payloads.js';
import type { RecordedMessage } from './store.js';
import type { ChannelRecord } from './world.js';

const MessageTypes = { Default: 0, ChatInputCommand: 20 } as const;

function bodyOf(req: RestRequest): JsonObject {
  return isObject(req.json) ? req.json : {};
}

function channelOf(ctx: FakeContext, state: InteractionState): ChannelRecord {
  return ctx.world.channels.get(String(state.payload.channel_id)) as ChannelRecord;
}

/** The message a component or modal interaction came from: what type 6/7 callbacks update. */
function componentMessage(ctx: FakeContext, state: InteractionState): RecordedMessage {
  const source = isObject(state.payload.message) ? ctx.messages.get(String(state.payload.message.id)) : undefined;
  if (!source || source.deletedAt !== null) throw DiscordErrors.unknownMessage();
  return source;
}

function responseMessageType(state: InteractionState): number {
  return state.type === InteractionTypes.ApplicationCommand ? MessageTypes.ChatInputCommand : MessageTypes.Default;
}

/** Applies a callback of the given type; returns the message it created or changed, if any. */
function applyCallback(
  ctx: FakeContext,
  req: RestRequest,
  state: InteractionState,
  type: number,
  data: JsonObject,
): RecordedMessage | null {
  const where = req.where;
  switch (type) {
    case CallbackTypes.ChannelMessageWithSource: {
      const message = createMessage(ctx, where, {
        channel: channelOf(ctx, state),
        body: data,
        files: req.files,
        allowedFlags: INTERACTION_MESSAGE_FLAGS,
        type: responseMessageType(state),
        interaction: state,
      });
      state.original = message;
      state.noteResult(message, 'callback', state.acknowledge(type, data).at);
      return message;
    }
    case CallbackTypes.DeferredChannelMessageWithSource: {
      rejectInvalid(where, validateFlags(data.flags, Flags.Ephemeral | Flags.IsComponentsV2, ['data', 'flags']));
      const placeholder = { flags: typeof data.flags === 'number' ? data.flags : 0 };
      const message = createMessage(ctx, where, {
        channel: channelOf(ctx, state),
        body: placeholder,
        files: [],
        allowedFlags: INTERACTION_MESSAGE_FLAGS,
        type: responseMessageType(state),
        interaction: state,
        loading: true,
      });
      state.original = message;
      state.acknowledge(type, data);
      return message;
    }
    case CallbackTypes.DeferredMessageUpdate: {
      state.original = componentMessage(ctx, state);
      state.acknowledge(type, data);
      return state.original;
    }
    case CallbackTypes.UpdateMessage: {
      const message = editMessage(
        ctx,
        where,
        componentMessage(ctx, state),
        data,
        req.files,
        EDIT_FLAGS | Flags.Ephemeral,
      );
      state.original = message;
      state.noteResult(message, 'callback', state.acknowledge(type, data).at);
      return message;
    }
    case CallbackTypes.AutocompleteResult:
      rejectInvalid(where, validateChoices(data.choices, ['data', 'choices']));
      state.acknowledge(type, data);
      return null;
    default:
      rejectInvalid(where, validateModal(data, ['data']));
      state.acknowledge(type, data);
      return null;
  }
}

/** What `?with_response=true` returns (an InteractionCallbackResponse), as Discord shapes it. */
function callbackResponse(
  ctx: FakeContext,
  state: InteractionState,
  type: number,
  message: RecordedMessage | null,
): JsonObject {
  const messageFields = message
    ? {
        response_message_id: message.id,
        response_message_loading: (message.flags & Flags.Loading) !== 0,
        response_message_ephemeral: message.ephemeral,
      }
    : {};
  const withMessage = message && type !== CallbackTypes.DeferredMessageUpdate;
  return {
    interaction: { id: state.id, type: state.type, activity_instance_id: null, ...messageFields },
    resource:
      type === CallbackTypes.DeferredMessageUpdate
        ? null
        : { type, ...(withMessage ? { message: apiMessage(ctx, message) } : {}) },
  };
}

function callback(ctx: FakeContext, req: RestRequest) {
  const state = ctx.interactions.get(req.params.interactionId ?? '');
  if (!state || state.token !== req.params.token)
    throw DiscordErrors.unknownInteraction(`${req.where}: no such interaction (wrong id or token)`);
  const describe = state.describe();
  if (state.expired)
    throw DiscordErrors.unknownInteraction(
      record(state, `${req.where}: ${describe} answered after the ${ctx.deadlineMs}ms deadline`),
    );
  if (state.callback)
    throw DiscordErrors.alreadyAcknowledged(
      record(state, `${req.where}: ${describe} was already acknowledged (type ${state.callback.type})`),
    );
  const body = bodyOf(req);
  const type = Number(body.type);
  const allowed = ALLOWED_CALLBACKS[state.type] ?? [];
  if (!allowed.includes(type)) {
    rejectInvalid(req.where, [
      {
        path: ['type'],
        code: 'INTERACTION_RESPONSE_TYPE_INVALID',
        message: `Callback type ${String(body.type)} is not valid for interaction type ${state.type} (allowed: ${allowed.join(', ')})`,
      },
    ]);
  }
  const message = applyCallback(ctx, req, state, type, isObject(body.data) ? body.data : {});
  if (req.query.get('with_response') !== 'true') return { status: 204 };
  return { status: 200, body: callbackResponse(ctx, state, type, message) };
}

function record(state: InteractionState, text: string): string {
  state.noteViolation(text);
  return text;
}

/** The interaction a webhook token belongs to, if the token is still valid. */
function webhookInteraction(ctx: FakeContext, req: RestRequest): InteractionState {
  if (req.params.applicationId !== ctx.applicationId)
    throw DiscordErrors.unknownWebhook(
      `${req.where}: webhook id ${String(req.params.applicationId)} is not the application id`,
    );
  const state = ctx.interactions.withToken(req.params.token ?? '');
  if (!state) throw DiscordErrors.unknownWebhook(`${req.where}: unknown interaction token`);
  if (Date.now() - state.createdAt > ctx.tokenLifetimeMs) {
    throw DiscordErrors.invalidWebhookToken(
      record(state, `${req.where}: the token of ${state.describe()} expired after ${ctx.tokenLifetimeMs}ms`),
    );
  }
  if (state.expired)
    throw DiscordErrors.unknownWebhook(
      record(state, `${req.where}: ${state.describe()} missed its deadline, so its token is dead`),
    );
  return state;
}

function webhookMessage(
  state: InteractionState,
  messageId: string,
  where: string,
  recordMissing: boolean,
): RecordedMessage {
  const message =
    messageId === '@original' ? state.original : [state.original, ...state.followUps].find((m) => m?.id === messageId);
  if (!message || message.deletedAt !== null) {
    if (recordMissing)
      record(
        state,
        `${where}: ${state.describe()} has no message ${messageId}${state.callback ? '' : ' (not acknowledged yet)'}`,
      );
    throw DiscordErrors.unknownMessage();
  }
  return message;
}

function editWebhookMessage(ctx: FakeContext, req: RestRequest) {
  const state = webhookInteraction(ctx, req);
  const message = webhookMessage(state, req.params.messageId ?? '', req.where, true);
  const body = bodyOf(req);
  editMessage(ctx, req.where, message, body, req.files, EDIT_FLAGS | Flags.Ephemeral);
  state.edits.push({ messageId: message.id, body, at: performance.now() });
  state.noteResult(message, 'edit');
  return { status: 200, body: apiMessage(ctx, message) };
}

/**
 * Follow-ups need an acknowledged interaction. After a deferred reply the first follow-up fills in the
 * "thinking…" message instead of adding one (Discord's behaviour), keeping the deferral's ephemerality.
 */
function followUp(ctx: FakeContext, req: RestRequest) {
  const state = webhookInteraction(ctx, req);
  if (!state.callback)
    throw DiscordErrors.unknownWebhook(
      record(state, `${req.where}: follow-up before ${state.describe()} was acknowledged`),
    );
  const body = bodyOf(req);
  const original = state.original;
  let message: RecordedMessage;
  if (
    original &&
    original.flags & Flags.Loading &&
    state.callback.type === CallbackTypes.DeferredChannelMessageWithSource
  ) {
    message = editMessage(ctx, req.where, original, body, req.files, INTERACTION_MESSAGE_FLAGS);
    state.edits.push({ messageId: message.id, body, at: performance.now() });
  } else {
    message = createMessage(ctx, req.where, {
      channel: channelOf(ctx, state),
      body,
      files: req.files,
      allowedFlags: INTERACTION_MESSAGE_FLAGS,
      type: MessageTypes.Default,
      interaction: state,
    });
  }
  state.followUps.push(message);
  state.noteResult(message, 'followUp');
  if (req.query.get('wait') !== 'true') return { status: 204 };
  return { status: 200, body: apiMessage(ctx, message) };
}

function deleteWebhookMessage(ctx: FakeContext, req: RestRequest) {
  const state = webhookInteraction(ctx, req);
  const message = webhookMessage(state, req.params.messageId ?? '', req.where, true);
  message.deletedAt = Date.now();
  ctx.messages.changed(message);
  dispatchMessageDelete(ctx, message);
  return { status: 204 };
}

export function addInteractionRoutes(routes: RouteTable, ctx: FakeContext): void {
  routes.add('POST', '/interactions/:interactionId/:token/callback', false, (req) => callback(ctx, req));
  routes.add('POST', '/webhooks/:applicationId/:token', false, (req) => followUp(ctx, req));
  routes.add('GET', '/webhooks/:applicationId/:token/messages/:messageId', false, (req) => {
    const state = webhookInteraction(ctx, req);
    return { status: 200, body: apiMessage(ctx, webhookMessage(state, req.params.messageId ?? '', req.where, false)) };
  });
  routes.add('PATCH', '/webhooks/:applicationId/:token/messages/:messageId', false, (req) =>
    editWebhookMessage(ctx, req),
  );
  routes.add('DELETE', '/webhooks/:applicationId/:token/messages/:messageId', false, (req) =>
    deleteWebhookMessage(ctx, req),
  );
}
