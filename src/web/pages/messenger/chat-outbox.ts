import { useSyncExternalStore } from 'react';
import type { ChatMessage } from '../../../domain/messenger';

/**
 * A message on its way to the server. `after`: the newest message id the conversation held when it set off, so
 * that it is known again among the conversation's messages once it lands there.
 */
export type Outgoing = { key: number; text: string; after: number };

/**
 * One conversation's outbox: the messages still to send, oldest first (the first one is in flight), the last
 * failure, and the texts it gave back to the composer.
 */
export type Outbox = { sending: Outgoing[]; failure: unknown; returned: string[] };

const empty: Outbox = { sending: [], failure: null, returned: [] };

/**
 * Outboxes live outside the components, per conversation, so that a message keeps going (and a failed one
 * comes back) even when the chat is closed or another one opened meanwhile.
 */
const outboxes = new Map<number, Outbox>();
const listeners = new Set<() => void>();
let nextKey = 1;

const outboxOf = (conversationId: number) => outboxes.get(conversationId) ?? empty;

function change(conversationId: number, next: (outbox: Outbox) => Outbox) {
  outboxes.set(conversationId, next(outboxOf(conversationId)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useOutbox(conversationId: number): Outbox {
  return useSyncExternalStore(subscribe, () => outboxOf(conversationId));
}

/**
 * Queues a message behind those still sending, so that quick sends arrive in the order they were written, one
 * request at a time. When one fails, it and every message queued after it are given back to the composer.
 */
type Deliver = (text: string) => Promise<{ id: number }>;

export function queueMessage(conversationId: number, text: string, after: number, deliver: Deliver) {
  const idle = outboxOf(conversationId).sending.length === 0;
  change(conversationId, (outbox) => ({
    ...outbox,
    failure: null,
    sending: [...outbox.sending, { key: nextKey++, text, after }],
  }));
  if (idle) void drain(conversationId, deliver);
}

async function drain(conversationId: number, deliver: Deliver) {
  for (let head = outboxOf(conversationId).sending[0]; head; head = outboxOf(conversationId).sending[0]) {
    let sent: { id: number };
    try {
      sent = await deliver(head.text);
    } catch (failure) {
      change(conversationId, (outbox) => ({
        sending: [],
        failure,
        returned: [...outbox.returned, ...outbox.sending.map((message) => message.text)],
      }));
      return;
    }
    // The next one sets off now: only a message newer than this one can be it.
    change(conversationId, (outbox) => ({
      ...outbox,
      sending: outbox.sending.slice(1).map((next) => ({ ...next, after: Math.max(next.after, sent.id) })),
    }));
  }
}

/**
 * The messages still to show as sending. The live connection often brings the one in flight (the first) before
 * the answer to its request does: once the conversation holds it, it shows there, and not twice.
 */
export function stillSending(sending: Outgoing[], messages: ChatMessage[], viewerId: string): Outgoing[] {
  const [inFlight, ...queued] = sending;
  if (!inFlight) return sending;
  const landed = messages.some(
    (message) =>
      message.senderId === viewerId &&
      message.id > inFlight.after &&
      message.message === inFlight.text.trim(),
  );
  return landed ? queued : sending;
}

/** The texts that failed to send, once: the composer takes them back into its input. */
export function takeReturned(conversationId: number): string[] {
  const { returned } = outboxOf(conversationId);
  if (returned.length > 0) change(conversationId, (outbox) => ({ ...outbox, returned: [] }));
  return returned;
}
