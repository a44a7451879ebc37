import ky, { type KyInstance, type KyRequest, type NormalizedOptions } from 'ky';
import { z } from 'zod/mini';
import type { Locale } from '@/lib/i18n/config';
import { ApiError, isAbortError, toApiError } from './api-error';
import { createAuthRefresher, type AuthRefresher } from './auth-refresh';
import { defaultMaxRetryAfterMs, defaultRetryDelayMs, isRetryable, retryDelay } from './retry-policy';

export type ApiVersion = 'v1' | 'v2';

export type ApiClientOptions = {
  /** Where the API is mounted, e.g. `http://localhost:3000/api`. */
  baseUrl: string;
  version?: ApiVersion;
  getLocale(): Locale;
  getVisitorId(): string | undefined;
  getAccessToken?(): string | undefined;
  /** Returns the new access token, or undefined when the refresh token is gone or refused. */
  reauthenticate?(): Promise<string | undefined>;
  /** Clears auth and leaves for `/`; called once per failed reauthentication. */
  onAuthFailure?(): void;
  fetch?: typeof fetch;
  timeout?: number | false;
  retryDelayMs?: number;
  maxRetryAfterMs?: number;
};

type RetryState = { statusRetried: boolean; authRetried: boolean };

/** ky gives every call its own `context` object, so it identifies the call across its retries. */
const retryStates = new WeakMap<object, RetryState>();

function retryStateOf(options: NormalizedOptions): RetryState {
  let state = retryStates.get(options.context);
  if (!state) {
    state = { statusRetried: false, authRetried: false };
    retryStates.set(options.context, state);
  }
  return state;
}

/** Clients built with the same `reauthenticate` (the browser's v1 and v2) must share one in-flight refresh. */
const refreshers = new WeakMap<object, AuthRefresher>();

function refresherFor({ reauthenticate, getAccessToken, onAuthFailure }: ApiClientOptions): AuthRefresher | undefined {
  if (!reauthenticate) return undefined;
  let refresher = refreshers.get(reauthenticate);
  if (!refresher) {
    refresher = createAuthRefresher({ reauthenticate, onAuthFailure, getAccessToken: () => getAccessToken?.() });
    refreshers.set(reauthenticate, refresher);
  }
  return refresher;
}

function bearerToken(header: string | null): string | undefined {
  const match = header?.match(/^Bearer (.+)$/);
  return match?.[1];
}

function setIfAbsent(headers: Headers, name: string, value: string | undefined) {
  if (value && !headers.has(name)) headers.set(name, value);
}

/** Network failures become ApiError('NETWORK'); aborts (and ky's timeouts, which abort) pass through. */
function wrapFetch(baseFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await baseFetch(input, init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw ApiError.network(error);
    }
  };
}

/**
 * The one HTTP client. Retries follow the spec (section 7) and are decided in `afterResponse` rather than by
 * ky's status list, so the single status retry and the single post-reauthentication retry are counted apart.
 */
export function createApiClient(options: ApiClientOptions): KyInstance {
  const { baseUrl, version = 'v1', getLocale, getVisitorId, getAccessToken } = options;
  const refresh = refresherFor(options);
  const delayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? defaultMaxRetryAfterMs;

  async function retryWithFreshToken(request: KyRequest, state: RetryState) {
    const failedToken = bearerToken(request.headers.get('authorization'));
    if (!refresh || !failedToken || state.authRetried) return undefined;
    state.authRetried = true;
    const token = await refresh(failedToken);
    if (!token) return undefined;
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'REAUTHENTICATED' });
  }

  return ky.create({
    prefixUrl: `${baseUrl.replace(/\/+$/, '')}/${version}`,
    headers: { accept: 'application/json', 'x-platform': 'web' },
    timeout: options.timeout ?? 10_000,
    fetch: wrapFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    // Status and auth retries are forced from afterResponse (which bypasses `methods`); nothing else is retried.
    retry: { limit: 2, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        (request) => {
          setIfAbsent(request.headers, 'x-localization', getLocale());
          setIfAbsent(request.headers, 'x-uuid', getVisitorId());
          const token = getAccessToken?.();
          setIfAbsent(request.headers, 'authorization', token && `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, requestOptions, response) => {
          const state = retryStateOf(requestOptions);
          if (response.status === 401) return retryWithFreshToken(request, state);
          if (state.statusRetried || !isRetryable(request.method, response.status)) return undefined;
          state.statusRetried = true;
          return ky.retry({ delay: retryDelay(response, delayMs, maxRetryAfterMs), code: `STATUS_${response.status}` });
        },
      ],
      beforeError: [
        async (error) => {
          throw await ApiError.fromResponse(error.response);
        },
      ],
    },
  });
}

async function readBody(response: Promise<Response>): Promise<{ status: number; body: unknown }> {
  try {
    const res = await response;
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw toApiError(error);
  }
}

function parseOrThrow<S extends z.ZodMiniType>(schema: S, status: number, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw ApiError.invalidResponse(status, parsed.error);
  return parsed.data;
}

const envelopeSchema = z.object({ data: z.unknown() });

/** Reads a whole JSON body (e.g. a paginated page) and validates it. */
export async function readJson<S extends z.ZodMiniType>(schema: S, response: Promise<Response>): Promise<z.output<S>> {
  const { status, body } = await readBody(response);
  return parseOrThrow(schema, status, body);
}

/** Response bodies are read from `data` unless the spec says otherwise (section 7). */
export async function readData<S extends z.ZodMiniType>(schema: S, response: Promise<Response>): Promise<z.output<S>> {
  const { status, body } = await readBody(response);
  const envelope = parseOrThrow(envelopeSchema, status, body);
  return parseOrThrow(schema, status, envelope.data);
}
