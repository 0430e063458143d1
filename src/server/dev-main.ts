import { loadConfig } from './config';
import { runEntry } from './run-entry';

/** The development server (`npm start`, `npm run dev`): the product, with stand-ins for the outside world. */
runEntry(async () => {
  const config = loadConfig();
  if (config.env === 'production')
    throw new Error('The development server does not run in production: run dist/server/main.js');
  const [{ serve }, { standIns }] = await Promise.all([import('./serve'), import('./stand-ins/stand-ins')]);
  await serve(config, standIns);
});
