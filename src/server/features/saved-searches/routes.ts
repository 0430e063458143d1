import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  savedSearchDeletedSchema,
  savedSearchesSchema,
  savedSearchInputSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
} from '../../../domain/saved-searches';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './service';

const tags = ['saved searches'];

/** "Tell me when something new matches" on the shop, and the Saved page's list: each person's own searches only. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/saved-searches',
    { config: { access: 'user' }, schema: { tags, response: { 200: savedSearchesSchema } } },
    async (request) => listSavedSearches(db, sessionUserId(await request.viewer())),
  );

  app.post(
    '/api/saved-searches',
    {
      config: { access: 'user' },
      schema: { tags, body: savedSearchInputSchema, response: { 200: savedSearchSchema } },
    },
    async (request) => saveSearch(db, sessionUserId(await request.viewer()), request.body),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: savedSearchParamsSchema, response: { 200: savedSearchDeletedSchema } },
    },
    async (request) => deleteSavedSearch(db, sessionUserId(await request.viewer()), request.params.id),
  );
};
