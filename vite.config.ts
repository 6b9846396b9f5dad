import path from 'node:path';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { DRAWN_PAGES, drawnPageScript } from './src/web/app/drawn-pages.ts';

const apiPort = Number(process.env.API_PORT ?? 3000);

// react-router reads React 19's `useOptimistic` through a computed property and keeps the plain
// state when it is absent (decision 019). preact/compat has no such hook, so the bundler warns that
// the import is always undefined, on the very path react-router takes by design. Only that warning,
// from react-router, is dropped: any other, or the same one from another package, still shows.
const onLog: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  const reactRouterProbe =
    log.code === 'IMPORT_IS_UNDEFINED' &&
    (log.id ?? '').includes('/node_modules/react-router/') &&
    log.message.includes('`useOptimistic`');
  if (!reactRouterProbe) handler(level, log);
};

// react-router's package exports point at its development build whatever the mode; its production
// build (the same code with its developer warnings switched off) is in dist/production. A build takes
// it, so that the public pages' first load does not carry the warnings; `npm run dev` keeps them.
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'src/web'),
  // The server's bundle needs neither the public files nor compressed copies.
  publicDir: isSsrBuild ? false : path.resolve(import.meta.dirname, 'src/web/public'),
  // The code is written against React's API; Preact's compat layer runs it in the browser at a
  // fraction of react-dom's weight (decision 019: 64 kB of the 100 kB first-load budget).
  plugins: [preact({ reactAliasesEnabled: true }), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },

  // `vite build --ssr` builds the server's drawing of the public pages (decision 058) next to the
  // web app: `dist/web-ssr`, every library inside, so that it runs on Preact like the browser.
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist/web-ssr'),
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: {
          input: path.resolve(import.meta.dirname, 'src/web/entry-server.tsx'),
          onLog,
          // One file: the server loads a new build by its address, and chunks would import the old one.
          output: { codeSplitting: false },
        },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        // The server reads the drawn pages' scripts' names from the manifest (decision 072).
        manifest: true,
        rollupOptions: {
          input: {
            index: path.resolve(import.meta.dirname, 'src/web/index.html'),
            ...Object.fromEntries(
              DRAWN_PAGES.map((page) => [
                `page-${page}`,
                path.resolve(import.meta.dirname, 'src/web', drawnPageScript(page)),
              ]),
            ),
          },
          onLog,
        },
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // `npm run dev`: the page comes from Vite (hot reload), the API from the Node server.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
