import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { Db } from './db/client';
import { openRuntime } from './runtime';
import { seedDemo } from './seed/demo-seed';
import { SHUTDOWN_DEADLINE_MS, stopGracefully } from './shutdown';
import { startupBanner } from './startup-banner';

type StandInsFor = (setting: { config: Config; db: Db }) => FastifyPluginAsync[];

/**
 * Opens the runtime, builds the app with what `standInsFor` gives it, listens, and stops gracefully on SIGTERM
 * or SIGINT (shutdown.ts). The production entry (main.ts) gives nothing; the development entry (dev-main.ts) the stand-ins.
 */
export async function serve(config: Config, standInsFor: StandInsFor): Promise<void> {
  const runtime = await openRuntime(config);
  if (config.seedDemo) await seedDemo(runtime.database.db, runtime.images);

  // Beside the bundle in dist/; under `npm run dev` Vite serves the web app and there is no build manifest here.
  const builtWeb = fileURLToPath(new URL('../web', import.meta.url));
  const isBuilt = existsSync(path.join(builtWeb, '.vite', 'manifest.json'));
  const { app, gatewayWork } = await buildApp({
    config,
    ...runtime,
    webRoot: isBuilt ? builtWeb : null,
    standIns: standInsFor({ config, db: runtime.database.db }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      app.log.error('shutdown deadline passed: exiting with what is still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await stopGracefully(app, { closeRuntime: runtime.close, gatewayWork, graceMs: config.shutdownGraceMs });
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startupBanner({ config, port, databaseKind: runtime.database.kind }));
}
