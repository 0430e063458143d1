import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { matchesAdminOrderSearch } from './admin-order-search';

const order: AdminOrder = {
  id: 42,
  status: 'open',
  buyerName: 'Nusrat Jahan',
  buyerEmail: 'buyer@campus.test',
  paymentStatus: 'completed',
  itemCount: 2,
  productNames: ['Desk Lamp'],
  total: 600,
  createdAt: '2026-01-01T10:00:00.000Z',
  parts: [
    { deliveryId: 7, sellerId: 's1', sellerName: 'Rafi Stores', sellerBanned: true, status: 'Cancelled' },
  ],
};

describe('matchesAdminOrderSearch', () => {
  it('finds an order by number, buyer, email, product, seller or state, ignoring case', () => {
    for (const search of [
      '',
      ' ',
      '42',
      '#42',
      'nusrat',
      'BUYER@',
      'lamp',
      'completed',
      'open',
      'rafi',
      'cancelled',
      'banned',
    ]) {
      expect(matchesAdminOrderSearch(order, search)).toBe(true);
    }
    expect(matchesAdminOrderSearch(order, 'keyboard')).toBe(false);
  });
});
