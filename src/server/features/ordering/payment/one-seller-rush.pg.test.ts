import { describe, expect, it } from 'vitest';
import { transactionConflicts } from '../../../db/retry-conflicts';
import { incomeOf, stockOf } from '../../../testing/orders';
import {
  approvedPayments,
  completeAllAtOnce,
  expectNoFailure,
  expectPaidOnce,
} from '../../../testing/payment-rush';
import { raceInstances } from '../../../testing/race-app';
import { listProducts, signedIn } from '../../../testing/shop';

const { t, other, person: seller } = await raceInstances('seller');

const PAYMENTS = 50;
/** bKash for two of three buyers, SSLCommerz (return and notification) for the third. */
const gatewayOf = (turn: number) => (turn % 3 === 2 ? 'sslcommerz' : 'bkash');

describe('payments completing at once (PostgreSQL server, two instances)', { timeout: 240_000 }, () => {
  it(`${PAYMENTS} payments for one seller each pay their order the first time`, async () => {
    const { pen, lamp, desk } = await listProducts(t, seller.id, {
      pen: { price: 30, stock: PAYMENTS },
      lamp: { price: 450, stock: PAYMENTS },
      desk: { price: 2_000, stock: PAYMENTS },
    });
    const products = [pen, lamp, desk];
    const income = (await incomeOf(t, seller.id)) ?? 0;
    const approved = await approvedPayments(
      t,
      PAYMENTS,
      (turn) => [{ productId: (products[turn % products.length] ?? pen).id, quantity: 1 + (turn % 2) }],
      gatewayOf,
    );

    const conflicts = transactionConflicts();
    const rush = await completeAllAtOnce([t, other], approved);

    expectNoFailure(rush, conflicts);
    await expectPaidOnce(t, approved, 1);
    const sold = approved.reduce((sum, one) => sum + one.total, 0);
    expect(await incomeOf(t, seller.id)).toBe(income + sold);
    const bought = (index: number) =>
      Array.from({ length: PAYMENTS }, (_, turn) => turn)
        .filter((turn) => turn % products.length === index)
        .reduce((sum, turn) => sum + 1 + (turn % 2), 0);
    expect(await Promise.all(products.map((product) => stockOf(t, product.id)))).toEqual(
      products.map((_, index) => PAYMENTS - bought(index)),
    );
  });

  it(`${PAYMENTS} payments spread over two sellers who share buyers each pay their order the first time`, async () => {
    const second = await signedIn(t, 'seller');
    const { book } = await listProducts(t, seller.id, { book: { price: 300, stock: PAYMENTS } });
    const { bag } = await listProducts(t, second.id, { bag: { price: 800, stock: PAYMENTS } });
    const incomes = [(await incomeOf(t, seller.id)) ?? 0, (await incomeOf(t, second.id)) ?? 0];
    // Lines in both orders of the sellers, so each completion meets them in either order.
    const lines = [
      { productId: book.id, quantity: 1 },
      { productId: bag.id, quantity: 1 },
    ];
    const approved = await approvedPayments(
      t,
      PAYMENTS,
      (turn) => (turn % 2 === 0 ? lines : lines.toReversed()),
      gatewayOf,
    );

    const conflicts = transactionConflicts();
    const rush = await completeAllAtOnce([t, other], approved);

    expectNoFailure(rush, conflicts);
    await expectPaidOnce(t, approved, 2);
    expect([await incomeOf(t, seller.id), await incomeOf(t, second.id)]).toEqual([
      (incomes[0] ?? 0) + PAYMENTS * 300,
      (incomes[1] ?? 0) + PAYMENTS * 800,
    ]);
    expect([await stockOf(t, book.id), await stockOf(t, bag.id)]).toEqual([0, 0]);
  });
});
