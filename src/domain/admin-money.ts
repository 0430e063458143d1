import { z } from 'zod';

/**
 * One week of the administrator's money page (/admin/money), every figure from the ledger in whole taka: what
 * buyers paid (online, and in person at meet-ups handed over), the commission the platform earned (net of what
 * refunds gave back), what was owed back to buyers, what the platform owes sellers at the week's end (pending and
 * available), the payouts paid that week, and those still in transit at its end.
 */
export const moneyWeekSchema = z.object({
  week: z.string(),
  grossSales: z.number().int(),
  commission: z.number().int(),
  refunds: z.number().int(),
  owedToSellers: z.number().int(),
  payoutsSent: z.number().int(),
  payoutsWaiting: z.number().int(),
});
export type MoneyWeek = z.infer<typeof moneyWeekSchema>;

export const moneyReportSchema = z.object({ weeks: z.array(moneyWeekSchema) });
export type MoneyReport = z.infer<typeof moneyReportSchema>;
