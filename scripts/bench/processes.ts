import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { must } from '../../src/shared/must';
import { buildServerIfNeeded, SERVER_BUNDLE } from '../build-server-if-needed';
import type { BenchDatabase } from './bench-database';
import { processCpuMs } from './cpu-time';
import { type ServerProcess, spawnServer } from './server-process';
import { loadFigures, median, perRequest, round } from './stats';

const PATH = '/api/salons';
/** The app computing every page: its list cache would answer most requests from memory. */
const HEADERS = { 'cache-control': 'no-cache' };
const COUNTS = [1, 2] as const;
type Count = (typeof COUNTS)[number];

export interface ProcessFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of every server process (the primary and its workers) per request, Linux only. */
  cpuMsPerRequest: number | null;
  /** CPU time of the PostgreSQL backends serving the bench's database per request, when local. */
  databaseCpuMsPerRequest: number | null;
}

export interface ProcessesResult {
  path: string;
  connections: number;
  secondsPerRun: number;
  /** Medians over the rounds. */
  one: ProcessFigures;
  two: ProcessFigures;
  /** Median over the rounds of each round's requests per second with 2 processes against 1. */
  ratio: number;
  /** CPU the load generator (autocannon, in the bench's process) used, in cores, median of the runs. */
  loadGeneratorCores: number;
  rounds: Record<`${Count}`, ProcessFigures & { requests: number }>[];
}

/** The pids of this machine (Linux: /proc) whose file `file` passes `test`. */
function processesWhere(file: 'stat' | 'cmdline', test: (contents: string) => boolean): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        try {
          return test(readFileSync(`/proc/${name}/${file}`, 'utf8'));
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** A primary's workers count too. */
const childrenOf = (pid: number) =>
  processesWhere('stat', (stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid);

/**
 * The bench database's backends, by their process title ("postgres: <user> <database> <client>"):
 * where the list's queries cost, on a PostgreSQL running on this machine. Null when none is seen.
 */
function databaseCpuMs(database: string): number | null {
  const pids = processesWhere(
    'cmdline',
    (title) => title.startsWith('postgres:') && title.includes(` ${database} `),
  );
  if (pids.length === 0) return null;
  return pids.reduce((total, pid) => total + (processCpuMs(pid) ?? 0), 0);
}

function serverCpuMs(server: ServerProcess): number | null {
  const pids = [server.pid, ...childrenOf(server.pid)];
  const times = pids.map(processCpuMs);
  return times.every((ms) => ms !== null) ? (times as number[]).reduce((a, b) => a + b, 0) : null;
}

async function load(server: ServerProcess, database: string, seconds: number, connections: number) {
  const cpuBefore = serverCpuMs(server);
  const databaseBefore = databaseCpuMs(database);
  const ownBefore = process.cpuUsage();
  const result = await autocannon({
    url: server.url + PATH,
    headers: HEADERS,
    connections,
    duration: seconds,
  });
  const own = process.cpuUsage(ownBefore);
  const cpuAfter = serverCpuMs(server);
  const databaseAfter = databaseCpuMs(database);
  const figures = loadFigures(result, PATH, { before: cpuBefore, after: cpuAfter });
  return {
    ...figures,
    databaseCpuMsPerRequest: perRequest(databaseBefore, databaseAfter, figures.requests),
    loadGeneratorCores: (own.user + own.system) / 1000 / (result.duration * 1000),
  };
}

/**
 * The uncached salon list (GET /api/salons, Cache-Control: no-cache, as the list section's uncached
 * series) served by one process, then by two sharing the port (WEB_CONCURRENCY=2, node:cluster),
 * both on the bench's PostgreSQL database: what a second core buys. Both servers run the compiled
 * build, as `npm start` does; the two series take turns in an order that rotates every round, and
 * the ratio is the median of the rounds'.
 *
 * Honestly measured, not ideally: the load generator runs in this process on the same 2 cores, and
 * so does PostgreSQL, which runs each list's queries; the two workers share what is left. The
 * generator's own CPU is reported beside the figures, and the CPU per request of the servers and of
 * the database's backends: a second process helps only where the first one was the bottleneck.
 */
export async function benchProcesses(
  database: BenchDatabase,
  options: { rounds: number; seconds: number; connections: number },
): Promise<ProcessesResult> {
  if (database.kind !== 'postgres')
    throw new Error('Le banc « processes » demande PostgreSQL (DATABASE_URL).');
  await buildServerIfNeeded();
  const databaseName = new URL(must(database.env.DATABASE_URL, 'database.env.DATABASE_URL')).pathname.slice(
    1,
  );
  const servers: Partial<Record<Count, ServerProcess>> = {};
  try {
    for (const count of COUNTS) {
      servers[count] = await spawnServer(
        SERVER_BUNDLE,
        // The background workers stay quiet: the idle server must not take the measured one's CPU.
        { ...database.env, OUTBOX_INTERVAL_MS: '0', WEB_CONCURRENCY: String(count) },
        // Printed once every worker listens: the first rounds must not find one still starting.
        { readyOutput: /Rendezvous : / },
      );
    }
    const serverOf = (count: Count) => must(servers[count], 'servers[count]');
    // Warm-up: JIT in every process, the database's caches, the pools' connections.
    for (const count of COUNTS) await load(serverOf(count), databaseName, 2, options.connections);
    const rounds: ProcessesResult['rounds'] = [];
    const generatorCores: number[] = [];
    for (let i = 0; i < options.rounds; i++) {
      const order = i % 2 === 0 ? COUNTS : [...COUNTS].reverse();
      const measured: Partial<ProcessesResult['rounds'][number]> = {};
      for (const count of order) {
        const { loadGeneratorCores, ...figures } = await load(
          serverOf(count),
          databaseName,
          options.seconds,
          options.connections,
        );
        measured[`${count}`] = figures;
        generatorCores.push(loadGeneratorCores);
      }
      rounds.push(measured as ProcessesResult['rounds'][number]);
    }
    const figures = (count: Count): ProcessFigures => {
      const cpu = rounds.map((r) => r[`${count}`].cpuMsPerRequest);
      const databaseCpu = rounds.map((r) => r[`${count}`].databaseCpuMsPerRequest);
      return {
        requestsPerSecond: round(median(rounds.map((r) => r[`${count}`].requestsPerSecond)), 1),
        p50Ms: median(rounds.map((r) => r[`${count}`].p50Ms)),
        p99Ms: median(rounds.map((r) => r[`${count}`].p99Ms)),
        cpuMsPerRequest: cpu.every((ms) => ms !== null) ? round(median(cpu as number[]), 3) : null,
        databaseCpuMsPerRequest: databaseCpu.every((ms) => ms !== null)
          ? round(median(databaseCpu as number[]), 3)
          : null,
      };
    };
    return {
      path: PATH,
      connections: options.connections,
      secondsPerRun: options.seconds,
      one: figures(1),
      two: figures(2),
      ratio: round(median(rounds.map((r) => r['2'].requestsPerSecond / r['1'].requestsPerSecond)), 3),
      loadGeneratorCores: round(median(generatorCores), 2),
      rounds,
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}
