import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../../domain/cart';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { ordersOf, pay, paymentForm, payNow, reserve, stockOf } from '../../../testing/orders';
import { realtimeListener } from '../../../testing/realtime-listener';
import { expireWindow, listProducts, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t, seller] = await shopApp(['seller']);

const cartOf = async (buyer: Shopper) => cartSchema.parse((await buyer.call('GET', '/api/cart')).json());

describe('Pay Now while an order awaits payment', () => {
  it('goes back to that order for the same lines, reserving nothing again', async () => {
    const buyer = await signedIn(t);
    const { desk, lamp } = await listProducts(t, seller.id, {
      desk: { price: 2000, stock: 20 },
      lamp: { price: 450, stock: 5 },
    });
    const first = await reserve(buyer, [
      { productId: desk.id, quantity: 1 },
      { productId: lamp.id, quantity: 2 },
    ]);
    // The same cart, its lines in another order and one of them split in two.
    const again = await payNow(buyer, [
      { productId: lamp.id, quantity: 1 },
      { productId: desk.id, quantity: 1 },
      { productId: lamp.id, quantity: 1 },
    ]);
    expect(again.statusCode).toBe(200);
    expect(createOrderResponseSchema.parse(again.json())).toEqual(first);
    expect([await stockOf(t, desk.id), await stockOf(t, lamp.id)]).toEqual([19, 3]);
    expect(await ordersOf(t, buyer.id)).toEqual([{ id: first.orderId, status: 'open', payment: 'pending' }]);
  });

  it('replaces the order when the cart changed: the old one is cancelled and its stock comes back', async () => {
    const buyer = await signedIn(t);
    const sockets = realtimeListener(t);
    try {
      const heard = await sockets.connect(buyer);
      const { desk, lamp } = await listProducts(t, seller.id, {
        desk: { price: 2000, stock: 20 },
        lamp: { price: 450, stock: 5 },
      });
      const old = await reserve(buyer, [{ productId: desk.id, quantity: 1 }]);
      const changed = await payNow(buyer, [
        { productId: desk.id, quantity: 2 },
        { productId: lamp.id, quantity: 1 },
      ]);
      expect(changed.statusCode).toBe(201);
      const replacement = createOrderResponseSchema.parse(changed.json());
      expect(replacement.orderId).not.toBe(old.orderId);
      expect(replacement.total).toBe(4450);
      expect([await stockOf(t, desk.id), await stockOf(t, lamp.id)]).toEqual([18, 4]);
      expect(await ordersOf(t, buyer.id)).toEqual([
        { id: old.orderId, status: 'cancelled', payment: 'failed' },
        { id: replacement.orderId, status: 'open', payment: 'pending' },
      ]);
      // The old order's payment screen, open in another tab, hears that it is over.
      await expect
        .poll(() => heard)
        .toContainEqual({ type: 'payment.changed', orderId: old.orderId, status: 'failed' });
      const paidOld = await buyer.call('POST', `/api/orders/${old.orderId}/pay`, paymentForm);
      expect(paidOld.json().error.code).toBe('payment_expired');
    } finally {
      sockets.close();
    }
  });

  it('lets the new cart use the units the replaced order held', async () => {
    const buyer = await signedIn(t);
    const { laptop, mouse } = await listProducts(t, seller.id, {
      laptop: { name: 'Laptop', stock: 1 },
      mouse: { name: 'Mouse', stock: 3 },
    });
    await reserve(buyer, [{ productId: laptop.id, quantity: 1 }]);
    expect(await stockOf(t, laptop.id)).toBe(0);
    const changed = await payNow(buyer, [
      { productId: laptop.id, quantity: 1 },
      { productId: mouse.id, quantity: 1 },
    ]);
    expect(changed.statusCode).toBe(201);
    expect([await stockOf(t, laptop.id), await stockOf(t, mouse.id)]).toEqual([0, 2]);
  });

  it('keeps the old order awaiting payment when the new cart is short, and changes nothing', async () => {
    const buyer = await signedIn(t);
    const { laptop, mouse } = await listProducts(t, seller.id, {
      laptop: { name: 'Laptop', stock: 2 },
      mouse: { name: 'Mouse', stock: 1 },
    });
    const old = await reserve(buyer, [{ productId: laptop.id, quantity: 1 }]);
    const short = await payNow(buyer, [
      { productId: laptop.id, quantity: 1 },
      { productId: mouse.id, quantity: 2 },
    ]);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.outOfStock).toEqual([
      { productId: mouse.id, name: 'Mouse', requested: 2, available: 1 },
    ]);
    // The laptop the old order holds counts as the buyer's: asking for 3 finds 2 there, not 1.
    const tooMany = await payNow(buyer, [{ productId: laptop.id, quantity: 3 }]);
    expect(tooMany.json().error.outOfStock).toEqual([
      { productId: laptop.id, name: 'Laptop', requested: 3, available: 2 },
    ]);
    expect([await stockOf(t, laptop.id), await stockOf(t, mouse.id)]).toEqual([1, 1]);
    expect(await ordersOf(t, buyer.id)).toEqual([{ id: old.orderId, status: 'open', payment: 'pending' }]);
  });

  it('reserves anew once the order was paid, or its window closed before the sweeper came', async () => {
    const buyer = await signedIn(t);
    const { pen } = await listProducts(t, seller.id, { pen: { stock: 10 } });
    const lines = [{ productId: pen.id, quantity: 2 }];
    const paid = await reserve(buyer, lines);
    await pay(buyer, paid.orderId);
    const late = await reserve(buyer, lines);
    expect(late.orderId).not.toBe(paid.orderId);
    await expireWindow(t, late.paymentId);
    const fresh = await reserve(buyer, lines);
    expect(fresh.orderId).not.toBe(late.orderId);
    expect(await stockOf(t, pen.id)).toBe(6);
    expect(await ordersOf(t, buyer.id)).toEqual([
      { id: paid.orderId, status: 'open', payment: 'completed' },
      { id: late.orderId, status: 'cancelled', payment: 'failed' },
      { id: fresh.orderId, status: 'open', payment: 'pending' },
    ]);
  });

  it("never touches another buyer's order awaiting payment", async () => {
    const [buyer, other] = [await signedIn(t), await signedIn(t)];
    const { pen } = await listProducts(t, seller.id, { pen: { stock: 10 } });
    const theirs = await reserve(other, [{ productId: pen.id, quantity: 1 }]);
    const mine = await reserve(buyer, [{ productId: pen.id, quantity: 1 }]);
    await reserve(buyer, [{ productId: pen.id, quantity: 2 }]);
    expect(mine.orderId).not.toBe(theirs.orderId);
    expect(await ordersOf(t, other.id)).toEqual([{ id: theirs.orderId, status: 'open', payment: 'pending' }]);
    expect(await stockOf(t, pen.id)).toBe(7);
  });

  it('tells the cart whether Pay Now goes back to the awaiting order or replaces it', async () => {
    const buyer = await signedIn(t);
    const { pen } = await listProducts(t, seller.id, { pen: { stock: 2 } });
    await buyer.call('PUT', `/api/cart/items/${pen.id}`, { quantity: 2 });
    expect((await cartOf(buyer)).awaitingOrder).toBeNull();
    const created = await reserve(buyer, [{ productId: pen.id, quantity: 2 }]);
    const cart = await cartOf(buyer);
    expect(cart.awaitingOrder).toEqual({
      orderId: created.orderId,
      paymentId: created.paymentId,
      sameAsCart: true,
    });
    // Its own order holds both units: they are still the buyer's to have.
    expect(cart.items.map((item) => [item.quantity, item.available])).toEqual([[2, 2]]);
    await buyer.call('POST', '/api/cart/items', { productId: pen.id, quantity: -1 });
    expect((await cartOf(buyer)).awaitingOrder).toMatchObject({ sameAsCart: false });
    await expireWindow(t, created.paymentId);
    expect((await cartOf(buyer)).awaitingOrder).toBeNull();
  });
});
