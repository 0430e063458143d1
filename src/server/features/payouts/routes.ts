import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutDecisionSchema,
  payoutRequestSchema,
  payoutWalletSchema,
  sellerPayoutsSchema,
  setWalletRequestSchema,
  verifyWalletRequestSchema,
  walletChangeSchema,
} from '../../../domain/payout';
import { sessionUserId } from '../../auth/session-user';
import type { PayoutDeps } from './payout-deps';
import { sellerPayouts } from './payout-reads';
import { requestPayout } from './request-payout';
import { startWalletChange, verifyWallet } from './wallet';

const tags = ['seller'];
const config = { access: 'seller' } as const;

/** A seller's payouts: their wallet and its code, their available balance, and their requests. */
export const sellerPayoutRoutes: FastifyPluginAsyncZod<{ payouts: PayoutDeps }> = async (
  app,
  { payouts },
) => {
  const db = payouts.effects.db;
  app.get(
    '/api/seller/payouts',
    { config, schema: { tags, response: { 200: sellerPayoutsSchema } } },
    async (request) => sellerPayouts(db, sessionUserId(await request.viewer()), payouts.minimum),
  );

  app.put(
    '/api/seller/payout-wallet',
    { config, schema: { tags, body: setWalletRequestSchema, response: { 200: walletChangeSchema } } },
    async (request) => startWalletChange(payouts, sessionUserId(await request.viewer()), request.body.wallet),
  );

  app.post(
    '/api/seller/payout-wallet/verify',
    { config, schema: { tags, body: verifyWalletRequestSchema, response: { 200: payoutWalletSchema } } },
    async (request) => verifyWallet(db, sessionUserId(await request.viewer()), request.body.code),
  );

  app.post(
    '/api/seller/payouts',
    { config, schema: { tags, body: payoutRequestSchema, response: { 200: payoutDecisionSchema } } },
    async (request) => ({
      payout: await requestPayout(payouts, sessionUserId(await request.viewer()), request.body.amount),
    }),
  );
};
