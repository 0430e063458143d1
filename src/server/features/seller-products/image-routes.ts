import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '../../../domain/limits';
import {
  imageOrderSchema,
  sellerImageListSchema,
  sellerImageParamsSchema,
  sellerImageSchema,
  sellerProductParamsSchema,
} from '../../../domain/seller-product';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { readOneUpload } from '../../http/read-upload';
import type { ImageStore } from '../../storage/image-store';
import { addProductImage, removeProductImage, reorderProductImages } from './images';

/** The pictures of a seller's own product: upload one at a time, delete one, reorder all. */
export const sellerImageRoutes: FastifyPluginAsyncZod<{ db: Db; images: ImageStore }> = async (
  app,
  { db, images },
) => {
  const tags = ['seller'];
  // Registered here, not app-wide: this is the only route that takes files.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });

  app.post(
    '/api/seller/products/:id/images',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: sellerProductParamsSchema,
        response: { 201: sellerImageSchema },
      },
    },
    async (request, reply) => {
      const sellerId = sessionUserId(await request.viewer());
      const data = await readOneUpload(request, app.multipartErrors);
      const created = await addProductImage(db, images, { sellerId, productId: request.params.id, data });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/seller/products/:id/images/:imageId',
    { config: { access: 'seller' }, schema: { tags, params: sellerImageParamsSchema } },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await removeProductImage(db, images, {
        sellerId: sessionUserId(await request.viewer()),
        productId: id,
        imageId,
      });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/seller/products/:id/images/order',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        params: sellerProductParamsSchema,
        body: imageOrderSchema,
        response: { 200: sellerImageListSchema },
      },
    },
    async (request) => ({
      images: await reorderProductImages(db, {
        sellerId: sessionUserId(await request.viewer()),
        productId: request.params.id,
        imageIds: request.body.imageIds,
      }),
    }),
  );
};
