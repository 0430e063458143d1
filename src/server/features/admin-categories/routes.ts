import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCategoryResponseSchema,
  addCategorySchema,
  addSubcategoriesSchema,
  categoryIdParamsSchema,
} from '../../../domain/admin-categories';
import { categorySchema } from '../../../domain/category';
import type { Db } from '../../db/client';
import { addCategory, addSubcategories, deleteCategory, deleteSubcategory } from './service';

const done = z.object({ ok: z.literal(true) });
const tags = ['admin'];

/** /admin/categories; the list itself is the public GET /api/categories. */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
