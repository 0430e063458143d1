import type { OpenConversationRequest } from './messenger';

// The messenger's addresses, apart from its schemas: pages link to a chat without loading zod with their code.

/** The messenger's address of one conversation. */
export const conversationPath = (id: number) => `/messenger?c=${id}`;

const openParams = { product: 'product', 'order-part': 'part', person: 'with' } as const;

/** The messenger's address that opens (or makes) the conversation about a subject: Message Seller, Message buyer. */
export function openConversationPath(request: OpenConversationRequest): string {
  const value =
    request.about === 'product'
      ? request.productId
      : request.about === 'order-part'
        ? request.deliveryId
        : request.userId;
  return `/messenger?${openParams[request.about]}=${encodeURIComponent(value)}`;
}
