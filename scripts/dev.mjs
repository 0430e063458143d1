import { spawn } from 'node:child_process';

/** Vite on PORT (default 3000) with hot reload, proxying /api to the server on API_PORT, which reloads too. */
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/dev-main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
