import { loadConfig } from './config';
import { runEntry, serve } from './serve';
import { standIns } from './stand-ins/stand-ins';

/** The development server (`npm start`, `npm run dev`): the product, with stand-ins for the outside world. */
runEntry(async () => {
  const config = loadConfig();
  if (config.env === 'production')
    throw new Error('The development server does not run in production: run dist/server/main.js');
  await serve(config, standIns);
});
