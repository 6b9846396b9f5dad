import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { buildServerIfNeeded, SERVER_BUNDLE } from '../../scripts/build-server-if-needed';
import { restartDelay } from './cluster';
import { WHOLE_SERVER_TEST_LIMIT_MS } from './test-support/limits';
import { createScratchDatabase, testDatabaseKind } from './test-support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The compiled server, as `npm start` runs it.
beforeAll(() => buildServerIfNeeded(), 60_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startCompiled(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', OUTBOX_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function until<T>(find: () => T | undefined | false, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pids the primary logged as listening ("processus du serveur prêt"), in order. */
function readyPids(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; pid?: number })
    .filter((entry) => entry.msg === 'processus du serveur prêt' && typeof entry.pid === 'number')
    .map((entry) => entry.pid as number);
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Inodes of the established TCP connections whose local end is `port` (the server's side). */
function serverSideSockets(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = Number.parseInt(fields[1]?.split(':')[1] ?? '', 16);
      if (localPort === port && fields[3] === '01')
        inodes.add(must(fields[9], 'the inode column of /proc/net/tcp'));
    }
  }
  return inodes;
}

/** How many of `inodes` process `pid` holds open. */
function socketsHeldBy(pid: number, inodes: Set<string>): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1] ?? '');
    } catch {
      return false;
    }
  }).length;
}

function get(url: string, agent: http.Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http
      .get(url, { agent, timeout: 5_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
    request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
  });
}

describe('restartDelay', () => {
  it('doubles with each quick death in a row, from half a second up to 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelay)).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe.skipIf(testDatabaseKind() !== 'pglite')('WEB_CONCURRENCY on the embedded database', () => {
  it('refuses more than one process, in French, before touching the data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-cluster-'));
    try {
      const server = startCompiled({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_CONCURRENCY: '2',
        PORT: String(await freePort()),
      });
      const code = await server.exited;
      expect(code).not.toBe(0);
      expect(server.stderr()).toContain(
        "WEB_CONCURRENCY=2 demande PostgreSQL (DATABASE_URL) : la base embarquée ne s'ouvre que dans un seul processus.",
      );
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataDir: string;
  let server: Started | null = null;

  beforeAll(async () => {
    // Empty: the two workers starting together migrate it themselves, as a first deployment does.
    scratch = await createScratchDatabase({ migrated: false });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-cluster-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two worker processes, restarts one that dies while the port keeps answering, and stops with 0', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/health`;
    server = startCompiled({
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      // As every test server (decision 064): real scrypt, a lower work factor.
      PASSWORD_HASH_COST: '10',
    });
    const primary = must(server.child.pid, "the primary's pid");
    const started = server;
    await until(() => started.stdout().includes('Rendezvous : '), 'the start');
    // The primary's log lines may follow its "Rendezvous : <url>" line on the pipe.
    const workers = await until(() => {
      const pids = readyPids(started.stdout());
      return pids.length >= 2 && pids;
    }, 'both workers');
    expect(new Set(workers).size).toBe(2);
    for (const pid of workers) expect(parentOf(pid)).toBe(primary);

    // Ten connections at once, kept open: the primary hands them round-robin to both workers.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(url, agent)));
    expect(answers).toEqual(Array(10).fill(200));
    const sockets = serverSideSockets(port);
    const held = workers.map((pid) => socketsHeldBy(pid, sockets));
    agent.destroy();
    expect(held.every((count) => count > 0)).toBe(true);
    expect(held.reduce((a, b) => a + b, 0)).toBe(10);

    // Once the primary has seen the death, the survivor answers every request while a replacement
    // starts (forked after 500 ms). Before that, node:cluster may still hand a new connection to the
    // dead worker, where it is lost like the dead worker's own (decision 057).
    process.kill(must(workers[0], 'a first worker'), 'SIGKILL');
    await until(
      () => started.stdout().includes("un processus du serveur s'est arrêté : il est relancé"),
      'the primary to see the death',
    );
    const failures: unknown[] = [];
    let probes = 0;
    let replacement: number | undefined;
    const deadline = Date.now() + 30_000;
    while (replacement === undefined) {
      if (Date.now() > deadline) throw new Error('no replacement worker');
      probes++;
      const status = await get(url, false).catch((error: unknown) => error);
      if (status !== 200) failures.push(status);
      replacement = readyPids(started.stdout()).find((pid) => !workers.includes(pid));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(3);
    expect(parentOf(replacement)).toBe(primary);

    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    for (const pid of [must(workers[1], 'a second worker'), replacement]) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  });
});
