export type FieldErrors = Record<string, string[]>;

interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
  details?: ErrorDetails;
}

/** Machine-readable facts about an error (`DUPLICATE_AD` names the ad to edit: `{ adId }`). */
export type ErrorDetails = Record<string, string | number>;

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The API's error shape, checked by hand: this module is on every page (the error texts of every form), and a schema
 * library here would put itself into every page's first load.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (!body || typeof body !== 'object') return false;
  const { code, message, fieldErrors } = body as Record<string, unknown>;
  if (typeof code !== 'string' || code.length === 0 || typeof message !== 'string') return false;
  if (fieldErrors === undefined) return true;
  return (
    Boolean(fieldErrors) && typeof fieldErrors === 'object' && Object.values(fieldErrors as object).every(isStringList)
  );
}

/** Codes the client produces itself; every other code comes from the API's catalogue. */
export const clientErrorCodes = { network: 'NETWORK', timeout: 'TIMEOUT', internal: 'INTERNAL' } as const;

/** Shown only where no translated message exists; the UI translates by `code`. */
const genericMessage = 'Request failed, please try again.';

export class ApiError extends Error {
  /** From a 429's Retry-After header: seconds until the server accepts the call again. */
  readonly retryAfterSeconds?: number;
  readonly details?: ErrorDetails;

  constructor(
    readonly code: string,
    message: string,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    readonly fieldErrors?: FieldErrors,
    options?: { cause?: unknown; retryAfterSeconds?: number; details?: ErrorDetails },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.details = options?.details;
    this.name = 'ApiError';
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (!isErrorBody(body)) return new ApiError(clientErrorCodes.internal, genericMessage, status);
    const details = body.details && typeof body.details === 'object' ? body.details : undefined;
    return new ApiError(body.code, body.message, status, body.fieldErrors, details && { details });
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = undefined;
    }
    const error = ApiError.fromBody(response.status, body);
    const retryAfter = Number(response.headers.get('retry-after'));
    if (!Number.isFinite(retryAfter) || retryAfter <= 0) return error;
    return new ApiError(error.code, error.message, error.status, error.fieldErrors, {
      retryAfterSeconds: retryAfter,
      details: error.details,
    });
  }

  /** A 2xx body that does not match its schema: a contract bug, reported like a server failure. */
  static invalidResponse(status: number, cause: unknown): ApiError {
    return new ApiError(clientErrorCodes.internal, genericMessage, status, undefined, { cause });
  }

  static network(cause: unknown): ApiError {
    return new ApiError(clientErrorCodes.network, genericMessage, 0, undefined, { cause });
  }
}

/** Aborts are not failures: they must reach TanStack Query unchanged so cancellation keeps working. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError(clientErrorCodes.timeout, genericMessage, 0, undefined, { cause: error });
  }
  return ApiError.network(error);
}
