import type { FastifyBaseLogger } from 'fastify';
import type { PayoutMode } from '../../../domain/payout';
import type { Effects } from '../../events/commit-then-publish';
import type { InFlightWork } from '../../in-flight-work';
import type { Mailer } from '../../mail/mailer';
import type { BkashPayouts } from '../../payments/bkash/bkash-payouts';

/**
 * What the payout services need: the database and publisher, the gateway work under way, bKash's payout calls (null when bKash is not
 * configured), how payouts are sent here, the smallest payout, the mailer for wallet codes, and where to log.
 */
export type PayoutDeps = {
  effects: Effects;
  gatewayWork: InFlightWork;
  bkash: BkashPayouts | null;
  mode: PayoutMode;
  minimum: number;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};
