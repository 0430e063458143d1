import { loadConfig } from './config';
import { runEntry } from './run-entry';

/**
 * The production server: `node dist/server/main.js`. It serves no simulator and no outbox, so a gateway left to
 * its simulator (anything but NODE_ENV=production with no gateway settings) is refused here, not at the
 * first payment.
 */
runEntry(async () => {
  const config = loadConfig();
  const simulated = Object.entries(config.paymentGateways).filter(
    ([, gateway]) => gateway?.mode === 'simulator',
  );
  if (simulated.length > 0) {
    const names = simulated.map(([name]) => name.toUpperCase()).join(', ');
    throw new Error(
      `${names}: the gateway simulators are served by the development server only (npm start, dist/server/dev-main.js); set NODE_ENV=production, or the gateway's MODE to sandbox or live`,
    );
  }
  const { serve } = await import('./serve');
  await serve(config, () => []);
});
