import type { ApiErrorBody } from '@/shared/api-types';
import type { AnswerOf, Endpoint, PathParams } from '@/shared/endpoint';
import { ApiError, apiUrl } from './api-client';

const UPLOAD_FAILED = "Erreur lors du téléchargement de l'image.";

/** How far an upload has gone, in whole percent. */
export type UploadProgress = (percent: number) => void;

/** An entry of the endpoint table that takes a file as multipart form data. */
type UploadEndpoint = Endpoint<'POST', string, { answer: unknown; body: FormData }>;

/**
 * The one way the web app sends a file (an avatar, a salon cover, an employee photo, a spreadsheet of
 * clients): multipart form data under the field `file`, cookies sent, errors as ApiError with the
 * server's French message (`failed` when it says nothing). XMLHttpRequest rather than fetch because
 * only it reports the upload's progress.
 */
export function uploadFile<E extends UploadEndpoint>(
  entry: E,
  params: PathParams<E>,
  file: File,
  onProgress?: UploadProgress,
  failed = UPLOAD_FAILED,
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
          body?.error?.message ?? failed,
          body?.error?.fields,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', failed));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
