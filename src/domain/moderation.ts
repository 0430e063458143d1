import { z } from 'zod';
import { idField, idParamSchema, userIdSchema } from './ids';
import { REPORT_DETAILS_MAX_LENGTH } from './limits';
import { moderationTexts } from './moderation-texts';
import { optionalText, requiredText } from './text';

/**
 * Reports of a listing, a seller or a message, and what an administrator decides about them
 * (docs/decisions/035-takedowns-and-flagged-sellers.md).
 *
 * - open: waiting in the moderation queue.
 * - upheld: the administrator took down the listing, warned or banned the person it is against.
 * - dismissed: the administrator found nothing to act on.
 */
export const reportStatuses = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportTargetKinds = ['listing', 'seller', 'message'] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

export const reportReasons = ['prohibited', 'scam', 'counterfeit', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  prohibited: 'Prohibited or illegal item',
  scam: 'Scam or fraud',
  counterfeit: 'Counterfeit or fake',
  offensive: 'Offensive or abusive',
  spam: 'Spam or misleading',
  other: 'Something else',
};

/** What an administrator does with a group of reports about one thing; all but dismiss uphold them. */
export const moderationActions = ['hide', 'warn', 'ban', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** The actions each kind of target offers: only a listing can be taken down. */
export const actionsFor: Record<ReportTargetKind, readonly ModerationAction[]> = {
  listing: ['hide', 'warn', 'ban', 'dismiss'],
  seller: ['warn', 'ban', 'dismiss'],
  message: ['warn', 'ban', 'dismiss'],
};

export const MODERATION_REASON_MAX_LENGTH = 500;

/** Upheld reports against one person within FLAG_WINDOW_DAYS that flag them for an administrator's review. */
export const FLAG_THRESHOLD = 3;
export const FLAG_WINDOW_DAYS = 90;

/** What the reporter is told of the outcome, after "Your report was reviewed: ". */
export const reportOutcomeNotes: Record<ModerationAction, Record<ReportTargetKind, string>> = {
  hide: {
    listing: 'the listing was taken down.',
    seller: 'the listing was taken down.',
    message: 'the listing was taken down.',
  },
  warn: {
    listing: 'the seller was warned.',
    seller: 'the seller was warned.',
    message: 'the sender was warned.',
  },
  ban: {
    listing: 'the seller was banned.',
    seller: 'the seller was banned.',
    message: 'the sender was banned.',
  },
  dismiss: {
    listing: 'no rule was broken, so nothing was changed.',
    seller: 'no rule was broken, so nothing was changed.',
    message: 'no rule was broken, so nothing was changed.',
  },
};

const reasonSchema = z.enum(reportReasons, { error: moderationTexts.reasonRequired });
const detailsSchema = optionalText({
  max: REPORT_DETAILS_MAX_LENGTH,
  tooLong: moderationTexts.detailsTooLong,
}).optional();

/** POST /api/reports: what is reported, why, and in the reporter's words. */
export const newReportSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('listing'),
    targetId: idField(),
    reason: reasonSchema,
    details: detailsSchema,
  }),
  z.strictObject({
    kind: z.literal('seller'),
    targetId: userIdSchema,
    reason: reasonSchema,
    details: detailsSchema,
  }),
  z.strictObject({
    kind: z.literal('message'),
    targetId: idField(),
    reason: reasonSchema,
    details: detailsSchema,
  }),
]);
export type NewReport = z.input<typeof newReportSchema>;

export const reportCreatedSchema = z.object({ id: z.number().int() });

/** One report in a group of the queue. */
export const queuedReportSchema = z.object({
  id: z.number().int(),
  reporterName: z.string(),
  reason: z.enum(reportReasons),
  details: z.string(),
  at: z.string(),
});

/** The open reports about one thing, with who it is against and whether that person is flagged. */
export const reportGroupSchema = z.object({
  kind: z.enum(reportTargetKinds),
  targetId: z.string(),
  /** The listing's name, the seller's name, or the message's text. */
  title: z.string(),
  productId: z.number().int().nullable(),
  against: z.object({
    id: z.string(),
    name: z.string(),
    isSeller: z.boolean(),
    banned: z.boolean(),
    flagged: z.boolean(),
  }),
  count: z.number().int(),
  firstAt: z.string(),
  reports: z.array(queuedReportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueSchema = z.object({ groups: z.array(reportGroupSchema) });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** POST /api/admin/reports/decide: settles every open report about one thing, always with a reason. */
export const moderationDecisionSchema = z.strictObject({
  kind: z.enum(reportTargetKinds),
  targetId: z.string().min(1).max(100),
  action: z.enum(moderationActions),
  reason: requiredText({
    required: moderationTexts.decisionReasonRequired,
    max: MODERATION_REASON_MAX_LENGTH,
  }),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const moderationResultSchema = z.object({
  action: z.enum(moderationActions),
  settled: z.number().int(),
  flagged: z.boolean(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

/** The id in a report's `target_id` column: a listing's and a message's number, or a person's id. */
export const targetIdParam = {
  listing: idParamSchema,
  seller: userIdSchema,
  message: idParamSchema,
} as const;
