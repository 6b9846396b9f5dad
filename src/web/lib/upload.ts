import type { ApiErrorBody } from '@/shared/api-types';
import { ApiError } from './api-client';

const UPLOAD_FAILED = "Erreur lors du téléchargement de l'image.";

/** How far an upload has gone, in whole percent. */
export type UploadProgress = (percent: number) => void;

/**
 * The one way the web app sends an image (avatar, salon cover, employee photo): multipart form data
 * under the field `file`, cookies sent, errors as ApiError with the server's French message.
 * XMLHttpRequest rather than fetch because only it reports the upload's progress.
 */
export function uploadImage<T>(path: string, file: File, onProgress?: UploadProgress): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.responseType = 'json';
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as T);
      const body = request.response as Partial<ApiErrorBody> | null;
      reject(
        new ApiError(
          request.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? UPLOAD_FAILED,
          body?.error?.fields,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', UPLOAD_FAILED));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
