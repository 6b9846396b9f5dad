import { count } from 'drizzle-orm';
import { AppError } from './base/errors';
import type { Config } from './config';
import { users } from './db/schema';
import type { AppDeps } from './lib/context';
import { logger } from './lib/logger';
import { createAccount } from './modules/auth/create-account';
import { seedDemoMarketplace } from './seed';
import { prepareDemoSeed } from './seed/prepare-demo-seed';
import { printDemoCredentials } from './seed/print-credentials';

/** The initial admin (INITIAL_ADMIN_*) and the demo data: once per database, before anyone is served. */
export async function prepareDatabase(deps: AppDeps, config: Config) {
  // Decided before the initial admin exists, so that admin does not count as "real data".
  const seed = config.seedDemo && (await prepareDemoSeed(deps.db));
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(users);
  if (total === 0 && config.initialAdmin) {
    const { email } = config.initialAdmin;
    try {
      await createAccount({ auth: deps.auth, ...config.initialAdmin, role: 'admin' });
      logger.info({ email }, 'premier administrateur créé depuis INITIAL_ADMIN_*');
    } catch (error) {
      // Another machine starting on the same database created it first: that is the wanted result.
      if (!(error instanceof AppError && error.code === 'email_taken')) throw error;
      logger.info({ email }, 'premier administrateur déjà créé par un autre démarrage');
    }
  }
  if (seed) {
    const credentials = await seedDemoMarketplace(deps);
    printDemoCredentials(credentials, config.baseUrl);
  }
}
