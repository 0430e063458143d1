import type { z } from 'zod';

/** bKash asks for 30 seconds on every call; SSLCommerz gets the same. */
export const GATEWAY_TIMEOUT_MS = 30_000;

/** A gateway's answer is a few kilobytes; anything past this is not one. */
const MAX_ANSWER_BYTES = 1_000_000;

export type GatewayRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  timeoutMs: number;
};

/** Every way a call can end; none of them throws. */
export type GatewayAnswer<T> =
  | { kind: 'answer'; status: number; data: T }
  /** No answer within the timeout: the request may or may not have been carried out. */
  | { kind: 'timeout' }
  /** No connection, or it broke before an answer: for a payment, as uncertain as a timeout. */
  | { kind: 'unreachable'; detail: string }
  /** An HTTP status other than 200. */
  | { kind: 'http_error'; status: number }
  /** 200, but not the JSON the schema describes. */
  | { kind: 'malformed'; detail: string };

/** One call to a gateway: 30 s timeout, a bounded body, and the answer checked with its zod schema. */
export async function callGateway<Schema extends z.ZodType>(
  request: GatewayRequest,
  schema: Schema,
): Promise<GatewayAnswer<z.infer<Schema>>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  const signal = AbortSignal.timeout(request.timeoutMs);
  let text: string;
  let status: number;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal,
      redirect: 'error',
    });
    status = response.status;
    if (status !== 200) {
      await response.body?.cancel();
      return { kind: 'http_error', status };
    }
    text = await readBounded(response);
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout' };
    return { kind: 'unreachable', detail: describeError(error) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'malformed', detail: `not JSON: ${text.slice(0, 200)}` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { kind: 'malformed', detail: parsed.error.message.slice(0, 500) };
  return { kind: 'answer', status, data: parsed.data };
}

async function readBounded(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** How a call that got no usable answer reads in a log line. */
export function describeNoAnswer(answer: Exclude<GatewayAnswer<unknown>, { kind: 'answer' }>): string {
  switch (answer.kind) {
    case 'timeout':
      return 'no answer within the timeout';
    case 'unreachable':
      return `unreachable: ${answer.detail}`;
    case 'http_error':
      return `HTTP ${answer.status}`;
    case 'malformed':
      return `malformed answer: ${answer.detail}`;
  }
}
