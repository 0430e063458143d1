import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { describeOrderFailure } from './order-error';

describe('describeOrderFailure', () => {
  it('lists each short item as the spec words it', () => {
    const body = {
      error: {
        code: 'insufficient_stock',
        message: 'Insufficient stock:',
        outOfStock: [{ productId: 3, name: 'Fountain Pen', requested: 3, available: 1 }],
      },
    };
    const failure = describeOrderFailure(
      new ApiRequestError(409, 'insufficient_stock', 'Insufficient stock:', body),
    );
    expect(failure).toMatchObject({
      message: 'Insufficient stock:',
      lines: ['Fountain Pen: requested 3, available 1'],
    });
    expect(failure.retrySameAttempt).toBe(false);
  });

  it("shows the server's error, else the spec's fallback", () => {
    expect(
      describeOrderFailure(new ApiRequestError(404, 'product_not_found', 'Failed to process order')).message,
    ).toBe('Failed to process order');
    expect(describeOrderFailure(new ApiRequestError(400, 'validation', '')).message).toBe(
      'Failed to process order',
    );
  });

  it('keeps the same attempt after a network failure so a retry cannot order twice', () => {
    const failure = describeOrderFailure(new ApiRequestError(0, 'network', 'offline'));
    expect(failure).toMatchObject({
      message: 'Error processing order. Please try again.',
      retrySameAttempt: true,
    });
  });

  it('sends a signed-out buyer to log in', () => {
    const failure = describeOrderFailure(new ApiRequestError(401, 'unauthenticated', 'Not signed in'));
    expect(failure).toMatchObject({ message: 'Please login to continue', loginNeeded: true });
  });
});
