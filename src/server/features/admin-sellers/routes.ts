import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSellerListSchema,
  adminSellerSchema,
  pendingSellerListSchema,
  sellerIdParamsSchema,
} from '../../../domain/admin-sellers';
import type { Db } from '../../db/client';
import {
  cancelSellerApplication,
  confirmSeller,
  listPendingSellers,
  listSellers,
  setSellerBan,
} from './service';

const done = z.object({ ok: z.literal(true) });
const tags = ['admin'];
/** The person's open tabs reload their role at once: the seller dashboard opens, or closes on a ban. */
const accountChanged = { type: 'account.changed' } as const;

/** /admin/sellers: applications to confirm or cancel, and bans (SPEC section 4). */
export const adminSellerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/sellers/pending',
    { config: { access: 'admin' }, schema: { tags, response: { 200: pendingSellerListSchema } } },
    async () => ({ applications: await listPendingSellers(db) }),
  );

  app.post(
    '/api/admin/sellers/pending/:id/confirm',
    {
      config: { access: 'admin' },
      schema: { tags, params: sellerIdParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await confirmSeller(db, request.params.id);
      app.realtime.publish(request.params.id, accountChanged);
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
      await cancelSellerApplication(db, request.params.id);
      app.realtime.publish(request.params.id, accountChanged);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/sellers',
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminSellerListSchema } } },
    async () => ({ sellers: await listSellers(db) }),
  );

  for (const action of ['ban', 'unban'] as const) {
    app.post(
      `/api/admin/sellers/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: { tags, params: sellerIdParamsSchema, response: { 200: adminSellerSchema } },
      },
      async (request) => {
        const seller = await setSellerBan(db, request.params.id, action);
        app.realtime.publish(seller.id, accountChanged);
        return seller;
      },
    );
  }
};
