import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { must } from '../../src/shared/must';
import type { BenchDatabase } from './bench-database';
import { processCpuMs } from './cpu-time';
import { type ServerProcess, spawnServer } from './server-process';
import { loadFigures, median, round } from './stats';

const PATH = '/api/salons';
/** The app as visitors get it, the app computing every page (its list cache bypassed), the floor. */
const SERIES = ['app', 'appUncached', 'bare'] as const;
type Series = (typeof SERIES)[number];

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the server process per request (Linux only). */
  cpuMsPerRequest: number | null;
}

interface Ratio {
  /** Median over the rounds of each round's requests per second against the bare server's. */
  requestsPerSecond: number;
  /** The same from CPU time per request (bare / app): steadier when the machine is shared. */
  cpu: number | null;
}

export interface SalonListResult {
  path: string;
  connections: number;
  secondsPerRun: number;
  /** Medians over the rounds. */
  app: LoadFigures;
  appUncached: LoadFigures;
  bare: LoadFigures;
  /** app / bare: THE figure. */
  ratio: Ratio;
  /** appUncached / bare: what the framework, the middleware and the query builder cost. */
  uncachedRatio: Ratio;
  rounds: Record<Series, LoadFigures & { requests: number }>[];
}

export interface SalonListOptions {
  rounds: number;
  seconds: number;
  connections: number;
}

type Target = { server: ServerProcess; headers: Record<string, string> };

async function load(target: Target, seconds: number, connections: number) {
  const { server, headers } = target;
  const cpuBefore = processCpuMs(server.pid);
  const result = await autocannon({ url: server.url + PATH, headers, connections, duration: seconds });
  const cpuAfter = processCpuMs(server.pid);
  return loadFigures(result, PATH, { before: cpuBefore, after: cpuAfter });
}

function ratioOf(rounds: SalonListResult['rounds'], series: Series): Ratio {
  const cpu = rounds.map((r) => {
    const [own, bare] = [r[series].cpuMsPerRequest, r.bare.cpuMsPerRequest];
    return own && bare ? bare / own : null;
  });
  return {
    requestsPerSecond: round(
      median(rounds.map((r) => r[series].requestsPerSecond / r.bare.requestsPerSecond)),
      3,
    ),
    cpu: cpu.every((value) => value !== null) ? round(median(cpu as number[]), 3) : null,
  };
}

/**
 * GET /api/salons (the home page's list, anonymous, page 1) on the app, against a bare node:http
 * server that runs the same SQL on the same data for every request. The app also runs with its
 * list cache bypassed (Cache-Control: no-cache): that ratio is what the framework, the middleware
 * and the query builder cost. The series take turns, in an order that rotates every round, so that
 * a neighbour's load on this shared machine falls on all alike; each ratio is the median of the
 * rounds'. An embedded data folder opens in one process only, so the bare server reads a copy.
 *
 * The load generator runs here and each server in its own process. Measured on the 2-core machine
 * (6 to 8 alternated runs of 3 s): a server inside this process loses a third of its requests per
 * second to autocannon on its event loop, with no steadier numbers; autocannon in a worker thread
 * was no steadier than in this main thread (spread 17-21 % against 24-34 %, within the noise of
 * the other agents' load), so the simplest stays.
 */
export async function benchSalonList(
  database: BenchDatabase,
  options: SalonListOptions,
): Promise<SalonListResult> {
  const copyDir = database.kind === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-bare-')) : null;
  if (copyDir) {
    cpSync(
      path.join(must(database.env.DATA_DIR, 'database.env.DATA_DIR'), 'pglite'),
      path.join(copyDir, 'pglite'),
      { recursive: true },
    );
  }
  const servers: ServerProcess[] = [];
  const started = async (script: string, env: Record<string, string>) => {
    const server = await spawnServer(script, env);
    servers.push(server);
    return server;
  };
  try {
    const app = await started('src/server/index.ts', database.env);
    const bare = await started('scripts/bench/bare-salon-server.ts', {
      ...database.env,
      ...(copyDir ? { DATA_DIR: copyDir } : {}),
    });
    const targets: Record<Series, Target> = {
      app: { server: app, headers: {} },
      appUncached: { server: app, headers: { 'cache-control': 'no-cache' } },
      bare: { server: bare, headers: {} },
    };
    const bodies = await Promise.all(
      SERIES.map(async (series) => {
        const { server, headers } = targets[series];
        return (await fetch(server.url + PATH, { headers })).json();
      }),
    );
    if (!bodies.every((body) => isDeepStrictEqual(body, bodies[0]))) {
      throw new Error(
        'Le serveur nu ne renvoie pas la même liste que l’application : sa requête est à revoir.',
      );
    }
    // Warm-up: JIT, the database's caches, the pool's connections.
    for (const series of SERIES) await load(targets[series], 2, options.connections);
    const rounds: SalonListResult['rounds'] = [];
    for (let i = 0; i < options.rounds; i++) {
      const order = SERIES.map((_, k) =>
        must(SERIES[(i + k) % SERIES.length], 'SERIES[(i + k) % SERIES.length]'),
      );
      const measured: Partial<SalonListResult['rounds'][number]> = {};
      for (const series of order) {
        measured[series] = await load(targets[series], options.seconds, options.connections);
      }
      rounds.push(measured as SalonListResult['rounds'][number]);
    }
    const figures = (series: Series): LoadFigures => {
      const cpu = rounds.map((r) => r[series].cpuMsPerRequest);
      return {
        requestsPerSecond: round(median(rounds.map((r) => r[series].requestsPerSecond)), 1),
        p50Ms: median(rounds.map((r) => r[series].p50Ms)),
        p99Ms: median(rounds.map((r) => r[series].p99Ms)),
        cpuMsPerRequest: cpu.every((ms) => ms !== null) ? round(median(cpu as number[]), 3) : null,
      };
    };
    return {
      path: PATH,
      connections: options.connections,
      secondsPerRun: options.seconds,
      app: figures('app'),
      appUncached: figures('appUncached'),
      bare: figures('bare'),
      ratio: ratioOf(rounds, 'app'),
      uncachedRatio: ratioOf(rounds, 'appUncached'),
      rounds,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
  }
}
