import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../domain/orders';
import { matchesOrderSearch } from './order-search';

const order: OrderSummary = {
  id: 42,
  status: 'open',
  createdAt: '2026-01-01T10:00:00.000Z',
  paymentStatus: 'completed',
  paymentId: 40,
  paymentMethod: 'bkash',
  expiresAt: '2026-01-01T10:05:00.000Z',
  itemCount: 3,
  productNames: ['Wireless Mouse', 'Graph Paper Pad'],
  total: 1000,
  deliveries: [
    {
      id: 7,
      sellerId: 'seller-7',
      sellerName: 'Sadia Rahman',
      status: 'On the Way',
      refund: null,
      dueAt: null,
      dispute: null,
      handOverCode: null,
    },
  ],
};

describe('matchesOrderSearch', () => {
  it('finds an order by number, product, seller or state, ignoring case', () => {
    for (const search of ['', '42', '#42', 'mouse', 'sadia', 'on the way', 'COMPLETED']) {
      expect(matchesOrderSearch(order, search)).toBe(true);
    }
    expect(matchesOrderSearch(order, 'keyboard')).toBe(false);
  });
});
