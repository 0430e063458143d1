import type { Config } from './config';
import { isLoopbackAddress } from './http/local-request';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';

type BannerInput = {
  config: Pick<Config, 'env' | 'host' | 'publicUrl' | 'dataDir' | 'seedDemo'>;
  port: number;
  databaseKind: 'pglite' | 'postgres';
};

/** What `npm start` prints once it listens: where to open the app, who can reach it, the demo accounts. */
export function startupBanner({ config, port, databaseKind }: BannerInput): string {
  const localOnly = config.host === 'localhost' || isLoopbackAddress(config.host);
  const lines = [
    '',
    `Campus Market is running at http://localhost:${port}`,
    `Database: ${databaseKind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL server'}`,
  ];
  if (config.env === 'production') lines.push(`Sign-in works at ${config.publicUrl} (PUBLIC_URL) only.`);
  else if (localOnly) {
    lines.push(
      'Only this computer can open it. To open it to the network, set HOST=0.0.0.0 and',
      `PUBLIC_URL=http://<this computer's address>:${port}.`,
    );
  } else lines.push(`Open to the network on ${config.host}; people sign in at ${config.publicUrl}.`);
  if (config.seedDemo) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}, on this computer only):`);
    for (const account of demoAccounts) lines.push(`  ${account.email.padEnd(22)} ${account.role}`);
  }
  return `${lines.join('\n')}\n`;
}
