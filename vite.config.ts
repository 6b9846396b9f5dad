import path from 'node:path';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3000);

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  // The code is written against React's API; Preact's compat layer runs it in the browser at a
  // fraction of react-dom's weight (decision 019: 64 kB of the 100 kB first-load budget).
  plugins: [preact({ reactAliasesEnabled: true }), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },

  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    // `npm run dev`: the page comes from Vite (hot reload), the API from the Node server.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
