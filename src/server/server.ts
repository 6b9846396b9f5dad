import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AppDeps } from './lib/context';
import { imageQueue } from './lib/images';
import { startJobs } from './lib/jobs/engine';
import { openApp } from './open-app';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/**
 * Opens the app's database and starts the HTTP server. Used by the start command and by the
 * integration tests, so the tests run exactly what production runs.
 */
export async function startServer(
  config: Config,
  hooks: { beforeListen?: (deps: AppDeps) => Promise<void> } = {},
): Promise<RunningServer> {
  const opened = await openApp(config);
  imageQueue.setConcurrency(config.limits.imageConcurrency);
  try {
    await hooks.beforeListen?.(opened.deps);
    const { app } = createApp(opened.deps);
    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(s as Server),
      );
      s.once('error', reject);
    });
    // A reverse proxy or load balancer keeps idle connections to us for up to 60 s by default (nginx's
    // upstream keepalive, AWS's load balancers): closing them sooner (Node's default is 5 s) lets it
    // send a request on a socket we are closing, and the visitor gets a 502.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    // Every background job of this process (jobs.ts), on one engine: the outboxes, the bookings'
    // clock, availability, the hourly clean-up.
    const stopJobs = startJobs(opened.deps.jobs);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      port,
      deps: opened.deps,
      database: opened.database,
      async stop() {
        stopJobs();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
