import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreferencesSchema,
  notificationListSchema,
  notificationParamsSchema,
  unreadNotificationsSchema,
} from '../../../domain/notifications';
import { sessionUserId } from '../../auth/session-user';
import type { Effects } from '../../events/commit-then-publish';
import { readEmailPreferences, saveEmailPreferences } from './email-preferences';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

const tags = ['notifications'];

/** The bell of the header, and the emails each person chose on their profile. */
export const notificationRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  const { db } = effects;
  app.get(
    '/api/notifications',
    { config: { access: 'user' }, schema: { tags, response: { 200: notificationListSchema } } },
    async (request) => listNotifications(db, sessionUserId(await request.viewer())),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: { tags, params: notificationParamsSchema, response: { 200: unreadNotificationsSchema } },
    },
    async (request) =>
      markNotificationRead(effects, sessionUserId(await request.viewer()), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    { config: { access: 'user' }, schema: { tags, response: { 200: unreadNotificationsSchema } } },
    async (request) => markAllNotificationsRead(effects, sessionUserId(await request.viewer())),
  );

  app.get(
    '/api/email-preferences',
    { config: { access: 'user' }, schema: { tags, response: { 200: emailPreferencesSchema } } },
    async (request) => readEmailPreferences(db, sessionUserId(await request.viewer())),
  );

  app.put(
    '/api/email-preferences',
    {
      config: { access: 'user' },
      schema: { tags, body: emailPreferencesSchema, response: { 200: emailPreferencesSchema } },
    },
    async (request) => saveEmailPreferences(db, sessionUserId(await request.viewer()), request.body),
  );
};
