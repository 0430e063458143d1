import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdProductSchema,
  productStatusChangeSchema,
  sellerProductInputSchema,
  sellerProductListSchema,
  sellerProductParamsSchema,
  sellerProductSchema,
  sellerProductUpdateSchema,
} from '../../../domain/seller-product';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import {
  createSellerProduct,
  getSellerProduct,
  listSellerProducts,
  toggleSellerProductStatus,
  updateSellerProduct,
} from './service';

/** My Products and the product form: a seller reads and changes only their own products. */
export const sellerProductRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['seller'];

  app.get(
    '/api/seller/products',
    { config: { access: 'seller' }, schema: { tags, response: { 200: sellerProductListSchema } } },
    async (request) => listSellerProducts(db, sessionUserId(await request.viewer())),
  );

  app.post(
    '/api/seller/products',
    {
      config: { access: 'seller' },
      schema: { tags, body: sellerProductInputSchema, response: { 201: createdProductSchema } },
    },
    async (request, reply) => {
      const created = await createSellerProduct(db, sessionUserId(await request.viewer()), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/seller/products/:id',
    {
      config: { access: 'seller' },
      schema: { tags, params: sellerProductParamsSchema, response: { 200: sellerProductSchema } },
    },
    async (request) => getSellerProduct(db, sessionUserId(await request.viewer()), request.params.id),
  );

  app.put(
    '/api/seller/products/:id',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        params: sellerProductParamsSchema,
        body: sellerProductUpdateSchema,
        response: { 200: sellerProductSchema },
      },
    },
    async (request) =>
      updateSellerProduct(db, sessionUserId(await request.viewer()), request.params.id, request.body),
  );

  app.post(
    '/api/seller/products/:id/status',
    {
      config: { access: 'seller' },
      schema: { tags, params: sellerProductParamsSchema, response: { 200: productStatusChangeSchema } },
    },
    async (request) =>
      toggleSellerProductStatus(db, sessionUserId(await request.viewer()), request.params.id),
  );
};
