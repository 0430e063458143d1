import { z } from 'zod';
import { idField, idParamSchema, idSchema, userIdSchema } from './ids';
import { CHAT_MESSAGE_MAX_LENGTH } from './limits';
import { requiredText } from './text';

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** SPEC section 4: a message is non-empty once trimmed, and is stored trimmed. */
export const sendMessageRequestSchema = z.object({
  conversationId: idSchema,
  message: requiredText({
    required: 'Please write a message.',
    max: CHAT_MESSAGE_MAX_LENGTH,
    tooLong: `Messages are limited to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  }),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/**
 * What to talk about, and so with whom: a product (with its seller), one seller's part of an order (between its
 * buyer and that seller; `deliveryId` names the part), or nothing in particular with a person.
 */
export const openConversationRequestSchema = z.discriminatedUnion('about', [
  z.object({ about: z.literal('product'), productId: idSchema }),
  z.object({ about: z.literal('order-part'), deliveryId: idSchema }),
  z.object({ about: z.literal('person'), userId: userIdSchema }),
]);
export type OpenConversationRequest = z.infer<typeof openConversationRequestSchema>;

/**
 * The subject as the viewer may see it now. A product's name and picture are null when it is hidden from them
 * (waiting for approval again, its seller banned): the chat stays, the product is no longer shown.
 */
export const conversationSubjectSchema = z.discriminatedUnion('about', [
  z.object({
    about: z.literal('product'),
    productId: z.number().int(),
    name: z.string().nullable(),
    image: z.string().nullable(),
  }),
  z.object({
    about: z.literal('order-part'),
    deliveryId: z.number().int(),
    orderId: z.number().int(),
    /** The part's seller; the other person is its buyer. */
    sellerId: z.string(),
    productNames: z.array(z.string()),
    /** The first picture of the part's first line. */
    image: z.string().nullable(),
    /** The part is paid in person and still awaits its meet-up: the chat shows the advice for meeting safely. */
    awaitingMeetUp: z.boolean(),
  }),
]);
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const chatPartnerSchema = z.object({ id: z.string(), name: z.string() });
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/** One line of the conversation list: with whom, about what, the latest message either of you sent, and how many of theirs are unread. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  partner: chatPartnerSchema,
  subject: conversationSubjectSchema.nullable(),
  lastMessage: chatMessageSchema,
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.array(conversationSummarySchema);

export const conversationSchema = z.object({
  id: z.number().int(),
  partner: chatPartnerSchema,
  subject: conversationSubjectSchema.nullable(),
  /** Oldest first, the latest CHAT_HISTORY_LIMIT. */
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationParamsSchema = z.object({ id: idParamSchema });

/** SPEC section 1: a partner without a name is shown as "User". */
export function partnerDisplayName(name: string | null | undefined): string {
  return name?.trim() ? name : 'User';
}

/** How a subject is named in a list or a chat's header. */
export function subjectTitle(subject: ConversationSubject): string {
  if (subject.about === 'product') return subject.name ?? 'A product that is no longer shown';
  return `Order #${subject.orderId}: ${subject.productNames.join(', ')}`;
}

/** What a messenger address asks for: one conversation, a subject to open, or nothing (the list alone). */
export type MessengerAddress =
  | { kind: 'conversation'; id: number }
  | { kind: 'open'; request: OpenConversationRequest }
  | { kind: 'none' };

export function readMessengerAddress(params: URLSearchParams): MessengerAddress {
  const id = idParamSchema.safeParse(params.get('c') ?? undefined);
  if (id.success) return { kind: 'conversation', id: id.data };
  const candidates = [
    { about: 'product', productId: Number(params.get('product') ?? Number.NaN) },
    { about: 'order-part', deliveryId: Number(params.get('part') ?? Number.NaN) },
    { about: 'person', userId: params.get('with') ?? undefined },
  ];
  for (const candidate of candidates) {
    const request = openConversationRequestSchema.safeParse(candidate);
    if (request.success) return { kind: 'open', request: request.data };
  }
  return { kind: 'none' };
}

/** Messages received and not read yet, and from how many people: the badge of the header's chat icon. */
export const unreadMessagesSchema = z.object({
  messages: z.number().int().min(0),
  conversations: z.number().int().min(0),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** The conversation was read up to this message, the newest one the reader was shown. */
export const readConversationRequestSchema = z.object({ lastMessageId: idField() });
export type ReadConversationRequest = z.infer<typeof readConversationRequestSchema>;
