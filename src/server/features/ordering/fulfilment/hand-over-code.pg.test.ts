import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { HAND_OVER_CODE_TRIES } from '../../../../domain/hand-over-code';
import { orderDetailSchema } from '../../../../domain/orders';
import { sellerSummarySchema } from '../../../../domain/seller-orders';
import { handOverCode } from '../../../db/schema';
import { AppError } from '../../../errors';
import { handOverCodeOf } from '../../../testing/hand-over';
import { secondInstance } from '../../../testing/second-instance';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { handOverKeyOf } from '../orders/hand-over-seal';
import { handOver } from './hand-over';

const [t, seller] = await shopApp(['seller'], { paying: false });

/** A buyer's order of one pad, paid in person; answers the buyer, the order and the seller's part. */
async function placed(productId: number) {
  const buyer = await signedIn(t);
  const response = await buyer.call('POST', '/api/orders', {
    items: [{ productId, quantity: 1 }],
    idempotencyKey: newKey(),
    meetUp: { phone: '01811000000', place: 'Library entrance' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { orderId } = createOrderResponseSchema.parse(response.json());
  const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
  return { buyer, orderId, deliveryId: detail.deliveries[0]?.id ?? 0 };
}

const wrongFor = (code: string, by: number) => String((Number(code) + by) % 1_000_000).padStart(6, '0');
const triesOf = async (deliveryId: number) =>
  (await t.db.select().from(handOverCode).where(eq(handOverCode.deliveryId, deliveryId)))[0]?.wrongTries;
const salesOf = async () =>
  sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json()).totalAmount;
const statusOf = async (buyer: Shopper, orderId: number) =>
  orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json()).deliveries[0]?.status;

describe('hand-over codes tried at once (PostgreSQL server, two instances)', () => {
  it('counts every wrong code once, whichever instance took it: never more than the tries', async () => {
    const other = await secondInstance(t);
    // The other instance: its own pool on the same database, the same AUTH_SECRET, the same services.
    const onOther = (deliveryId: number, code: string) =>
      handOver(
        { db: other.db, publish: t.app.publishEvents },
        { policy: t.payments.policy, key: handOverKeyOf(t.authSecret) },
        { deliveryId, sellerId: seller.id, code },
      ).then(
        () => ({ code: 'ok', message: '' }),
        (error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          return { code: error.code, message: error.message };
        },
      );
    const onThis = (deliveryId: number, code: string) =>
      seller
        .call('POST', `/api/deliveries/${deliveryId}/hand-over`, { code })
        .then((answer) => (answer.statusCode === 200 ? { code: 'ok', message: '' } : answer.json().error));
    try {
      const { pad } = await listProducts(t, seller.id, { pad: { price: 100, stock: 20 } });
      for (let round = 0; round < 3; round++) {
        // Two wrong codes at once count as two.
        const pair = await placed(pad.id);
        const pairCode = await handOverCodeOf(pair.buyer, pair.deliveryId);
        const both = await Promise.all([
          onThis(pair.deliveryId, wrongFor(pairCode, 1)),
          onOther(pair.deliveryId, wrongFor(pairCode, 2)),
        ]);
        expect(both.map((answer) => answer.code)).toEqual(['hand_over_code_wrong', 'hand_over_code_wrong']);
        expect(both.map((answer) => answer.message).sort()).toEqual([
          "This is not the buyer's hand-over code. 3 tries left.",
          "This is not the buyer's hand-over code. 4 tries left.",
        ]);
        expect(await triesOf(pair.deliveryId)).toBe(2);

        // Eight at once: four told the tries left, the rest locked, and the count stops at the tries.
        const rush = await placed(pad.id);
        const rushCode = await handOverCodeOf(rush.buyer, rush.deliveryId);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            (index % 2 === 0 ? onThis : onOther)(rush.deliveryId, wrongFor(rushCode, index + 1)),
          ),
        );
        const wrong = answers.filter((answer) => answer.code === 'hand_over_code_wrong');
        expect(wrong.map((answer) => answer.message.match(/(\d) tr/)?.[1]).sort()).toEqual([
          '1',
          '2',
          '3',
          '4',
        ]);
        expect(answers.filter((answer) => answer.code === 'hand_over_locked')).toHaveLength(4);
        expect(await triesOf(rush.deliveryId)).toBe(HAND_OVER_CODE_TRIES);
        expect((await onThis(rush.deliveryId, rushCode)).code).toBe('hand_over_locked');
        expect(await statusOf(rush.buyer, rush.orderId)).toBe('pending');
      }
    } finally {
      await other.close();
    }
  });

  it('hands the part over once when the right code races wrong ones on both instances', async () => {
    const other = await secondInstance(t);
    const key = handOverKeyOf(t.authSecret);
    const effectsOf = (db: typeof t.db) => ({ db, publish: t.app.publishEvents });
    try {
      const { lamp } = await listProducts(t, seller.id, { lamp: { price: 250, stock: 20 } });
      for (let round = 0; round < 4; round++) {
        const { buyer, orderId, deliveryId } = await placed(lamp.id);
        const code = await handOverCodeOf(buyer, deliveryId);
        const before = await salesOf();
        const tries = [code, wrongFor(code, 1), code, wrongFor(code, 2), wrongFor(code, 3)];
        const answers = await Promise.all(
          tries.map((tried, index) =>
            handOver(
              effectsOf(index % 2 === 0 ? t.db : other.db),
              { policy: t.payments.policy, key },
              { deliveryId, sellerId: seller.id, code: tried },
            ).then(
              () => 'ok',
              (error: AppError) => error.code,
            ),
          ),
        );
        expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
        expect(
          answers.every((answer) => ['ok', 'hand_over_code_wrong', 'part_handed_over'].includes(answer)),
        ).toBe(true);
        expect(await statusOf(buyer, orderId)).toBe('Delivered');
        expect(await salesOf()).toBe(before + 250);
      }
    } finally {
      await other.close();
    }
  });
});
