import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedItemParamsSchema, savedItemsSchema, savedStateSchema } from '../../../domain/saved-items';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { listSavedItems, saveItem, unsaveItem } from './service';

const tags = ['saved items'];

/** The heart on a product and the Saved page: each person's own saved items only. */
export const savedItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/saved',
    { config: { access: 'user' }, schema: { tags, response: { 200: savedItemsSchema } } },
    async (request) => listSavedItems(db, sessionUserId(await request.viewer())),
  );

  app.put(
    '/api/saved/:productId',
    {
      config: { access: 'user' },
      schema: { tags, params: savedItemParamsSchema, response: { 200: savedStateSchema } },
    },
    async (request) => saveItem(db, sessionUserId(await request.viewer()), request.params.productId),
  );

  app.delete(
    '/api/saved/:productId',
    {
      config: { access: 'user' },
      schema: { tags, params: savedItemParamsSchema, response: { 200: savedStateSchema } },
    },
    async (request) => unsaveItem(db, sessionUserId(await request.viewer()), request.params.productId),
  );
};
