import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartRequestSchema,
  cartItemParamsSchema,
  cartSchema,
  setCartQuantityRequestSchema,
} from '../../../domain/cart';
import type { Effects } from '../../events/commit-then-publish';
import { addToCart, adjustCartToStock, getCart, removeFromCart, setCartQuantity } from './service';

export const cartRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  app.get(
    '/api/cart',
    { config: { access: 'user' }, schema: { tags: ['cart'], response: { 200: cartSchema } } },
    async (request) => getCart(effects.db, await request.viewer()),
  );

  app.post(
    '/api/cart/items',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], body: addToCartRequestSchema, response: { 200: cartSchema } },
    },
    async (request) =>
      addToCart(effects, await request.viewer(), request.body.productId, request.body.quantity),
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
    async (request) =>
      setCartQuantity(effects, await request.viewer(), request.params.productId, request.body.quantity),
  );

  app.post(
    '/api/cart/adjust-to-stock',
    { config: { access: 'user' }, schema: { tags: ['cart'], response: { 200: cartSchema } } },
    async (request) => adjustCartToStock(effects, await request.viewer()),
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], params: cartItemParamsSchema, response: { 200: cartSchema } },
    },
    async (request) => removeFromCart(effects, await request.viewer(), request.params.productId),
  );
};
