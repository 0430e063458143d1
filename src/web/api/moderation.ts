import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecision, NewReport } from '../../domain/moderation';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page that offers Report.
const moderationSchemas = () => import('../../domain/moderation');

/** A person's report of a listing, a seller or a message. */
export const useFileReport = () =>
  useMutation({
    mutationFn: (report: NewReport) =>
      api('/api/reports', {
        method: 'POST',
        body: report,
        schema: moderationSchemas().then((m) => m.reportCreatedSchema),
      }),
  });

export const reportQueueQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: ({ signal }) =>
    api('/api/admin/reports', { schema: moderationSchemas().then((m) => m.reportQueueSchema), signal }),
});

export const useReportQueue = () => useQuery(reportQueueQuery);

/** The administrator's decision on every open report about one thing. */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision) =>
      api('/api/admin/reports/decide', {
        method: 'POST',
        body: decision,
        schema: moderationSchemas().then((m) => m.moderationResultSchema),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
