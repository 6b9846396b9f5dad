import type { ApiErrorBody } from '@/shared/api-types';
import type { AnswerOf, Endpoint, PathParams } from '@/shared/endpoint';
import { ApiError, apiUrl } from './api-client';

const UPLOAD_FAILED = "Erreur lors du téléchargement de l'image.";

/** How far an upload has gone, in whole percent. */
export type UploadProgress = (percent: number) => void;

/** An entry of the endpoint table that takes an image as multipart form data. */
type UploadEndpoint = Endpoint<'POST', string, { answer: unknown; body: FormData }>;

/**
 * The one way the web app sends an image (avatar, salon cover, employee photo): multipart form data
 * under the field `file`, cookies sent, errors as ApiError with the server's French message.
 * XMLHttpRequest rather than fetch because only it reports the upload's progress.
 */
export function uploadImage<E extends UploadEndpoint>(
  entry: E,
  params: PathParams<E>,
  file: File,
  onProgress?: UploadProgress,
): Promise<AnswerOf<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(entry.method, apiUrl(entry, { params }));
    request.responseType = 'json';
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as AnswerOf<E>);
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
