import { describe, expect, it } from 'vitest';
import { sellerShareOfRefund } from './postings';

describe("a dispute's refund, shared between the seller and the commission", () => {
  it('takes R·(T−C)/T from the seller, rounded half up, and the rest from the commission', () => {
    expect(sellerShareOfRefund({ total: 600, commission: 30 }, 200)).toBe(190);
    expect(sellerShareOfRefund({ total: 600, commission: 30 }, 1)).toBe(1);
    expect(sellerShareOfRefund({ total: 600, commission: 30 }, 600)).toBe(570);
    expect(sellerShareOfRefund({ total: 3, commission: 1 }, 1)).toBe(1);
    expect(sellerShareOfRefund({ total: 500, commission: 0 }, 123)).toBe(123);
  });

  it('never takes more than either holds, for every refund of every small part', () => {
    for (let total = 1; total <= 60; total++)
      for (let commission = 0; commission <= total; commission++)
        for (let refund = 0; refund <= total; refund++) {
          const fromSeller = sellerShareOfRefund({ total, commission }, refund);
          const case_ = `${refund} of ${total} with ${commission} commission`;
          expect(fromSeller, case_).toBeGreaterThanOrEqual(0);
          expect(fromSeller, case_).toBeLessThanOrEqual(total - commission);
          expect(refund - fromSeller, case_).toBeGreaterThanOrEqual(0);
          expect(refund - fromSeller, case_).toBeLessThanOrEqual(commission);
        }
  });

  it('rounds exactly for the largest orders, past what a float holds', () => {
    // 2·R·(T−C) is about 10^18 here: a float would give 499,999,963.
    expect(sellerShareOfRefund({ total: 999_999_928, commission: 1 }, 499_999_964)).toBe(499_999_964);
    expect(sellerShareOfRefund({ total: 1_000_000_000, commission: 50_000_000 }, 1_000_000_000)).toBe(
      950_000_000,
    );
  });
});
