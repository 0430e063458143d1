import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartRequestSchema,
  cartItemParamsSchema,
  cartSchema,
  setCartQuantityRequestSchema,
} from '../../../domain/cart';
import { sessionUserId } from '../../auth/session-user';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { addToCart, getCart, removeFromCart, setCartQuantity } from './service';

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const changed = (viewer: Viewer) => {
    app.realtime.publish(sessionUserId(viewer), { type: 'cart.changed' });
    return getCart(db, viewer);
  };

  app.get(
    '/api/cart',
    { config: { access: 'user' }, schema: { tags: ['cart'], response: { 200: cartSchema } } },
    async (request) => getCart(db, await request.viewer()),
  );

  app.post(
    '/api/cart/items',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], body: addToCartRequestSchema, response: { 200: cartSchema } },
    },
    async (request) => {
      const viewer = await request.viewer();
      await addToCart(db, viewer, request.body.productId, request.body.quantity);
      return changed(viewer);
    },
  );

  app.put(
    '/api/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        params: cartItemParamsSchema,
        body: setCartQuantityRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      await setCartQuantity(db, viewer, request.params.productId, request.body.quantity);
      return changed(viewer);
    },
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], params: cartItemParamsSchema, response: { 200: cartSchema } },
    },
    async (request) => {
      const viewer = await request.viewer();
      await removeFromCart(db, sessionUserId(viewer), request.params.productId);
      return changed(viewer);
    },
  );
};
