import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { accounts } from '@/shared/endpoints/accounts';
import { callApi } from '@/web/lib/api-client';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => callApi(accounts.me, { signal }).then((data) => data.me),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useMeQuery() {
  return useQuery(meQueryOptions);
}

/**
 * Removes everything fetched for the person, keeping only the session itself (`['me']`, which the
 * caller sets or asks again). Their devices (`['me', 'sessions']`) go too: the next person signing in
 * on this tab must not see them.
 */
export function forgetPersonData(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => !(query.queryKey.length === 1 && query.queryKey[0] === meQueryOptions.queryKey[0]),
  });
}
