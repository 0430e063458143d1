import { describe, expect, it } from 'vitest';
import { waitForDatabase } from './wait-for-database';

const lost = () => new Error('Connection terminated unexpectedly');
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('waitForDatabase', () => {
  it('runs the work again while the database cannot be reached, and answers what it finally answers', async () => {
    const failures = [lost(), refused()];
    let runs = 0;
    const answer = await waitForDatabase(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'paid';
    });
    expect(answer).toBe('paid');
    expect(runs).toBe(3);
  });

  it('throws any other error at once', async () => {
    let runs = 0;
    const refusal = new Error('payment not pending');
    await expect(
      waitForDatabase(async () => {
        runs += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });

  it('gives up with the last connection error once its patience is spent', async () => {
    let runs = 0;
    await expect(
      waitForDatabase(async () => {
        runs += 1;
        throw refused();
      }, 1_200),
    ).rejects.toThrow('ECONNREFUSED');
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(3);
  });
});
