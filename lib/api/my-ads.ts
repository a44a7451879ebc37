import { z } from 'zod/mini';
import { restoreSession } from '../auth/session-restore';
import { deletedSchema } from '../schemas/answers';
import { adDetailSchema, adMediaItemSchema, type AdInputOutput } from '../schemas/ads';
import { ApiError } from './api-error';
import { api } from './browser-client';
import { readData } from './client';

/** The owner's status changes (and making a live ad special); each is `POST /ads/:id/<action>` and answers the updated ad. */
export type AdStatusAction = 'publish' | 'cancel' | 'repost' | 'special';

export type UploadProgress = (fraction: number) => void;

/** A video on a phone connection takes far longer than the client's usual 10 seconds. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for ky that sends with XMLHttpRequest, the one browser API that reports upload progress everywhere: ky's
 * own `onUploadProgress` streams the body, which Chrome allows only over HTTP/2 and Firefox and Safari not at all.
 * ky still adds the Bearer token, reauthenticates after a 401 and turns error bodies into ApiError.
 */
function progressFetch(onProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.response, { status: xhr.status, headers: responseHeaders(xhr) }),
        );
      xhr.onerror = () => reject(ApiError.network(new Error('Upload failed')));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/**
 * An owner can act the moment a page has loaded, before the session is restored from the refresh cookie; waiting for
 * that restore lets the first call carry the access token instead of failing with a 401 that has no token to renew.
 */
async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  await restoreSession();
  return call();
}

/**
 * The owner's side of ads: writing, status changes and media. Every call needs the member's token. Reading (the
 * "my ads" list, one ad to edit) happens in server components through the services.
 */
export const myAdsApi = {
  create: (input: AdInputOutput) => signedIn(() => readData(adDetailSchema, api.post('ads', { json: input }))),
  update: (id: number, input: AdInputOutput) =>
    signedIn(() => readData(adDetailSchema, api.put(`ads/${id}`, { json: input }))),
  remove: (id: number) => signedIn(() => readData(deletedSchema, api.delete(`ads/${id}`))),
  changeStatus: (id: number, action: AdStatusAction) =>
    signedIn(() => readData(adDetailSchema, api.post(`ads/${id}/${action}`))),
  uploadMedia: (id: number, file: File, onProgress: UploadProgress) => {
    const body = new FormData();
    body.append('file', file);
    return signedIn(() =>
      readData(
        adMediaItemSchema,
        api.post(`ads/${id}/media`, { body, timeout: UPLOAD_TIMEOUT_MS, fetch: progressFetch(onProgress) }),
      ),
    );
  },
  removeMedia: (id: number, mediaId: number) =>
    signedIn(() => readData(deletedSchema, api.delete(`ads/${id}/media/${mediaId}`))),
  reorderMedia: (id: number, mediaIds: number[]) =>
    signedIn(() => readData(z.array(adMediaItemSchema), api.put(`ads/${id}/media/order`, { json: { mediaIds } }))),
};
