import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListSchema,
  productStatusChangeSchema,
  productStatusResponseSchema,
} from '../../../domain/admin-products';
import { productIdParamsSchema } from '../../../domain/product-detail';
import type { Effects } from '../../events/commit-then-publish';
import { approveProduct, changeProductStatus, listAllProducts } from './service';

const tags = ['admin'];

/** /admin/totalProducts: every product, Approve for pending ones, otherwise the status toggle. */
export const adminProductRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  const { db } = effects;
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
    async (request) => approveProduct(effects, request.params.id),
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
