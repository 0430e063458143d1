import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps stay beside the build for reading production stack traces; no script points to them and the server
    // refuses to send them.
    sourcemap: 'hidden',
    manifest: true,
  },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, ws: true },
      '/images': `http://localhost:${apiPort}`,
    },
  },
});
