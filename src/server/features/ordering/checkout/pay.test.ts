import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../../domain/cart';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { orderDetailSchema } from '../../../../domain/orders';
import {
  cart,
  delivery,
  order,
  payment,
  paymentAttempt,
  product,
  seller as sellerTable,
} from '../../../db/schema';
import { startPaymentSweeper } from '../../../jobs/payment-sweeper';
import { incomeOf, pay, paymentForm, reserve, stockOf } from '../../../testing/orders';
import { realtimeListener } from '../../../testing/realtime-listener';
import { expireWindow, listProducts, newKey, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { createPayingTestApp } from '../../../testing/test-app';
import { expireAllDuePayments } from '../orders/expire-payments';

const [t, alice, bob] = await shopApp(['seller', 'seller']);

const paymentOf = async (id: number) => (await t.db.select().from(payment).where(eq(payment.id, id)))[0];

describe('POST /api/orders/:id/pay', () => {
  it('completes the payment, opens one delivery per seller, empties the cart and pays the sellers', async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, alice.id, { lamp: { name: 'Lamp', price: 450, stock: 3 } });
    const { mug, pen } = await listProducts(t, bob.id, {
      mug: { name: 'Mug', price: 120, stock: 5 },
      pen: { name: 'Pen', price: 20, stock: 5 },
    });
    await buyer.call('POST', '/api/cart/items', { productId: lamp.id, quantity: 2 });
    await buyer.call('POST', '/api/cart/items', { productId: mug.id, quantity: 3 });
    const incomes = [await incomeOf(t, alice.id), await incomeOf(t, bob.id)];
    const created = await reserve(buyer, [
      { productId: lamp.id, quantity: 2 },
      { productId: mug.id, quantity: 1 },
      { productId: pen.id, quantity: 1 },
    ]);

    const detail = await pay(buyer, created.orderId);
    expect(detail.payment).toMatchObject({ status: 'completed', method: 'bkash' });
    const shipments = detail.deliveries.map(({ sellerId, status, address, phone }) => ({
      sellerId,
      status,
      address,
      phone,
    }));
    expect(shipments.sort((x, y) => x.sellerId.localeCompare(y.sellerId))).toEqual(
      [alice.id, bob.id].sort().map((sellerId) => ({
        sellerId,
        status: 'pending',
        address: paymentForm.address,
        phone: paymentForm.phone,
      })),
    );
    expect(detail.deliveries).toHaveLength(2);
    // bank_id keeps bKash's transaction id, never a number the buyer typed.
    const [attempt] = await t.db
      .select()
      .from(paymentAttempt)
      .where(eq(paymentAttempt.paymentId, created.paymentId));
    expect(attempt).toMatchObject({ status: 'completed', gateway: 'bkash', amount: 1040 });
    expect(await paymentOf(created.paymentId)).toMatchObject({
      status: 'completed',
      method: 'bkash',
      bankId: attempt?.transactionId,
    });

    const left = cartSchema.parse((await buyer.call('GET', '/api/cart')).json());
    expect(left.items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: mug.id, quantity: 2 },
    ]);
    expect([await incomeOf(t, alice.id), await incomeOf(t, bob.id)]).toEqual([
      (incomes[0] ?? 0) + 900,
      (incomes[1] ?? 0) + 140,
    ]);
    expect([await stockOf(t, lamp.id), await stockOf(t, mug.id), await stockOf(t, pen.id)]).toEqual([
      1, 4, 4,
    ]);
  });

  it('completes a cart that the order emptied', async () => {
    const buyer = await signedIn(t);
    const { book } = await listProducts(t, alice.id, { book: { price: 300, stock: 2 } });
    await buyer.call('POST', '/api/cart/items', { productId: book.id, quantity: 1 });
    const created = await reserve(buyer, [{ productId: book.id, quantity: 1 }]);
    await pay(buyer, created.orderId);
    const carts = await t.db.select({ status: cart.status }).from(cart).where(eq(cart.userId, buyer.id));
    expect(carts).toEqual([{ status: 'completed' }]);
    expect(cartSchema.parse((await buyer.call('GET', '/api/cart')).json())).toEqual({
      items: [],
      total: 0,
      awaitingOrder: null,
    });
  });

  it('requires every field, non-empty, and a known method; nothing changes', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 2 } });
    const created = await reserve(buyer, [{ productId: cap.id, quantity: 1 }]);
    const bodies = [
      { ...paymentForm, method: 'cash' },
      { ...paymentForm, address: '   ' },
      { ...paymentForm, phone: '' },
      { method: paymentForm.method, phone: paymentForm.phone },
    ];
    for (const body of bodies) {
      const response = await buyer.call('POST', `/api/orders/${created.orderId}/pay`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    expect(await paymentOf(created.paymentId)).toMatchObject({ status: 'pending', method: null });
  });

  it("answers another user's order as missing and changes nothing", async () => {
    const buyer = await signedIn(t);
    const thief = await signedIn(t);
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 2 } });
    const created = await reserve(buyer, [{ productId: cap.id, quantity: 1 }]);
    const response = await thief.call('POST', `/api/orders/${created.orderId}/pay`, paymentForm);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(await paymentOf(created.paymentId)).toMatchObject({
      status: 'pending',
      method: null,
      bankId: null,
    });
    expect(await t.db.select().from(delivery).where(eq(delivery.orderId, created.orderId))).toEqual([]);
  });

  it('refuses to take the money when a seller of the order was banned after the reservation', async () => {
    const buyer = await signedIn(t);
    const carol = await signedIn(t, 'seller');
    const { cap } = await listProducts(t, alice.id, { cap: { price: 50, stock: 2 } });
    const { kettle } = await listProducts(t, carol.id, { kettle: { price: 900, stock: 2 } });
    const created = await reserve(buyer, [
      { productId: cap.id, quantity: 1 },
      { productId: kettle.id, quantity: 1 },
    ]);
    const incomes = [await incomeOf(t, alice.id), await incomeOf(t, carol.id)];
    const setLevel = (level: number) =>
      t.db.update(sellerTable).set({ level }).where(eq(sellerTable.id, carol.id));
    await setLevel(-1);

    const refused = await buyer.call('POST', `/api/orders/${created.orderId}/pay`, paymentForm);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'seller_banned',
      message: 'This order cannot be paid: a seller in it can no longer sell.',
    });
    expect(await paymentOf(created.paymentId)).toMatchObject({ status: 'pending', method: null });
    expect(await t.db.select().from(delivery).where(eq(delivery.orderId, created.orderId))).toEqual([]);
    expect([await incomeOf(t, alice.id), await incomeOf(t, carol.id)]).toEqual(incomes);

    await setLevel(1);
    await pay(buyer, created.orderId);
  });

  it('refuses a second payment', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 2 } });
    const created = await reserve(buyer, [{ productId: cap.id, quantity: 1 }]);
    await pay(buyer, created.orderId);
    const again = await buyer.call('POST', `/api/orders/${created.orderId}/pay`, {
      ...paymentForm,
      method: 'nagad',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'payment_completed', message: 'This order is already paid.' });
    expect(await paymentOf(created.paymentId)).toMatchObject({ method: 'bkash' });
    expect(await t.db.select().from(delivery).where(eq(delivery.orderId, created.orderId))).toHaveLength(1);
  });
});

describe('payment expiry', () => {
  it('refuses to pay after the window, cancels the order and restores the stock', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 3 } });
    const created = await reserve(buyer, [{ productId: cap.id, quantity: 2 }]);
    expect(await stockOf(t, cap.id)).toBe(1);
    await expireWindow(t, created.paymentId);
    const response = await buyer.call('POST', `/api/orders/${created.orderId}/pay`, paymentForm);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'payment_expired',
      message: 'Payment session expired. Order was cancelled and stock restored.',
    });
    expect(await stockOf(t, cap.id)).toBe(3);
    expect(await paymentOf(created.paymentId)).toMatchObject({ status: 'failed', method: null });
    const [row] = await t.db
      .select({ status: order.status })
      .from(order)
      .where(eq(order.id, created.orderId));
    expect(row?.status).toBe('cancelled');
    const retry = await buyer.call('POST', `/api/orders/${created.orderId}/pay`, paymentForm);
    expect(retry.json().error.code).toBe('payment_expired');
    expect(await stockOf(t, cap.id)).toBe(3);
  });

  it('shows an overdue order as failed as soon as it is read', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 3 } });
    const created = await reserve(buyer, [{ productId: cap.id, quantity: 1 }]);
    await expireWindow(t, created.paymentId);
    const detail = orderDetailSchema.parse(
      (await buyer.call('GET', `/api/orders/${created.orderId}`)).json(),
    );
    expect(detail).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
    expect(await stockOf(t, cap.id)).toBe(3);
  });

  it('restores stock exactly once however often the sweep runs, and leaves paid orders alone', async () => {
    const [buyer, payer] = [await signedIn(t), await signedIn(t)];
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 5 } });
    const late = await reserve(buyer, [{ productId: cap.id, quantity: 2 }]);
    const paid = await reserve(payer, [{ productId: cap.id, quantity: 1 }]);
    await pay(payer, paid.orderId);
    await expireWindow(t, late.paymentId);
    await expireWindow(t, paid.paymentId);
    const swept = await expireAllDuePayments(t.effects);
    expect(swept).toContainEqual({ orderId: late.orderId, userId: buyer.id });
    expect(swept.map((row) => row.orderId)).not.toContain(paid.orderId);
    await expireAllDuePayments(t.effects);
    expect(await stockOf(t, cap.id)).toBe(4);
    expect(await paymentOf(paid.paymentId)).toMatchObject({ status: 'completed' });
  });

  it('sweeps what expired while the server was down as soon as the sweeper starts', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, alice.id, { cap: { stock: 2 } });
    const created = await reserve(buyer, [{ productId: cap.id, quantity: 2 }]);
    await expireWindow(t, created.paymentId);
    const sockets = realtimeListener(t);
    const heard = await sockets.connect(buyer);
    const sweeper = startPaymentSweeper({ effects: t.effects, intervalMs: 3_600_000, log: t.app.log });
    try {
      await expect
        .poll(() => heard)
        .toContainEqual({ type: 'payment.changed', orderId: created.orderId, status: 'failed' });
      expect(await stockOf(t, cap.id)).toBe(2);
    } finally {
      await sweeper.stop();
      sockets.close();
    }
  });

  it('is swept by the running app, without anyone asking', async () => {
    const fast = await createPayingTestApp({ PAYMENT_WINDOW_SECONDS: '1', PAYMENT_SWEEP_INTERVAL_MS: '200' });
    try {
      const sellerId = (await signedIn(fast, 'seller')).id;
      const buyer = await signedIn(fast);
      const { cap } = await listProducts(fast, sellerId, { cap: { stock: 2 } });
      const response = await buyer.call('POST', '/api/orders', {
        items: [{ productId: cap.id, quantity: 2 }],
        idempotencyKey: newKey(),
      });
      const { paymentId } = createOrderResponseSchema.parse(response.json());
      await expect
        .poll(
          async () =>
            (
              await fast.db
                .select({ status: payment.status, stock: product.stock })
                .from(payment)
                .innerJoin(product, eq(product.id, cap.id))
                .where(eq(payment.id, paymentId))
            )[0],
          { timeout: 10_000, interval: 200 },
        )
        .toEqual({ status: 'failed', stock: 2 });
    } finally {
      await fast.close();
    }
  });
});
