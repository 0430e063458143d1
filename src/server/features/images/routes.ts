import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Image keys are unique per upload, so a variant never changes and may be cached for a year. */
export async function imageRoutes(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    list: false,
    immutable: true,
    maxAge: '365d',
  });
}
