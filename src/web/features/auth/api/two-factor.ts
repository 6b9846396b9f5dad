import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeAnswer } from '@/shared/api-types';
import { accounts, twoFactor } from '@/shared/endpoints/accounts';
import type {
  TwoFactorConfirmInput,
  TwoFactorPasswordInput,
  TwoFactorVerifyInput,
} from '@/shared/schemas/two-factor';
import { callApi } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { announceSessionChange } from '@/web/lib/session/session-channel';

// "Vérification en deux étapes" (decision 074): the sign-in's code, and the profile's card.

const statusQuery = queryOptions({
  queryKey: ['me', 'two-factor'],
  queryFn: ({ signal }) => callApi(twoFactor.status, { signal }),
});

export const useTwoFactorStatus = () => useQuery(statusQuery);

/** The sign-in's second step: the session opens with the right code. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorVerifyInput) => callApi(accounts.verifyTwoFactor, { body: input }),
    onSuccess: ({ me }) => {
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}

/** A change that gives this browser a fresh session (and the account's flag): the page follows it. */
function useFollowSession() {
  const queryClient = useQueryClient();
  return async ({ me }: MeAnswer) => {
    queryClient.setQueryData(meQueryOptions.queryKey, me);
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  };
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => callApi(twoFactor.enable, { body: input }),
  });
}

export function useConfirmTwoFactor() {
  const follow = useFollowSession();
  return useMutation({
    mutationFn: (input: TwoFactorConfirmInput) => callApi(twoFactor.confirm, { body: input }),
    onSuccess: follow,
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => callApi(twoFactor.recoveryCodes, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusQuery.queryKey }),
  });
}

export function useDisableTwoFactor() {
  const follow = useFollowSession();
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => callApi(twoFactor.disable, { body: input }),
    onSuccess: follow,
  });
}
