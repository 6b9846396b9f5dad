import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/shared/endpoints';
import { callApi } from '@/web/lib/api-client';

export const dashboardSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'summary'],
  queryFn: ({ signal }) => callApi(endpoints.dashboard.summary, { signal }),
});

export const useDashboardSummary = (enabled = true) => useQuery({ ...dashboardSummaryQuery, enabled });
