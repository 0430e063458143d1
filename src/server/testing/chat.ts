import type { LightMyRequestResponse } from 'fastify';
import { conversationSchema } from '../../domain/messenger';
import type { Shopper } from './shop';

/** The id of `from`'s conversation with `to` about nothing in particular, made the first time. */
export async function conversationWith(from: Shopper, to: Shopper): Promise<number> {
  const response = await from.call('POST', '/api/messenger/conversations', {
    about: 'person',
    userId: to.id,
  });
  if (response.statusCode !== 200) throw new Error(`opening a conversation answered ${response.statusCode}`);
  return conversationSchema.parse(response.json()).id;
}

/** `from` writes to `to` in their conversation about nothing in particular, as the chat window does. */
export async function chat(from: Shopper, to: Shopper, message: string): Promise<LightMyRequestResponse> {
  const conversationId = await conversationWith(from, to);
  return from.call('POST', '/api/messenger/messages', { conversationId, message });
}
