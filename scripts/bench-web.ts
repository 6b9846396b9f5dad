// `npm run bench:web`: what a first visit to the public pages costs, measured on the built app with
// the demo data: gzipped JavaScript loaded by each page, then Lighthouse mobile performance.
// Prints a table and writes bench-results/web.json.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist/web');
const BUDGET_KB = 100;
const LIGHTHOUSE_TARGET = 95;
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('Le serveur ne démarre pas.');
}

/** The gzip size of a built file: its precompressed .gz when there is one. */
function gzippedSize(urlPath: string): number {
  const file = path.join(distDir, urlPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function firstLoadJs(baseUrl: string, pages: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const results: Record<string, { kb: number; files: number }> = {};
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
    results[page] = { kb: Math.round(bytes / 102.4) / 10, files: scripts.size };
    await context.close();
  }
  await browser.close();
  return results;
}

async function lighthouseScores(baseUrl: string, pages: string[]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: Record<string, { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }> =
    {};
  try {
    for (const page of pages) {
      const runs = [];
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
      runs.sort((a, b) => a.score - b.score);
      results[page] = runs[1]!;
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function main() {
  ensureChromium();
  console.log("Construction de l'application web...");
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-web-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const baseUrl = `http://localhost:${port}`;
  try {
    const list = (await (await fetch(`${baseUrl}/api/salons?pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    const salonId = list.items[0]?.id;
    if (!salonId) throw new Error('Aucun salon de démonstration.');
    const pages = ['/', '/providers', `/providers/${salonId}`];
    const js = await firstLoadJs(baseUrl, pages);
    const lh = await lighthouseScores(baseUrl, pages);
    const rows = pages.map((page) => ({ page: page.replace(salonId, '{id}'), ...js[page]!, ...lh[page]! }));
    console.log(
      `\nPremier chargement (JS gzip, budget ${BUDGET_KB} kB) et Lighthouse mobile (médiane de 3, objectif ${LIGHTHOUSE_TARGET}) :`,
    );
    console.table(
      rows.map((r) => ({
        page: r.page,
        'JS gzip (kB)': r.kb,
        fichiers: r.files,
        Lighthouse: r.score,
        'FCP (ms)': r.fcpMs,
        'LCP (ms)': r.lcpMs,
        'TBT (ms)': r.tbtMs,
        CLS: r.cls,
      })),
    );
    const outDir = path.join(root, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    const report = {
      takenAt: new Date().toISOString(),
      machine: `${os.cpus().length} cœurs, ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}`,
      pages: rows,
    };
    writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
    const failures = rows.filter((r) => r.kb > BUDGET_KB || r.score < LIGHTHOUSE_TARGET);
    if (failures.length > 0) {
      console.error(`Hors objectif : ${failures.map((f) => f.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
