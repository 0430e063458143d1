import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSellerListSchema,
  adminSellerSchema,
  pendingSellerListSchema,
  sellerIdParamsSchema,
} from '../../../domain/admin-sellers';
import type { Effects } from '../../events/commit-then-publish';
import {
  cancelSellerApplication,
  confirmSeller,
  listPendingSellers,
  listSellers,
  setSellerBan,
} from './service';

const done = z.object({ ok: z.literal(true) });
const tags = ['admin'];

/** /admin/sellers: applications to confirm or cancel, and bans (SPEC section 4). */
export const adminSellerRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  app.get(
    '/api/admin/sellers/pending',
    { config: { access: 'admin' }, schema: { tags, response: { 200: pendingSellerListSchema } } },
    async () => ({ applications: await listPendingSellers(effects.db) }),
  );

  app.post(
    '/api/admin/sellers/pending/:id/confirm',
    {
      config: { access: 'admin' },
      schema: { tags, params: sellerIdParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await confirmSeller(effects, request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/admin/sellers/pending/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: sellerIdParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await cancelSellerApplication(effects, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/sellers',
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminSellerListSchema } } },
    async () => ({ sellers: await listSellers(effects.db) }),
  );

  for (const action of ['ban', 'unban'] as const) {
    app.post(
      `/api/admin/sellers/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: { tags, params: sellerIdParamsSchema, response: { 200: adminSellerSchema } },
      },
      async (request) => setSellerBan(effects, request.params.id, action),
    );
  }
};
