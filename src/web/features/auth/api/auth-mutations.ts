import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accounts } from '@/shared/endpoints/accounts';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@/shared/schemas/auth';
import { callApi } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { announceSessionChange } from '@/web/lib/session/session-channel';
import { useRefreshSessions } from './sessions';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callApi(accounts.signIn, { body: input }),
    onSuccess: ({ me }) => {
      // An account with a second factor has no session yet: the page asks the code.
      if (!me) return;
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => callApi(accounts.signUp, { body: input }),
    onSuccess: ({ me, created }) => {
      // An admin creating an account stays signed in as themselves.
      if (created) return;
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      announceSessionChange();
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => callApi(accounts.forgotPassword, { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => callApi(accounts.resetPassword, { body: input }),
  });
}

/**
 * The other sessions end; this browser continues with the fresh cookie the answer sets. The list of
 * open sessions on the same page follows.
 */
export function useChangePassword() {
  const refreshSessions = useRefreshSessions();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => callApi(accounts.changePassword, { body: input }),
    onSuccess: refreshSessions,
  });
}
