import { describe, expect, it } from 'vitest';
import { paymentRefusalMeaning, refundRefusalMeaning } from './bkash-errors';

const meaning = (code: string) => paymentRefusalMeaning({ code, message: 'as bKash words it' });

describe("bKash's error codes", () => {
  it.each([
    ['2023', 'insufficient_balance', 'Your bKash account does not have enough balance for this payment.'],
    [
      '2037',
      'declined',
      'Your bKash account cannot make payments right now. Please contact bKash, or pay another way.',
    ],
    [
      '2056',
      'invalid_state',
      'This bKash payment can no longer be completed. Please try again, or choose another payment method.',
    ],
    ['2069', 'cancelled', 'This bKash payment was cancelled.'],
    [
      '2029',
      'duplicate',
      'bKash refused this payment as a duplicate. Please check My Orders before paying again.',
    ],
    ['503', 'gateway_unavailable', 'bKash is under maintenance. Please try again later.'],
    ['9999', 'gateway_unavailable', 'bKash had a system error. Please try again in a moment.'],
  ])('%s reads as %s', (code, reason, message) => {
    expect(meaning(code)).toEqual({ reason, message });
  });

  it('codes about our own request never blame the buyer', () => {
    for (const code of ['2001', '2006', '2007', '2008', '2031', '2049', '2063', '2065']) {
      expect(meaning(code)).toEqual({
        reason: 'rejected',
        message: 'bKash could not take this payment. Please try again, or choose another payment method.',
      });
    }
  });

  it('an unlisted code is named', () => {
    expect(meaning('2117').message).toContain('code 2117');
  });

  it('refund codes', () => {
    expect(refundRefusalMeaning({ code: '2026', message: '' }).reason).toBe('exceeds_paid');
    expect(refundRefusalMeaning({ code: '2034', message: '' }).reason).toBe('already_refunded');
    expect(refundRefusalMeaning({ code: '2033', message: '' }).reason).toBe('not_found');
    expect(refundRefusalMeaning({ code: '2999', message: '' }).reason).toBe('rejected');
  });
});
