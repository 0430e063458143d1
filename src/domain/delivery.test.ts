import { describe, expect, it } from 'vitest';
import { canTransition, type DeliveryStatus, deliveryStatuses, nextDeliveryStatus } from './delivery';

describe('delivery state machine', () => {
  it('lets the seller ship a pending delivery and the buyer receive one on the way', () => {
    expect(nextDeliveryStatus('pending', 'seller')).toBe('On the Way');
    expect(nextDeliveryStatus('On the Way', 'buyer')).toBe('Delivered');
  });

  it('lets an administrator cancel a pending delivery, and only a pending one', () => {
    expect(nextDeliveryStatus('pending', 'admin')).toBe('Cancelled');
    for (const from of ['On the Way', 'Delivered', 'Cancelled'] as const)
      expect(nextDeliveryStatus(from, 'admin'), from).toBeNull();
  });

  it('allows nothing else', () => {
    const allowed = new Set([
      'pending>On the Way>seller',
      'On the Way>Delivered>buyer',
      'pending>Cancelled>admin',
    ]);
    for (const from of deliveryStatuses)
      for (const to of deliveryStatuses)
        for (const actor of ['seller', 'buyer', 'admin'] as const) {
          const key = `${from}>${to}>${actor}`;
          expect(canTransition(from as DeliveryStatus, to as DeliveryStatus, actor), key).toBe(
            allowed.has(key),
          );
        }
    expect(nextDeliveryStatus('pending', 'buyer')).toBeNull();
    expect(nextDeliveryStatus('On the Way', 'seller')).toBeNull();
    expect(nextDeliveryStatus('Delivered', 'buyer')).toBeNull();
    expect(nextDeliveryStatus('Cancelled', 'seller')).toBeNull();
    expect(nextDeliveryStatus('Cancelled', 'buyer')).toBeNull();
  });
});
