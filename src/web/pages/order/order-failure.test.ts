import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { describeOrderFailure } from './order-failure';

describe('describeOrderFailure', () => {
  it('starts a new attempt once the server refused the order', () => {
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
    expect(failure).toEqual({
      message: 'Insufficient stock:',
      lines: ['Fountain Pen: requested 3, available 1'],
      loginNeeded: false,
      retrySameAttempt: false,
    });
  });

  it('keeps the same attempt after a network failure so a retry cannot order twice', () => {
    const failure = describeOrderFailure(new ApiRequestError(0, 'network', 'offline'));
    expect(failure).toMatchObject({
      message: 'Error processing order. Please try again.',
      retrySameAttempt: true,
    });
    expect(describeOrderFailure(new TypeError('unexpected')).retrySameAttempt).toBe(true);
  });

  it('sends a signed-out buyer to log in', () => {
    const failure = describeOrderFailure(new ApiRequestError(401, 'unauthenticated', 'Not signed in'));
    expect(failure).toMatchObject({ message: 'Please login to continue', loginNeeded: true });
  });
});
