import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard } from '@/shared/endpoints/notifications';
import { callApi } from '@/web/lib/api-client';

export const dashboardSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'summary'],
  queryFn: ({ signal }) => callApi(dashboard.summary, { signal }),
});

export const useDashboardSummary = (enabled = true) => useQuery({ ...dashboardSummaryQuery, enabled });
