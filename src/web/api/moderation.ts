import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ModerationDecision,
  moderationResultSchema,
  type NewReport,
  reportCreatedSchema,
  reportQueueSchema,
} from '../../domain/moderation';
import { api } from './client';

// Only the code of Report (loaded apart from the pages that offer it) and the admin pages use these.

/** A person's report of a listing, a seller or a message. */
export const useFileReport = () =>
  useMutation({
    mutationFn: (report: NewReport) =>
      api('/api/reports', {
        method: 'POST',
        body: report,
        schema: reportCreatedSchema,
      }),
  });

export const reportQueueQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: ({ signal }) => api('/api/admin/reports', { schema: reportQueueSchema, signal }),
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
        schema: moderationResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
