import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard } from '@/shared/endpoints/notifications';
import type { StatisticsQuery } from '@/shared/schemas/statistics';
import { callApi } from '@/web/lib/api-client';

/** The owner's figures for one period; the previous answer stays on screen while the next loads. */
export const statisticsQueryOptions = (query: StatisticsQuery) =>
  queryOptions({
    queryKey: ['statistics', query],
    queryFn: ({ signal }) => callApi(dashboard.statistics, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useStatistics = (query: StatisticsQuery, enabled = true) =>
  useQuery({ ...statisticsQueryOptions(query), enabled });
