import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SlotList } from '@/shared/api-types';
import { must } from '@/shared/must';
import { addDays, toWallClock, weekdayOf } from '@/shared/time-zone';
import type { TestUser } from '../test-support/factories';
import { testDatabaseKind } from '../test-support/test-server';

/** The session cookie of a user, signed in through the API of the server at `baseUrl`. */
export async function sessionCookie(baseUrl: string, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * At least `count` bookable starts of a salon's service, read from its slots endpoint day after day
 * (from the day after tomorrow, so "now" never eats one while the test runs).
 */
export async function freeStarts(
  baseUrl: string,
  salonId: string,
  serviceId: string,
  count: number,
): Promise<string[]> {
  const starts: string[] = [];
  let date = addDays(toWallClock(Date.now(), 'Africa/Tunis').date, 2);
  for (let day = 0; starts.length < count && day < 170; day++, date = addDays(date, 1)) {
    if (weekdayOf(date) === 0) continue;
    const response = await fetch(
      `${baseUrl}/api/salons/${salonId}/slots?date=${date}&serviceId=${serviceId}`,
    );
    const body = (await response.json()) as SlotList;
    starts.push(...body.slots.map((slot) => slot.start));
  }
  if (starts.length < count) throw new Error(`only ${starts.length} free starts`);
  return starts.slice(0, count);
}

/** The first service of a salon, as the public salon page lists it. */
export async function firstServiceId(baseUrl: string, salonId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/salons/${salonId}`);
  const body = (await response.json()) as { services: { id: string }[] };
  return must(body.services[0], 'body.services[0]').id;
}

/** The fault tests of several processes need PostgreSQL: the embedded database has one process only. */
export const onPostgres = testDatabaseKind() === 'postgres';

/** A new folder under the system's temporary one, for a child process's files. */
export const scratchFolder = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), `rdv-${prefix}-`));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A TypeScript file of the repository in a child process (node + tsx, no npx in between, so a
 * signal reaches it and SIGKILL kills it outright), its output kept for the failure messages.
 */
export function spawnScript(script: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/**
 * Kills a spawned process (SIGKILL) as soon as `moment` resolves: it dies in the middle of what it
 * was doing. Fails if it ended first, or if the moment does not come within 20 s.
 */
export async function killAt(
  spawned: ReturnType<typeof spawnScript>,
  moment: Promise<unknown>,
  what: string,
) {
  const outcome = await Promise.race([
    moment.then(() => 'at the moment' as const),
    spawned.exited.then(() => 'exited' as const),
    new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), 30_000)),
  ]);
  if (outcome !== 'at the moment') throw new Error(`${what} : ${outcome}\n${spawned.output()}`);
  spawned.child.kill('SIGKILL');
  const exit = await spawned.exited;
  if (exit.signal !== 'SIGKILL')
    throw new Error(`${what} : sorti ${JSON.stringify(exit)}\n${spawned.output()}`);
}

/** The real server in a child process, exactly as `npm start` runs it. */
export function spawnServer(port: number, env: Record<string, string>) {
  const spawned = spawnScript('src/server/index.ts', [], {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: String(port),
    BASE_URL: `http://localhost:${port}`,
    // One process, the one the test kills (several are cluster.test.ts's subject).
    WEB_CONCURRENCY: '1',
    ...env,
  });
  return { ...spawned, url: `http://localhost:${port}` };
}

/** Waits until the server at `url` answers its health check; false if it exited or timed out. */
export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<boolean> {
  return waitFor(
    async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok,
    timeoutMs,
    200,
  );
}
