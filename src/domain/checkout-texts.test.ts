import { describe, expect, it } from 'vitest';
import { checkoutTexts } from './checkout-texts';
import { PAYMENT_WINDOW_SECONDS } from './limits';

describe('checkoutTexts.reservationNotice', () => {
  it('announces the payment window the server gives orders, in minutes when it is whole minutes', () => {
    expect(checkoutTexts.reservationNotice(PAYMENT_WINDOW_SECONDS)).toBe(
      'Your items are reserved for 5 minutes while you pay.',
    );
    expect(checkoutTexts.reservationNotice(60)).toBe('Your items are reserved for 1 minute while you pay.');
    expect(checkoutTexts.reservationNotice(600)).toBe(
      'Your items are reserved for 10 minutes while you pay.',
    );
    expect(checkoutTexts.reservationNotice(90)).toBe('Your items are reserved for 90 seconds while you pay.');
    expect(checkoutTexts.reservationNotice(1)).toBe('Your items are reserved for 1 second while you pay.');
  });
});
