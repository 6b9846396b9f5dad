import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { WHOLE_SERVER_TEST_LIMIT_MS } from '../test-support/limits';
import { testDatabaseKind } from '../test-support/test-server';
import { DataFolderLockedError, lockDataFolder } from './data-folder-lock';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-lock-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startApp(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

// Only the embedded database has a data folder to lock.
describe.skipIf(testDatabaseKind() === 'postgres')('the PGlite data folder lock', () => {
  it('refuses a second process on the same folder with a clear message, and the first keeps working', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    const firstPort = await freePort();
    const first = startApp(firstPort);
    await waitForHealth(firstPort);

    const second = startApp(await freePort());
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain('est déjà utilisé par un autre processus Rendezvous');

    const health = await fetch(`http://localhost:${firstPort}/api/health`);
    expect(health.status).toBe(200);

    // A process killed outright leaves no stale lock: the next start on the folder works.
    first.child.kill('SIGKILL');
    await first.exited;
    const thirdPort = await freePort();
    startApp(thirdPort);
    await waitForHealth(thirdPort);
  });
});

describe.skipIf(testDatabaseKind() === 'postgres')('lockDataFolder within one machine', () => {
  it('grants the lock to exactly one of many simultaneous takers, and again once released', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'rdv-lock-race-'));
    try {
      const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => lockDataFolder(folder)));
      const granted = attempts.filter(
        (a): a is PromiseFulfilledResult<() => void> => a.status === 'fulfilled',
      );
      expect(granted).toHaveLength(1);
      for (const refused of attempts.filter((a) => a.status === 'rejected')) {
        expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(DataFolderLockedError);
      }
      must(granted[0], 'granted[0]').value();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await lockDataFolder(folder);
      again();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
