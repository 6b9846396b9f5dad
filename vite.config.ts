import path from 'node:path';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'src/web'),
  // The server's bundle needs neither the public files nor compressed copies.
  publicDir: isSsrBuild ? false : path.resolve(import.meta.dirname, 'src/web/public'),
  // The code is written against React's API; Preact's compat layer runs it in the browser at a
  // fraction of react-dom's weight (decision 019: 64 kB of the 100 kB first-load budget).
  plugins: [preact({ reactAliasesEnabled: true }), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },

  // `vite build --ssr` builds the server's drawing of the public pages (decision 058) next to the
  // web app: `dist/web-ssr`, every library inside, so that it runs on Preact like the browser.
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist/web-ssr'),
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: {
          input: path.resolve(import.meta.dirname, 'src/web/entry-server.tsx'),
          // One file: the server loads a new build by its address, and chunks would import the old one.
          output: { codeSplitting: false },
        },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/web'),
        emptyOutDir: true,
        sourcemap: false,
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // `npm run dev`: the page comes from Vite (hot reload), the API from the Node server.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
