import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeAnswer } from '@/shared/api-types';
import type { ChangeEmailInput, DeleteAccountInput, ProfileInput } from '@/shared/schemas/profile';
import { apiFetch } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { type UploadProgress, uploadImage } from '@/web/lib/upload';

/** Every profile change returns the fresh session: navbar and sidebar show it at once. */
function useSetMe() {
  const queryClient = useQueryClient();
  return ({ me }: MeAnswer) => queryClient.setQueryData(meQueryOptions.queryKey, me);
}

export function useUpdateProfile() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiFetch<MeAnswer>('/me', { method: 'PATCH', body: input }),
    onSuccess: setMe,
  });
}

export function useUploadAvatar() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadImage<MeAnswer>('/me/avatar', file, onProgress),
    onSuccess: setMe,
  });
}

export function useRemoveAvatar() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: () => apiFetch<MeAnswer>('/me/avatar', { method: 'DELETE' }),
    onSuccess: setMe,
  });
}

/** "Supprimer mon compte": the password confirms; the caller forgets the session afterwards. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiFetch<{ deleted: true }>('/me/delete', { body: input }),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => apiFetch<{ sentTo: string }>('/me/email', { body: input }),
  });
}

/** Following the link from the new address; a signed-in page shows the new address at once. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ email: string }>('/auth/email/confirm', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
