import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  partnerParamsSchema,
  sendMessageRequestSchema,
} from '../../../domain/messenger';
import { sessionUserId } from '../../auth/session-user';
import type { Effects } from '../../events/commit-then-publish';
import { listConversations, readConversation, sendMessage } from './service';

export const messengerRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  const { db } = effects;
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
      const sent = await sendMessage(effects, sessionUserId(await request.viewer()), request.body);
      return reply.code(201).send(sent);
    },
  );
};
