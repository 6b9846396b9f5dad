import { count } from 'drizzle-orm';
import { loadConfig } from './config';
import { DataFolderLockedError } from './db/data-folder-lock';
import { prepareDemoSeed } from './db/prepare-demo-seed';
import { users } from './db/schema';
import { seedDemoMarketplace } from './db/seed';
import { printDemoCredentials } from './db/seed/print-credentials';
import { logger } from './lib/logger';
import { createAccount } from './modules/auth/create-account';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const running = await startServer(config, {
    async beforeListen(deps) {
      // Decided before the initial admin exists, so that admin does not count as "real data".
      const seed = config.seedDemo && (await prepareDemoSeed(deps.db));
      const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(users);
      if (total === 0 && config.initialAdmin) {
        await createAccount({ auth: deps.auth, ...config.initialAdmin, role: 'admin' });
        logger.info(
          { email: config.initialAdmin.email },
          'premier administrateur créé depuis INITIAL_ADMIN_*',
        );
      }
      if (seed) {
        const credentials = await seedDemoMarketplace(deps);
        printDemoCredentials(credentials, config.baseUrl);
      }
    },
  });
  logger.info({ url: config.baseUrl, database: config.database.kind }, 'Rendezvous est démarré');
  console.log(`\nRendezvous : ${config.baseUrl}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'arrêt en cours');
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof DataFolderLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  logger.fatal({ err: error }, 'le démarrage a échoué');
  process.exit(1);
});
