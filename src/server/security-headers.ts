import type { FastifyInstance } from 'fastify';

/**
 * The WebSocket twins of our origins, for browsers whose `'self'` does not cover ws:. CSP has no syntax for an
 * IPv6 literal such as [::1] (Chromium warns and ignores it); `'self'` covers that page's own socket.
 */
const socketOrigins = (origins: readonly string[]) =>
  origins.filter((origin) => !origin.includes('//[')).map((origin) => origin.replace(/^http/, 'ws'));

/** Inline scripts are forbidden; Mantine sets inline styles, so styles may be inline. */
function contentSecurityPolicy(origins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Only the app itself: a script that slipped in has nowhere to send what it read.
    ["connect-src 'self'", ...socketOrigins(origins)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The same headers on every answer, the API docs included. */
export function securityHeaders(
  app: FastifyInstance,
  { origins, publicUrl }: { origins: readonly string[]; publicUrl: string },
): void {
  const policy = contentSecurityPolicy(origins);
  // Only where PUBLIC_URL is https: a browser told to use https on a plain-http host could not reach it.
  const strictTransport = publicUrl.startsWith('https://') ? `max-age=${ONE_YEAR_SECONDS}` : null;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('content-security-policy', policy);
    // A window another site opened cannot keep a handle on ours (and read its location or navigate it).
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (strictTransport) reply.header('strict-transport-security', strictTransport);
  });
}
