import { z } from 'zod';
import { idParamSchema } from './ids';
import { optionalText } from './text';

/**
 * The actions about money (docs/payments.md, "Balances and reports"): cancelling a paid part (its refund),
 * deciding a held payment, a category's commission, and whatever is done to a dispute, a payout or a refund.
 */
export const moneyAuditActions = [
  'order.part_cancelled',
  'payment.held_accepted',
  'payment.held_refunded',
  'category.commission_changed',
] as const;
export const moneyAuditPrefixes = ['dispute.', 'payout.', 'refund.'] as const;

export const isMoneyAction = (action: string) =>
  (moneyAuditActions as readonly string[]).includes(action) ||
  moneyAuditPrefixes.some((prefix) => action.startsWith(prefix));

/** One line of the audit log: who did what to which subject, when, and why (`details.reason`). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null once the person's account is gone. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  /** `kind:id`, such as `order:12` or `category:3`. */
  subject: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_PAGE_SIZE = 30;

export const auditQuerySchema = z.object({
  before: idParamSchema.optional(),
  /** Only the actions about money. */
  money: z.enum(['1']).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** What an administrator may say about a money action they take; optional, kept in the audit log. */
export const AUDIT_REASON_MAX_LENGTH = 500;

export const auditReasonSchema = optionalText({
  max: AUDIT_REASON_MAX_LENGTH,
  tooLong: `A reason is at most ${AUDIT_REASON_MAX_LENGTH} characters.`,
});

/**
 * The body of an administrator's action on money that takes nothing else: the reason they may give. A request
 * without a body (Fastify reads it as null) gives none.
 */
export const reasonBodySchema = z.object({ reason: auditReasonSchema.optional() }).nullish();
export type ReasonBody = z.input<typeof reasonBodySchema>;
