import { describe, expect, it } from 'vitest';
import { reservationNotice } from './checkout';
import { PAYMENT_WINDOW_SECONDS } from './limits';

describe('reservationNotice', () => {
  it('announces the payment window the server gives orders, in minutes when it is whole minutes', () => {
    expect(reservationNotice(PAYMENT_WINDOW_SECONDS)).toBe(
      'Your items are reserved for 5 minutes while you pay.',
    );
    expect(reservationNotice(60)).toBe('Your items are reserved for 1 minute while you pay.');
    expect(reservationNotice(600)).toBe('Your items are reserved for 10 minutes while you pay.');
    expect(reservationNotice(90)).toBe('Your items are reserved for 90 seconds while you pay.');
    expect(reservationNotice(1)).toBe('Your items are reserved for 1 second while you pay.');
  });
});
