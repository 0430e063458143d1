import { describe, expect, it } from 'vitest';
import {
  awaitsMeetUp,
  canCancelPart,
  canTransition,
  type DeliveryStatus,
  deliveryStatuses,
  nextDeliveryStatus,
  partActions,
} from './delivery-steps';

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

describe('the actions of a part', () => {
  it('offers the seller Ship and Cancel on a pending part paid online, nothing once it has shipped', () => {
    expect(partActions({ status: 'pending', meetUp: false }, 'seller')).toEqual(['ship', 'cancel']);
    for (const status of ['On the Way', 'Delivered', 'Completed', 'Cancelled'] as const)
      expect(partActions({ status, meetUp: false }, 'seller'), status).toEqual([]);
  });

  it('offers the seller only the hand-over on a part awaiting its meet-up', () => {
    expect(partActions({ status: 'pending', meetUp: true }, 'seller')).toEqual(['hand-over']);
    expect(partActions({ status: 'Delivered', meetUp: true }, 'seller')).toEqual([]);
  });

  it('offers the buyer Received only while the part is on the way', () => {
    expect(partActions({ status: 'On the Way', meetUp: false }, 'buyer')).toEqual(['receive']);
    expect(partActions({ status: 'On the Way' }, 'buyer')).toEqual(['receive']);
    for (const status of ['Disputed', 'Completed', 'Cancelled'] as const)
      expect(partActions({ status, meetUp: false }, 'buyer'), status).toEqual([]);
  });

  it('offers the buyer Report a problem on a delivered part paid online, never on one paid in cash', () => {
    expect(partActions({ status: 'Delivered', meetUp: false }, 'buyer')).toEqual(['report']);
    expect(partActions({ status: 'Delivered', meetUp: true }, 'buyer')).toEqual([]);
    expect(partActions({ status: 'Delivered' }, 'buyer')).toEqual([]);
    expect(nextDeliveryStatus('Delivered', 'buyer')).toBeNull();
  });

  it('offers the buyer Cancel on a paid part before it ships, never on one awaiting its meet-up', () => {
    expect(partActions({ status: 'pending', meetUp: false }, 'buyer')).toEqual(['cancel']);
    expect(partActions({ status: 'pending', meetUp: true }, 'buyer')).toEqual([]);
    expect(partActions({ status: 'pending' }, 'buyer')).toEqual([]);
  });

  it('offers an administrator Cancel on any pending part, however it is paid', () => {
    expect(partActions({ status: 'pending' }, 'admin')).toEqual(['cancel']);
    expect(partActions({ status: 'pending', meetUp: true }, 'admin')).toEqual(['cancel']);
    expect(partActions({ status: 'On the Way' }, 'admin')).toEqual([]);
    expect(canCancelPart('pending')).toBe(true);
    expect(canCancelPart('Delivered')).toBe(false);
  });

  it('offers no step that depends on the payment when the screen does not know it', () => {
    expect(partActions({ status: 'pending' }, 'seller')).toEqual([]);
  });

  it('tells a part awaiting its meet-up', () => {
    expect(awaitsMeetUp({ status: 'pending', meetUp: true })).toBe(true);
    expect(awaitsMeetUp({ status: 'Delivered', meetUp: true })).toBe(false);
    expect(awaitsMeetUp({ status: 'pending', meetUp: false })).toBe(false);
  });
});
