// autocannon ships no types: the part of its API the bench uses (README "API", "Results").
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads firing the requests; none by default (the caller's thread). */
    workers?: number;
  }

  interface Histogram {
    average: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    /** Completed requests (for `requests`), bytes (for `throughput`). */
    total: number;
  }

  interface Result {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Milliseconds, 2xx responses only. */
    latency: Histogram;
    /** Per-second samples; `total` is every completed request. */
    requests: Histogram & { sent: number };
  }

  export default function autocannon(options: Options): Promise<Result>;
}
