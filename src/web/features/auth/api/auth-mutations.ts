import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@/shared/api-types';
import type { LoginInput, RegisterInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryOptions } from './me';
import { announceSessionChange } from './session-channel';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiFetch<{ me: Me }>('/auth/sign-in', { body: input }),
    onSuccess: ({ me }) => {
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiFetch<{ me: Me; created?: { id: string } }>('/auth/sign-up', { body: input }),
    onSuccess: ({ me, created }) => {
      // An admin creating an account stays signed in as themselves.
      if (created) return;
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => apiFetch<{ me: null }>('/auth/sign-out', { method: 'POST', body: {} }),
  });
}

/** Forgets the signed-out person: their session and everything fetched for them. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(meQueryOptions.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
  announceSessionChange();
}
