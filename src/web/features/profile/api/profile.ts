import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody, Me } from '@/shared/api-types';
import type { ProfileInput } from '@/shared/schemas/profile';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { meQueryOptions } from '../../auth/api/me';

/** Uploads with XMLHttpRequest, which reports upload progress (fetch does not). */
function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<{ me: Me }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/me/avatar');
    request.responseType = 'json';
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as { me: Me });
      const body = request.response as Partial<ApiErrorBody> | null;
      reject(
        new ApiError(
          request.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? "Erreur lors du téléchargement de l'image.",
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, 'network_error', "Erreur lors du téléchargement de l'image."));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** Every profile change returns the fresh session: navbar and sidebar show it at once. */
function useSetMe() {
  const queryClient = useQueryClient();
  return ({ me }: { me: Me | null }) => queryClient.setQueryData(meQueryOptions.queryKey, me);
}

export function useUpdateProfile() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiFetch<{ me: Me }>('/me', { method: 'PATCH', body: input }),
    onSuccess: setMe,
  });
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const setMe = useSetMe();
  return useMutation({ mutationFn: (file: File) => uploadAvatar(file, onProgress), onSuccess: setMe });
}

export function useRemoveAvatar() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: () => apiFetch<{ me: Me }>('/me/avatar', { method: 'DELETE' }),
    onSuccess: setMe,
  });
}
