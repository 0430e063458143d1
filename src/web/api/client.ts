import type { z } from 'zod';
import {
  apiErrorSchema,
  codeForStatus,
  type ErrorCode,
  errorStatus,
  errorText,
} from '../../domain/error-codes';

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
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/**
 * The one HTTP client of the web app: JSON (or a file form) in, JSON out, errors as ApiRequestError. An action
 * without input (ship, receive, approve, ban, sign out) sends no body at all: the server takes JSON bodies only
 * (multipart for an image), and a request without a body has no Content-Type to check.
 */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
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
    throw new ApiRequestError(0, 'network', errorText('network'));
  }
  const data = readAnswer(response.status, text);
  return schema ? schema.parse(data) : (data as T);
}

/** What an answer holds: its JSON on success, else the ApiRequestError it stands for. */
export function readAnswer(status: number, text: string): unknown {
  const ok = status >= 200 && status < 300;
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON, so not from the API: a proxy's or a server's error page. A success of that kind is a failure
    // all the same, as nothing in it can be shown.
    const code = ok ? 'bad_gateway' : codeForStatus(status);
    throw new ApiRequestError(ok ? errorStatus(code) : status, code, errorText(code));
  }
  if (!ok) throw toApiError(status, data);
  return data;
}

/** The API's error envelope; any other body (an error of some other shape) is known by its status alone. */
function toApiError(status: number, data: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(data);
  if (parsed.success) {
    return new ApiRequestError(status, parsed.data.error.code, parsed.data.error.message, data);
  }
  const code = codeForStatus(status);
  return new ApiRequestError(status, code, errorText(code), data);
}
