import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListSchema,
  productStatusChangeSchema,
  productStatusResponseSchema,
} from '../../../domain/admin-products';
import { productIdParamsSchema } from '../../../domain/product-detail';
import type { Db } from '../../db/client';
import { approveProduct, changeProductStatus, listAllProducts } from './service';

const tags = ['admin'];

/** /admin/totalProducts: every product, Approve for pending ones, otherwise the status toggle. */
export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/products',
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminProductListSchema } } },
    async () => ({ products: await listAllProducts(db) }),
  );

  app.post(
    '/api/admin/products/:id/approve',
    {
      config: { access: 'admin' },
      schema: { tags, params: productIdParamsSchema, response: { 200: productStatusResponseSchema } },
    },
    async (request) => approveProduct(db, request.params.id),
  );

  app.put(
    '/api/admin/products/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: productIdParamsSchema,
        body: productStatusChangeSchema,
        response: { 200: productStatusResponseSchema },
      },
    },
    async (request) => changeProductStatus(db, request.params.id, request.body.status),
  );
};
