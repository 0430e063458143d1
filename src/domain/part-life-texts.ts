import type { DeliveryStatus } from './delivery-steps';

type DeadlineTexts = Partial<Record<DeliveryStatus, (at: string) => string>>;

/**
 * What each side reads beside a part about its deadline (domain/part-life.ts): what happens by itself, and when,
 * unless someone acts first.
 */
export const partLifeTexts = {
  deadline: {
    buyer: {
      pending: (at) => `Ships by ${at}, or it is cancelled and refunded`,
      'On the Way': (at) => `Marked Received for you on ${at}`,
      Delivered: (at) => `Buyer protection until ${at}`,
    } satisfies DeadlineTexts as DeadlineTexts,
    seller: {
      pending: (at) => `Ship by ${at}, or it is cancelled and refunded`,
      'On the Way': (at) => `Received automatically on ${at}`,
      Delivered: (at) => `Your money is available from ${at}`,
    } satisfies DeadlineTexts as DeadlineTexts,
  },
} as const;
