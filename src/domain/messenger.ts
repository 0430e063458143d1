import { z } from 'zod';
import { userIdSchema } from './ids';
import { CHAT_MESSAGE_MAX_LENGTH } from './limits';
import { requiredText } from './text';

export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** SPEC section 4: a message is non-empty once trimmed, and is stored trimmed. */
export const sendMessageRequestSchema = z.object({
  receiverId: userIdSchema,
  message: requiredText({
    required: 'Please write a message.',
    max: CHAT_MESSAGE_MAX_LENGTH,
    tooLong: `Messages are limited to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  }),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const chatPartnerSchema = z.object({ id: z.string(), name: z.string() });
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/** One line of the partner list: who, and the latest message either of you sent. */
export const conversationSummarySchema = z.object({
  partner: chatPartnerSchema,
  lastMessage: chatMessageSchema,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.array(conversationSummarySchema);

export const conversationSchema = z.object({
  partner: chatPartnerSchema,
  /** Oldest first, the latest CHAT_HISTORY_LIMIT. */
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const partnerParamsSchema = z.object({ partnerId: userIdSchema });

/** SPEC section 1: a partner without a name is shown as "User". */
export function partnerDisplayName(name: string | null | undefined): string {
  return name?.trim() ? name : 'User';
}
