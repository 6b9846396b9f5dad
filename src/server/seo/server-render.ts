import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { MeAnswer } from '@/shared/api-types';
import { apiPath } from '@/shared/endpoint';
import { endpoints } from '@/shared/endpoints';
import {
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderBundle,
  type ServerRenderedPage,
} from '@/shared/server-render';
import type { AppEnv } from '../lib/context';
import { logger } from '../lib/logger';
import { carriesSessionCookie } from '../modules/auth/viewer';
import { jsonForScript } from './index-html';

/** Where `vite build --ssr` puts the server's bundle: next to the web app's folder, `-ssr` added. */
export const serverBundleDir = (webDistDir: string) => `${path.resolve(webDistDir)}-ssr`;

/** One API answer a page was drawn from, kept for the route (see `withServerRendering`). */
export interface AnswerWatch {
  matches(url: URL): boolean;
  answer?: { status: number; body: unknown };
}

/**
 * The public pages drawn by the server (decision 058): the web app's server bundle, loaded once and
 * again when a new build replaced it, draws a page from the answers of this app's own API, in
 * process and without the visitor's cookies, so the page's data is public. Only the session is the
 * person's own (decision 071): a signed-in person gets the page drawn for them, private to them. Without a
 * bundle (`npm run dev`, tests that bring a stand-in page), or when drawing fails, the page is the
 * empty shell the browser fills, as before.
 */
export function serverRenderer(app: Hono<AppEnv>, webDistDir: string, timeZone: string) {
  const file = path.join(serverBundleDir(webDistDir), 'entry-server.js');
  let loaded: { mtimeMs: number; bundle: Promise<ServerRenderBundle> } | null = null;
  let attempts = 0;
  const pageScripts = builtScripts(webDistDir);
  const bundle = () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      // A new address for each load: Node keeps a module, or its failure, per address.
      attempts += 1;
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}-${attempts}`;
      const loading = import(url).then((module) => module.default as ServerRenderBundle);
      // A bundle read while the build was still writing it is tried again on the next page.
      loading.catch(() => {
        if (loaded?.bundle === loading) loaded = null;
      });
      loaded = { mtimeMs, bundle: loading };
    }
    return loaded.bundle;
  };

  /**
   * The page's HTML with its content drawn inside the shell, or the shell itself. `watch` keeps the
   * answer of the one API request it matches, for a head built from the same data.
   */
  return async function withServerRendering(
    c: Context<AppEnv>,
    shell: string,
    watch?: AnswerWatch,
  ): Promise<string> {
    try {
      const pending = bundle();
      if (!pending) return shell;
      const me = carriesSessionCookie(c.req.raw.headers) ? await sessionOf(c) : null;
      // Drawn for one person: no shared cache may keep it.
      if (me) c.header('cache-control', 'private, no-cache');
      const page = await (await pending).renderPage({
        url: c.req.url,
        timeZone,
        api: async (url, init) => {
          const response = await app.request(url, { method: init.method ?? 'GET' });
          if (watch && !watch.answer && watch.matches(new URL(url, 'http://in-process'))) {
            watch.answer = { status: response.status, body: await response.clone().json() };
          }
          return response;
        },
        me,
      });
      return page ? withBody(shell, page, pageScripts.src(page.script)) : shell;
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, "la page n'a pas pu être dessinée par le serveur");
      return shell;
    }
  };

  /** The session the request's cookie opens, as GET /me answers it; undefined if it cannot be read. */
  async function sessionOf(c: Context<AppEnv>): Promise<MeAnswer['me'] | undefined> {
    try {
      const response = await app.request(apiPath(endpoints.accounts.me), {
        headers: { cookie: c.req.header('cookie') ?? '' },
      });
      return response.ok ? ((await response.json()) as MeAnswer).me : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * The addresses of the web build's scripts by their source (its manifest, read again when a new build
 * replaced it): a drawn page's own script (decision 072).
 */
function builtScripts(webDistDir: string) {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; files: Map<string, string> } | null = null;
  return {
    src(source: string): string | null {
      const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (mtimeMs === undefined) return null;
      if (cached?.mtimeMs !== mtimeMs) {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
        cached = {
          mtimeMs,
          files: new Map(Object.entries(manifest).map(([key, chunk]) => [key, `/${chunk.file}`])),
        };
      }
      const src = cached.files.get(source);
      if (!src) logger.warn({ source }, "le script de la page dessinée n'est pas dans le manifeste du build");
      return src ?? null;
    },
  };
}

/**
 * Puts the drawn page inside `#root`, the answers it was drawn from right after it, then the page's
 * own script and the app's. The scripts move to the end and the module preloads go: a drawn page
 * paints from its HTML and CSS alone, and the scripts' download no longer delays that first paint
 * (Lighthouse's simulated phone counts every request made before it). The page's script registers
 * its code before the app's runs (module scripts run in their order), and their imports still load
 * before the page's DOMContentLoaded, so the page is live before its load event. Without the page's
 * script (a build without manifest) the app loads the page's code itself and hydrates once it came.
 */
export function withBody(shell: string, page: ServerRenderedPage, pageScriptSrc: string | null): string {
  const state = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(page.state)}</script>`;
  const scripts = [
    ...(pageScriptSrc ? [`<script type="module" crossorigin src="${pageScriptSrc}"></script>`] : []),
    ...(shell.match(MODULE_SCRIPT) ?? []),
  ];
  return (
    shell
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // Through a function: a replacement string would expand `$&` and the like in the page's text.
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${state}${scripts.join('')}`)
  );
}

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
