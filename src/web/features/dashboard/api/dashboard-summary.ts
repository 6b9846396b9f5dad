import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@/shared/api-types';
import { apiFetch } from '@/web/lib/api-client';

export const dashboardSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'summary'],
  queryFn: ({ signal }) => apiFetch<DashboardSummary>('/dashboard/summary', { signal }),
});

export const useDashboardSummary = (enabled = true) => useQuery({ ...dashboardSummaryQuery, enabled });
