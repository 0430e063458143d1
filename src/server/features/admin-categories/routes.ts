import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCategoryResponseSchema,
  addCategorySchema,
  addSubcategoriesSchema,
  categoryCommissionsSchema,
  categoryIdParamsSchema,
  setCommissionSchema,
} from '../../../domain/admin-categories';
import { categorySchema } from '../../../domain/category';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { listCommissions, setCommission } from './commission';
import { addCategory, addSubcategories, deleteCategory, deleteSubcategory } from './service';

const done = z.object({ ok: z.literal(true) });
const tags = ['admin'];

/** /admin/categories; the list itself is the public GET /api/categories. */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  defaultCommissionBasisPoints: number;
}> = async (app, { db, defaultCommissionBasisPoints }) => {
  app.post(
    '/api/admin/categories',
    {
      config: { access: 'admin' },
      schema: { tags, body: addCategorySchema, response: { 200: addCategoryResponseSchema } },
    },
    async (request) => addCategory(db, request.body),
  );

  app.post(
    '/api/admin/categories/:id/subcategories',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: categoryIdParamsSchema,
        body: addSubcategoriesSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => addSubcategories(db, request.params.id, request.body.subcategories),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: categoryIdParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await deleteCategory(db, request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/admin/subcategories/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: categoryIdParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await deleteSubcategory(db, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/categories/commissions',
    { config: { access: 'admin' }, schema: { tags, response: { 200: categoryCommissionsSchema } } },
    async () => listCommissions(db, defaultCommissionBasisPoints),
  );

  app.put(
    '/api/admin/categories/:id/commission',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: categoryIdParamsSchema,
        body: setCommissionSchema,
        response: { 200: z.object({ id: z.number().int(), basisPoints: z.number().int().nullable() }) },
      },
    },
    async (request) =>
      setCommission(db, {
        adminId: sessionUserId(await request.viewer()),
        categoryId: request.params.id,
        percent: request.body.percent,
        reason: request.body.reason,
      }),
  );
};
