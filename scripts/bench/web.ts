import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { must } from '../../src/shared/must';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../ensure-chromium';
import type { BenchDatabase } from './bench-database';
import { ROOT, spawnServer } from './server-process';

export const JS_BUDGET_KB = 75;
export const LIGHTHOUSE_TARGET = 95;
/** Largest contentful paint and total blocking time on Lighthouse's simulated phone. */
export const LCP_TARGET_MS = 2_000;
export const TBT_TARGET_MS = 150;
/** The build the bench measures, apart from dist/web so that a running `npm start` keeps its own. */
const BUILD_DIR = path.join(ROOT, 'bench-results/web-build');
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface PageFigures {
  page: string;
  /** Gzipped JavaScript the first visit loads. */
  jsKb: number;
  jsFiles: number;
  /** Lighthouse mobile, the median of 3 runs for each figure, when asked for. */
  lighthouse?: { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
}

/** The gzip size of a built file: its precompressed .gz when there is one. */
function gzippedSize(urlPath: string): number {
  const file = path.join(BUILD_DIR, urlPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function firstLoadJs(baseUrl: string, pages: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const results: Record<string, { jsKb: number; jsFiles: number }> = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
      const bytes = [...scripts].reduce((sum, script) => sum + gzippedSize(script), 0);
      results[page] = { jsKb: Math.round(bytes / 102.4) / 10, jsFiles: scripts.size };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function lighthouseScores(baseUrl: string, pages: string[]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: Record<string, NonNullable<PageFigures['lighthouse']>> = {};
  try {
    for (const page of pages) {
      const runs: NonNullable<PageFigures['lighthouse']>[] = [];
      // Median of three runs: one Lighthouse run on a shared 2-core machine is noisy.
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(baseUrl + page, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse n'a rien rendu pour ${page}`);
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        });
      }
      // Each figure's own median: the run with the median score may not have the median paint.
      const median = (figure: (run: NonNullable<PageFigures['lighthouse']>) => number) =>
        must(runs.map(figure).sort((a, b) => a - b)[1], 'runs.map(figure).sort((a, b) => a - b)[1]');
      results[page] = {
        score: median((run) => run.score),
        fcpMs: median((run) => run.fcpMs),
        lcpMs: median((run) => run.lcpMs),
        tbtMs: median((run) => run.tbtMs),
        cls: median((run) => run.cls),
      };
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * A fresh build of the current sources, apart from dist/web so that a running `npm start` keeps its
 * own: the web app and the server's drawing of the public pages, where the server looks for it
 * (decision 058). Returns the folder to give the server as WEB_DIST_DIR.
 */
export function buildBenchWeb(): string {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  execFileSync('npx', ['vite', 'build', '--outDir', BUILD_DIR, '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  execFileSync('npx', ['vite', 'build', '--ssr', '--outDir', `${BUILD_DIR}-ssr`, '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return BUILD_DIR;
}

/**
 * What a first visit to the public pages costs, on a fresh build of the current sources served by
 * the real server with the bench's demo data: gzipped JavaScript per page, and Lighthouse mobile
 * performance if asked (slow: three runs per page).
 */
export async function benchWeb(
  database: BenchDatabase,
  options: { lighthouse: boolean },
): Promise<PageFigures[]> {
  ensureChromium(CHROMIUM_PATH);
  const server = await spawnServer('src/server/index.ts', { ...database.env, WEB_DIST_DIR: buildBenchWeb() });
  try {
    const list = (await (await fetch(`${server.url}/api/salons?pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    const salonId = list.items[0]?.id;
    if (!salonId) throw new Error('Aucun salon de démonstration.');
    const pages = ['/', '/providers', `/providers/${salonId}`];
    const js = await firstLoadJs(server.url, pages);
    const scores = options.lighthouse ? await lighthouseScores(server.url, pages) : {};
    return pages.map((page) => ({
      page: page.replace(salonId, '{id}'),
      ...must(js[page], 'js[page]'),
      ...(scores[page] ? { lighthouse: scores[page] } : {}),
    }));
  } finally {
    await server.stop();
    rmSync(BUILD_DIR, { recursive: true, force: true });
    rmSync(`${BUILD_DIR}-ssr`, { recursive: true, force: true });
  }
}
