/** The value below which `p` percent of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  if (value === undefined) throw new Error('Aucune mesure.');
  return value;
}

/** The middle value: one slow or fast run on a shared machine does not move it. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('Aucune mesure.');
  // An even count has a lower middle value too; an odd one takes the middle alone.
  const lower = sorted.length % 2 === 1 ? upper : (sorted[middle - 1] ?? upper);
  return (lower + upper) / 2;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** What an autocannon run of the bench reports; the figures with `cpuMs`, the server's CPU before and after. */
export function loadFigures(
  result: {
    errors: number;
    non2xx: number;
    duration: number;
    requests: { total: number };
    latency: { p50: number; p99: number };
  },
  path: string,
  cpuMs: { before: number | null; after: number | null },
) {
  const failures = result.errors + result.non2xx;
  if (failures > 0) throw new Error(`${failures} réponses en erreur sur ${path}`);
  const requests = result.requests.total;
  return {
    requests,
    requestsPerSecond: round(requests / result.duration, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: perRequest(cpuMs.before, cpuMs.after, requests),
  };
}

/** CPU milliseconds per request between two readings; null when either is unknown. */
export function perRequest(before: number | null, after: number | null, requests: number): number | null {
  return before === null || after === null ? null : round((after - before) / requests, 3);
}

/** How long one signed-in GET takes, its answer read to the end; anything but a 200 stops the bench. */
export async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} : HTTP ${response.status}`);
  return performance.now() - started;
}
