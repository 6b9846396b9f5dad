import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetPersonData, meQueryOptions } from './me-query';

describe('forgetPersonData', () => {
  it('keeps the session alone: the devices, bookings and notifications of the person go', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryOptions.queryKey, null);
    for (const key of [
      ['me', 'sessions'],
      ['bookings', 'mine'],
      ['notifications'],
      ['dashboard', 'summary'],
    ]) {
      queryClient.setQueryData(key, { items: ['du compte précédent'] });
    }
    forgetPersonData(queryClient);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['me']]);
  });
});
