import type { Config } from '../config';

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our own pages are served from, trusted by better-auth and by the cross-site guard alike:
 * PUBLIC_URL's, and outside production every loopback name of the port, so that a developer who opens
 * http://127.0.0.1:3000 instead of http://localhost:3000 can sign in. Production trusts PUBLIC_URL only.
 */
export function ownOrigins(config: Pick<Config, 'env' | 'publicUrl' | 'port'>): string[] {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set([publicUrl.origin]);
  if (config.env === 'production') return [...origins];
  for (const name of loopbackNames) {
    // The server itself speaks plain HTTP on PORT; under `npm run dev` pages come from Vite on PUBLIC_URL's port.
    origins.add(new URL(`http://${name}:${config.port}`).origin);
    if (loopbackNames.includes(publicUrl.hostname)) {
      origins.add(
        new URL(`${publicUrl.protocol}//${name}${publicUrl.port ? `:${publicUrl.port}` : ''}`).origin,
      );
    }
  }
  return [...origins];
}
