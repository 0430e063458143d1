import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A random code of upper-case letters and digits, as the gateways' ids look. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The simulators' clock: real time, which a test may move forward to expire a token. */
export function createClock() {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type Clock = ReturnType<typeof createClock>;

/** Bangladesh time (UTC+6, no daylight saving), which both gateways write their times in. */
export function dhakaParts(ms: number) {
  const date = new Date(ms + 6 * 3600_000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return {
    date: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
    time: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`,
    millis: pad(date.getUTCMilliseconds(), 3),
  };
}

/**
 * Answers that a fault holds back (an execute that hangs past the caller's timeout). They are let go after
 * `maxMs`, or when the simulator closes, so that nothing outlives it.
 */
export function createHeldAnswers(maxMs = 60_000) {
  const releases = new Set<() => void>();
  return {
    hold(): Promise<void> {
      return new Promise((resolve) => {
        const release = () => {
          clearTimeout(timer);
          releases.delete(release);
          resolve();
        };
        const timer = setTimeout(release, maxMs);
        releases.add(release);
      });
    },
    releaseAll() {
      for (const release of [...releases]) release();
    },
  };
}

/** The simulators read HTML forms, and SSLCommerz's session request, as plain field maps. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** Route options of a form post: outside the API docs, and let through the JSON-only guard. */
export const formRoute = { schema: { hide: true, consumes: ['application/x-www-form-urlencoded'] } };
export const hiddenRoute = { schema: { hide: true } };

/** What a gateway behind a failing load balancer answers: not JSON, not the gateway's own words. */
export function answerDown(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
}

/** Fields of a query string or form, as strings (the last of repeated ones). */
export function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) =>
      typeof field === 'string' ? [[key, field]] : Array.isArray(field) ? [[key, String(field.at(-1))]] : [],
    ),
  );
}
