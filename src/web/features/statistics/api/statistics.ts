import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/shared/endpoints';
import type { StatisticsQuery } from '@/shared/schemas/statistics';
import { callApi } from '@/web/lib/api-client';

/** The owner's figures for one period; the previous answer stays on screen while the next loads. */
export const statisticsQueryOptions = (query: StatisticsQuery) =>
  queryOptions({
    queryKey: ['statistics', query],
    queryFn: ({ signal }) => callApi(endpoints.dashboard.statistics, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useStatistics = (query: StatisticsQuery, enabled = true) =>
  useQuery({ ...statisticsQueryOptions(query), enabled });
