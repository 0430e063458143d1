import { z } from 'zod';
import { ORDER_TOTAL_MAX } from './checkout';
import {
  DISPUTE_DETAILS_MAX_LENGTH,
  DISPUTE_NOTE_MAX_LENGTH,
  disputeOutcomes,
  disputeReasons,
  disputeStatuses,
} from './dispute';
import { disputeTexts } from './dispute-texts';
import { idParamSchema } from './ids';
import { requiredText } from './text';

export const disputeReasonSchema = z.enum(disputeReasons, { error: disputeTexts.reasonRequired });

/**
 * POST /api/deliveries/:id/dispute: the fields of the buyer's report, sent as a multipart form beside up to
 * DISPUTE_PHOTO_LIMIT photos.
 */
export const openDisputeFieldsSchema = z.strictObject({
  reason: disputeReasonSchema,
  details: requiredText({ required: disputeTexts.detailsRequired, max: DISPUTE_DETAILS_MAX_LENGTH }),
});
export type OpenDisputeFields = z.infer<typeof openDisputeFieldsSchema>;

const wholeTaka = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(ORDER_TOTAL_MAX, message);

export const disputeParamsSchema = z.object({ id: idParamSchema });

/** POST /api/disputes/:id/offer: the seller offers to give back `amount` (1 to the part's total). */
export const disputeOfferSchema = z.strictObject({
  amount: wholeTaka(disputeTexts.offerAmount).min(1, disputeTexts.offerAmount),
  note: requiredText({ required: disputeTexts.noteRequired, max: DISPUTE_NOTE_MAX_LENGTH }),
});
export type DisputeOffer = z.infer<typeof disputeOfferSchema>;

/**
 * POST /api/disputes/:id/accept: the buyer accepts the offer they saw; an offer changed since is refused, so
 * nobody accepts an amount they did not read.
 */
export const acceptOfferSchema = z.strictObject({
  amount: wholeTaka(disputeTexts.offerAmount).min(1, disputeTexts.offerAmount),
});

/**
 * POST /api/admin/disputes/:id/decide: release the money to the seller, refund part of it (1 to the part's total
 * less 1) or all of it, always with a reason.
 */
export const disputeDecisionSchema = z.discriminatedUnion('outcome', [
  z.strictObject({
    outcome: z.literal('release'),
    reason: requiredText({ required: disputeTexts.reasonForDecision, max: DISPUTE_NOTE_MAX_LENGTH }),
  }),
  z.strictObject({
    outcome: z.literal('partial'),
    amount: wholeTaka(disputeTexts.partialAmount).min(1, disputeTexts.partialAmount),
    reason: requiredText({ required: disputeTexts.reasonForDecision, max: DISPUTE_NOTE_MAX_LENGTH }),
  }),
  z.strictObject({
    outcome: z.literal('full'),
    reason: requiredText({ required: disputeTexts.reasonForDecision, max: DISPUTE_NOTE_MAX_LENGTH }),
  }),
]);
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;

/** A part's dispute as the buyer, the seller and the administrator read it. */
export const partDisputeSchema = z.object({
  id: z.number().int(),
  deliveryId: z.number().int(),
  status: z.enum(disputeStatuses),
  reason: disputeReasonSchema,
  details: z.string(),
  /** Image keys of the photos, in the order the buyer added them (web/image-url). */
  photos: z.array(z.string()),
  offer: z.object({ amount: z.number().int(), note: z.string(), at: z.string() }).nullable(),
  outcome: z.enum(disputeOutcomes).nullable(),
  /** What was given back when it was settled (0 for a release). */
  refundAmount: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PartDispute = z.infer<typeof partDisputeSchema>;

/** The answer of every dispute action: the dispute as it now stands. */
export const disputeResponseSchema = partDisputeSchema;

/** One open dispute of the administrator's queue, with whom and what it is about. */
export const queuedDisputeSchema = partDisputeSchema.extend({
  orderId: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerName: z.string(),
  /** What the buyer paid for the part: the most a decision may give back. */
  partTotal: z.number().int(),
  productNames: z.array(z.string()),
});
export type QueuedDispute = z.infer<typeof queuedDisputeSchema>;

/** GET /api/admin/disputes: open disputes, longest waiting first, with the server's clock to count the wait on. */
export const disputeQueueSchema = z.object({
  disputes: z.array(queuedDisputeSchema),
  serverTime: z.string(),
});
export type DisputeQueue = z.infer<typeof disputeQueueSchema>;
