import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  openConversationRequestSchema,
  readConversationRequestSchema,
  sendMessageRequestSchema,
  unreadMessagesSchema,
} from '../../../domain/messenger';
import { sessionUserId, signedInViewer } from '../../auth/session-user';
import type { Effects } from '../../events/commit-then-publish';
import { openConversation } from './open-conversation';
import { markConversationRead, unreadMessages } from './read-marker';
import { listConversations, readConversation, sendMessage } from './service';

export const messengerRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  const { db } = effects;
  app.get(
    '/api/messenger/conversations',
    {
      config: { access: 'user' },
      schema: { tags: ['messenger'], response: { 200: conversationListSchema } },
    },
    async (request) => listConversations(db, signedInViewer(await request.viewer())),
  );

  app.post(
    '/api/messenger/conversations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messenger'],
        body: openConversationRequestSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => openConversation(db, signedInViewer(await request.viewer()), request.body),
  );

  app.get(
    '/api/messenger/conversations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messenger'],
        params: conversationParamsSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => readConversation(db, signedInViewer(await request.viewer()), request.params.id),
  );

  app.get(
    '/api/messenger/unread',
    {
      config: { access: 'user' },
      schema: { tags: ['messenger'], response: { 200: unreadMessagesSchema } },
    },
    async (request) => unreadMessages(db, sessionUserId(await request.viewer())),
  );

  app.post(
    '/api/messenger/conversations/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messenger'],
        params: conversationParamsSchema,
        body: readConversationRequestSchema,
        response: { 200: unreadMessagesSchema },
      },
    },
    async (request) =>
      markConversationRead(effects, {
        userId: sessionUserId(await request.viewer()),
        conversationId: request.params.id,
        lastMessageId: request.body.lastMessageId,
      }),
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
