import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** From spawn to the first 200 of /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * Starts a server script in its own Node process (a TypeScript one through tsx, a compiled one as
 * `npm start` runs it) and waits for /api/health, and for `readyOutput` on its standard output
 * when given. A process of its own keeps the load generator off the server's event loop, and
 * ending it is the only sure way to release an embedded data folder. One server process unless
 * `env` asks for more (WEB_CONCURRENCY): the figures are those of one process.
 */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  options: { readyOutput?: RegExp } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '1',
      ...env,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The logger writes to stdout: its last lines explain a server that would not start.
  let output = '';
  let outputReady = !options.readyOutput;
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
    if (options.readyOutput?.test(output)) outputReady = true;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 120_000;
  while (exitCode === undefined && Date.now() < deadline) {
    try {
      if (outputReady && (await fetch(`${url}/api/health`)).ok) {
        return {
          url,
          pid: child.pid ?? 0,
          startupMs: performance.now() - started,
          stop: () => stopChild(child, exited),
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stopChild(child, exited);
  throw new Error(
    `${script} ne répond pas sur /api/health (code de sortie ${exitCode ?? 'aucun'}) :\n${output.trim()}`,
  );
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
