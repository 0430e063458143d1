import type { z } from 'zod';
import { apiErrorSchema } from '../../domain/error-codes';

/** An error answered by the API, with the server's code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(
      0,
      'network',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw toApiError(response.status, data);
  return schema ? schema.parse(data) : (data as T);
}

function toApiError(status: number, data: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(data);
  if (parsed.success) {
    return new ApiRequestError(status, parsed.data.error.code, parsed.data.error.message, data);
  }
  // better-auth answers { code, message } without the envelope.
  const flat = data as { code?: unknown; message?: unknown } | null;
  const message = typeof flat?.message === 'string' ? flat.message : `Request failed (${status})`;
  return new ApiRequestError(status, typeof flat?.code === 'string' ? flat.code : 'error', message);
}
