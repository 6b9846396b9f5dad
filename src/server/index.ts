import cluster from 'node:cluster';
import { superviseWorkers } from './cluster';
import { type Config, loadConfig, SettingError, startupWarnings } from './config';
import { DataFolderLockedError } from './db/data-folder-lock';
import { logger } from './lib/logger';
import { openApp } from './open-app';
import { prepareDatabase } from './prepare-database';
import { type RunningServer, startServer } from './server';

function announce(config: Config, processes: number) {
  logger.info(
    { url: config.baseUrl, database: config.database.kind, ...(processes > 1 ? { processes } : {}) },
    'Rendezvous est démarré',
  );
  console.log(`\nRendezvous : ${config.baseUrl}\n`);
}

function stopOnSignals(running: RunningServer) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A worker's stop is announced once, by the primary.
    if (cluster.isPrimary) logger.info({ signal }, 'arrêt en cours');
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary) for (const warning of startupWarnings(config)) logger.warn(warning);
  if (cluster.isWorker) {
    stopOnSignals(await startServer(config));
    return;
  }
  if (config.webConcurrency === 1) {
    const running = await startServer(config, { beforeListen: (deps) => prepareDatabase(deps, config) });
    announce(config, 1);
    stopOnSignals(running);
    return;
  }
  // Several processes (decision 057): migrated and prepared here, once, before any worker exists,
  // so no two of them ever race to create the initial admin.
  const opened = await openApp(config);
  try {
    await prepareDatabase(opened.deps, config);
  } finally {
    await opened.close();
  }
  const code = await superviseWorkers({
    workers: config.webConcurrency,
    onReady: () => announce(config, config.webConcurrency),
  });
  process.exit(code);
}

main().catch((error) => {
  if (error instanceof DataFolderLockedError || error instanceof SettingError) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  logger.fatal({ err: error }, 'le démarrage a échoué');
  process.exit(1);
});
