import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { moneyReportSchema } from '../../domain/admin-money';
import { auditPageSchema } from '../../domain/audit-log';
import { api } from './client';

export const moneyReportQuery = queryOptions({
  queryKey: ['admin', 'money'],
  queryFn: ({ signal }) => api('/api/admin/money', { schema: moneyReportSchema, signal }),
});

/** The audit log a page at a time, newest first; `moneyOnly` keeps the actions about money. */
export const auditLogQuery = (moneyOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', { moneyOnly }],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (moneyOnly) query.set('money', '1');
      if (pageParam !== null) query.set('before', String(pageParam));
      const search = query.size > 0 ? `?${query}` : '';
      return api(`/api/admin/audit${search}`, { schema: auditPageSchema, signal });
    },
    getNextPageParam: (page) => page.nextBefore,
  });

export const useMoneyReport = () => useQuery(moneyReportQuery);
export const useAuditLog = (moneyOnly: boolean) => useInfiniteQuery(auditLogQuery(moneyOnly));
