import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  partnerParamsSchema,
  sendMessageRequestSchema,
} from '../../../domain/messenger';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { countChatMessage } from './send-limit';
import { listConversations, readConversation, sendMessage } from './service';

export const messengerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/messenger/conversations',
    {
      config: { access: 'user' },
      schema: { tags: ['messenger'], response: { 200: conversationListSchema } },
    },
    async (request) => listConversations(db, sessionUserId(await request.viewer())),
  );

  app.get(
    '/api/messenger/conversations/:partnerId',
    {
      config: { access: 'user' },
      schema: { tags: ['messenger'], params: partnerParamsSchema, response: { 200: conversationSchema } },
    },
    async (request) => readConversation(db, sessionUserId(await request.viewer()), request.params.partnerId),
  );

  app.post(
    '/api/messenger/messages',
    {
      config: { access: 'user' },
      schema: { tags: ['messenger'], body: sendMessageRequestSchema, response: { 201: chatMessageSchema } },
    },
    async (request, reply) => {
      const senderId = sessionUserId(await request.viewer());
      await countChatMessage(db, senderId);
      const sent = await sendMessage(db, senderId, request.body);
      // Both sides hear of it: the receiver, and the sender's other tabs and devices.
      for (const userId of new Set([sent.receiverId, sent.senderId])) {
        app.realtime.publish(userId, { type: 'message.sent', message: sent });
      }
      return reply.code(201).send(sent);
    },
  );
};
