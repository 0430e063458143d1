import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageVariantSchema } from '../../../domain/product';
import { notFound } from '../../errors';
import type { ImageStore } from '../../storage/image-store';

const paramsSchema = z.object({
  variant: imageVariantSchema,
  file: z.string().regex(/^[A-Za-z0-9-]{1,100}\.webp$/),
});

/**
 * The pictures, from our own address whichever store keeps them: streamed from the bucket rather than redirected
 * to it, so that pages, previews and the browser's cache name one address that never expires. An image key is
 * unique per upload, so a variant never changes and may be cached for a year.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImageStore }> = async (app, { images }) => {
  app.get(
    '/images/:variant/:file',
    { config: { access: 'public' }, schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const { variant, file } = request.params;
      const key = file.slice(0, -'.webp'.length);
      const etag = `"${variant}-${key}"`;
      void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const stored = await images.read(variant, key);
      if (!stored) throw notFound('Image not found.');
      return reply.type('image/webp').header('content-length', stored.length).send(stored.body);
    },
  );
};
