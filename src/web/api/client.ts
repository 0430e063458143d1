import type { z } from 'zod';
import type { ErrorCode } from '../../domain/error-codes';
import { codeForStatus, statusErrorTexts } from '../../domain/status-error-codes';

/**
 * Every failed request: an error answered by the API with its code and message, a request that got no answer
 * (`network`), or an answer that was not the API's (a proxy's error page, known by its status).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The whole error body, for errors that carry more than a message (such as the out-of-stock list). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Checks the answer. A promise of one comes from a schema module loaded on demand: zod and the schemas are no
   * part of a page's first load, they arrive while the request is under way.
   */
  schema?: z.ZodType<T> | Promise<z.ZodType<T>>;
  signal?: AbortSignal;
};

/**
 * The one HTTP client of the web app: JSON (or a file form) in, JSON out, errors as ApiRequestError. An action
 * without input (ship, receive, approve, ban, sign out) sends no body at all: the server takes JSON bodies only
 * (multipart for an image), and a request without a body has no Content-Type to check.
 */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  // Settled at once, so that a request that fails first leaves no rejection unheard.
  const check = Promise.resolve(schema).then(
    (loaded) => ({ loaded }),
    () => null,
  );
  // The browser writes a FormData's multipart content type itself, boundary included.
  const isForm = body instanceof FormData;
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network', statusErrorTexts.network);
  }
  const data = await readAnswer(response.status, text);
  const checked = await check;
  // The schema's module did not arrive: the connection dropped, as for a request without an answer.
  if (!checked) throw new ApiRequestError(0, 'network', statusErrorTexts.network);
  return checked.loaded ? checked.loaded.parse(data) : (data as T);
}

/** What an answer holds: its JSON on success, else the ApiRequestError it stands for. */
export async function readAnswer(status: number, text: string): Promise<unknown> {
  const ok = status >= 200 && status < 300;
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON, so not from the API: a proxy's or a server's error page. A success of that kind is a failure
    // all the same (a bad gateway's), as nothing in it can be shown.
    throw statusError(ok ? 502 : status);
  }
  if (!ok) throw await toApiError(status, data);
  return data;
}

/**
 * The API's error envelope; any other body (an error of some other shape) is known by its status alone, and so is
 * every body when the envelope's schema cannot be loaded.
 */
async function toApiError(status: number, data: unknown): Promise<ApiRequestError> {
  const parsed = await import('../../domain/api-error').then(
    ({ apiErrorSchema }) => apiErrorSchema.safeParse(data),
    () => null,
  );
  if (parsed?.success) {
    return new ApiRequestError(status, parsed.data.error.code, parsed.data.error.message, data);
  }
  return statusError(status, data);
}

/** An error known by its status alone, in the words of the code it stands for. */
function statusError(status: number, body: unknown = null): ApiRequestError {
  const code = codeForStatus(status);
  return new ApiRequestError(status, code, statusErrorTexts[code], body);
}
