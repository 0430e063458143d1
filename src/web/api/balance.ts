import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { sellerBalanceSchema, statementPageSchema, weeklySalesSchema } from '../../domain/balances';
import { api } from './client';

/** Under the seller's key (api/seller.ts), so that whatever refreshes the seller's views refreshes these too. */
export const balanceKey = ['seller', 'balance'] as const;

export const sellerBalanceQuery = queryOptions({
  queryKey: [...balanceKey, 'figures'],
  queryFn: ({ signal }) => api('/api/seller/balance', { schema: sellerBalanceSchema, signal }),
});

/** The statement, a page at a time, newest first; the next page starts before the last entry shown. */
export const statementQuery = infiniteQueryOptions({
  queryKey: [...balanceKey, 'statement'],
  initialPageParam: null as number | null,
  queryFn: ({ pageParam, signal }) =>
    api(`/api/seller/statement${pageParam === null ? '' : `?before=${pageParam}`}`, {
      schema: statementPageSchema,
      signal,
    }),
  getNextPageParam: (page) => page.nextBefore,
});

export const weeklySalesQuery = queryOptions({
  queryKey: [...balanceKey, 'sales-by-week'],
  queryFn: ({ signal }) => api('/api/seller/sales-by-week', { schema: weeklySalesSchema, signal }),
});

/** Where the statement downloads as CSV: a plain link, so the browser saves the file itself. */
export const STATEMENT_CSV_PATH = '/api/seller/statement.csv';

export const useSellerBalance = () => useQuery(sellerBalanceQuery);
export const useStatement = () => useInfiniteQuery(statementQuery);
export const useWeeklySales = () => useQuery(weeklySalesQuery);
