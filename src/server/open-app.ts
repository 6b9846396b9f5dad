import { createAuth } from './auth/auth';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { lockDataFolder } from './db/data-folder-lock';
import { migrateDatabase } from './db/migrate';
import { jobRegistry } from './jobs';
import type { AppDeps } from './lib/context';
import { createMailer } from './lib/mail/mailer';
import { startRealtime } from './lib/realtime';
import { createLocalStorage } from './lib/storage/local-storage';
import { createS3Storage } from './lib/storage/s3-storage';
import { sendVerificationLink } from './modules/auth/email-verification';
import { sealStoredCins } from './modules/auth/identity-card';
import { recordPasswordReset, sendResetLink } from './modules/auth/password-reset';

export interface OpenedApp {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Closes the database and releases the data-folder lock. */
  close(): Promise<void>;
}

/**
 * Locks the embedded data folder, opens the database, applies migrations and builds auth: what the
 * server, `npm run create-admin` and `npm run seed` all need before doing anything.
 */
export async function openApp(config: Config): Promise<OpenedApp> {
  const { database: target } = config;
  const releaseLock =
    target.kind === 'pglite' && target.dataDir ? await lockDataFolder(target.dataDir) : () => {};
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(target);
    await migrateDatabase(database);
    await sealStoredCins(database.db, config.encryptionKey);
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    mailDir: config.mail.dir,
  });
  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
    secureCookies: config.isProduction,
    encryptionKey: config.encryptionKey,
    sessionIdleDays: config.sessions.idleDays,
    passwordHashCost: config.passwordHashCost,
    sendVerificationLink: sendVerificationLink({ db: database.db, mailer, baseUrl: config.baseUrl }),
    passwordReset: {
      send: sendResetLink({ db: database.db, mailer, baseUrl: config.baseUrl }),
      done: recordPasswordReset(database.db),
    },
  });
  const opened = database;
  const realtime = await startRealtime(opened);
  const storage =
    config.storage.driver === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(config.storage.root);
  const services = { db: opened.db, auth, config, mailer, storage, realtime };
  return {
    deps: { ...services, jobs: jobRegistry(services) },
    database: opened,
    async close() {
      await realtime.close();
      await opened.close();
      releaseLock();
    },
  };
}
