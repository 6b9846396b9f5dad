import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeAnswer } from '@/shared/api-types';
import { accounts, profile as profileEndpoints } from '@/shared/endpoints/accounts';
import type { ChangeEmailInput, DeleteAccountInput, ProfileInput } from '@/shared/schemas/profile';
import { callApi } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { type UploadProgress, uploadFile } from '@/web/lib/upload';

/** Every profile change returns the fresh session: navbar and sidebar show it at once. */
function useSetMe() {
  const queryClient = useQueryClient();
  return ({ me }: MeAnswer) => queryClient.setQueryData(meQueryOptions.queryKey, me);
}

export function useUpdateProfile() {
  const setMe = useSetMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => callApi(profileEndpoints.update, { body: input }),
    onSuccess: (answer) => {
      setMe(answer);
      // A new number is no longer « Numéro vérifié » (decision 078).
      void queryClient.invalidateQueries({ queryKey: ['phone-settings'] });
    },
  });
}

export function useUploadAvatar() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadFile(profileEndpoints.uploadAvatar, {}, file, onProgress),
    onSuccess: setMe,
  });
}

export function useRemoveAvatar() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: () => callApi(profileEndpoints.removeAvatar),
    onSuccess: setMe,
  });
}

/** "Supprimer mon compte": the password confirms; the caller forgets the session afterwards. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => callApi(profileEndpoints.deleteAccount, { body: input }),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => callApi(profileEndpoints.requestEmailChange, { body: input }),
  });
}

/** Following the link from the new address; a signed-in page shows the new address at once. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(accounts.confirmEmailChange, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
