import { z } from 'zod';
import { deliveryStatusSchema } from './delivery';
import { idParamSchema } from './ids';
import { ledgerCauses, sellerAccountKinds } from './ledger';

/**
 * A seller's balances, each a sum of the ledger's entries (docs/payments.md, "Balances and reports"): pending
 * until a part is completed, available to be paid out, in transit in a payout, and paid out so far.
 */
export const sellerBalancesSchema = z.object({
  pending: z.number().int(),
  available: z.number().int(),
  inTransit: z.number().int(),
  paidOut: z.number().int(),
});
export type SellerBalances = z.infer<typeof sellerBalancesSchema>;

/**
 * A part whose money is still pending for the seller, and when it becomes available: `availableAt` is the end of
 * its protection window once it is Delivered; before delivery it is not known yet (null), and a dispute holds it.
 */
export const pendingPartSchema = z.object({
  deliveryId: z.number().int(),
  orderId: z.number().int(),
  amount: z.number().int(),
  status: deliveryStatusSchema,
  availableAt: z.string().nullable(),
});
export type PendingPart = z.infer<typeof pendingPartSchema>;

export const sellerBalanceSchema = z.object({
  balances: sellerBalancesSchema,
  pendingParts: z.array(pendingPartSchema),
  /** How long buyers are protected after delivery (PROTECTION_WINDOW_SECONDS), for the parts not yet delivered. */
  protectionSeconds: z.number().int(),
});
export type SellerBalance = z.infer<typeof sellerBalanceSchema>;

export const statementAccountSchema = z.enum(sellerAccountKinds);

/**
 * One entry of a seller's statement: what caused it (with the order, where there is one), the account it moved
 * and by how much, signed from the seller's side (positive: the balance grew).
 */
export const statementEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  cause: z.enum(ledgerCauses),
  causeId: z.number().int(),
  orderId: z.number().int().nullable(),
  account: statementAccountSchema,
  amount: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** One page of the statement, newest first; `nextBefore` asks for the next (older) page, null at the end. */
export const statementPageSchema = z.object({
  entries: z.array(statementEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type StatementPage = z.infer<typeof statementPageSchema>;

export const STATEMENT_PAGE_SIZE = 25;

export const statementQuerySchema = z.object({ before: idParamSchema.optional() });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** A week's sales of a seller: parts paid online and meet-ups handed over, weeks starting Monday (Dhaka time). */
export const weeklySalesSchema = z.object({
  weeks: z.array(z.object({ week: z.string(), sales: z.number().int() })),
});
export type WeeklySales = z.infer<typeof weeklySalesSchema>;
