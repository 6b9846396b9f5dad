import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInAnswer, SignUpAnswer } from '@/shared/api-types';
import type { LoginInput, RegisterInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { announceSessionChange } from '@/web/lib/session/session-channel';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiFetch<SignInAnswer>('/auth/sign-in', { body: input }),
    onSuccess: ({ me }) => {
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiFetch<SignUpAnswer>('/auth/sign-up', { body: input }),
    onSuccess: ({ me, created }) => {
      // An admin creating an account stays signed in as themselves.
      if (created) return;
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}
