import { useSyncExternalStore } from 'react';

/** A message on its way to the server. */
export type Outgoing = { key: number; text: string };

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
export function queueMessage(
  conversationId: number,
  text: string,
  deliver: (text: string) => Promise<unknown>,
) {
  const idle = outboxOf(conversationId).sending.length === 0;
  change(conversationId, (outbox) => ({
    ...outbox,
    failure: null,
    sending: [...outbox.sending, { key: nextKey++, text }],
  }));
  if (idle) void drain(conversationId, deliver);
}

async function drain(conversationId: number, deliver: (text: string) => Promise<unknown>) {
  for (let head = outboxOf(conversationId).sending[0]; head; head = outboxOf(conversationId).sending[0]) {
    try {
      await deliver(head.text);
    } catch (failure) {
      change(conversationId, (outbox) => ({
        sending: [],
        failure,
        returned: [...outbox.returned, ...outbox.sending.map((message) => message.text)],
      }));
      return;
    }
    change(conversationId, (outbox) => ({ ...outbox, sending: outbox.sending.slice(1) }));
  }
}

/** The texts that failed to send, once: the composer takes them back into its input. */
export function takeReturned(conversationId: number): string[] {
  const { returned } = outboxOf(conversationId);
  if (returned.length > 0) change(conversationId, (outbox) => ({ ...outbox, returned: [] }));
  return returned;
}
