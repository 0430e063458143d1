import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartRequestSchema,
  cartItemParamsSchema,
  cartSchema,
  setCartQuantityRequestSchema,
} from '../../../domain/cart';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { addToCart, getCart, removeFromCart, setCartQuantity } from './service';

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const changed = (userId: string) => {
    app.realtime.publish(userId, { type: 'cart.changed' });
    return getCart(db, userId);
  };

  app.get(
    '/api/cart',
    { config: { access: 'user' }, schema: { tags: ['cart'], response: { 200: cartSchema } } },
    async (request) => getCart(db, sessionUserId(await request.viewer())),
  );

  app.post(
    '/api/cart/items',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], body: addToCartRequestSchema, response: { 200: cartSchema } },
    },
    async (request) => {
      const userId = sessionUserId(await request.viewer());
      await addToCart(db, userId, request.body.productId, request.body.quantity);
      return changed(userId);
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
      const userId = sessionUserId(await request.viewer());
      await setCartQuantity(db, userId, request.params.productId, request.body.quantity);
      return changed(userId);
    },
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], params: cartItemParamsSchema, response: { 200: cartSchema } },
    },
    async (request) => {
      const userId = sessionUserId(await request.viewer());
      await removeFromCart(db, userId, request.params.productId);
      return changed(userId);
    },
  );
};
