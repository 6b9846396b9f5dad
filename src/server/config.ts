import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { CreateAdminSchema } from '@/shared/schemas/auth';
import type { DatabaseTarget } from './db/client';

/** Every setting of the server, read once from the environment. README.md documents each variable. */
export interface Config {
  port: number;
  host: string | undefined;
  baseUrl: string;
  isProduction: boolean;
  dataDir: string;
  database: DatabaseTarget;
  authSecret: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  bodyLimitBytes: number;
  seedDemo: boolean;
  initialAdmin: { email: string; fullName: string; password: string } | null;
  webDistDir: string;
  logLevel: string;
  /** The platform's day for "today" counters; each salon also has its own zone. */
  platformTimeZone: string;
  mail: { smtpUrl: string | null; from: string; dir: string };
  /** How often the outbox worker looks for mails to (re)send; 0 turns it off (tests drive it). */
  outboxIntervalMs: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} doit être un entier positif (reçu "${value}").`);
  return parsed;
}

/**
 * The auth secret signs session cookies. When none is configured, one is generated once into the
 * data folder so that sessions survive restarts without any secret living in the repository.
 */
function authSecretFrom(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  isProduction: boolean,
  usesPostgres: boolean,
) {
  const configured = env.AUTH_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error('AUTH_SECRET doit contenir au moins 32 caractères.');
    return configured;
  }
  if (isProduction && usesPostgres) {
    // Several processes share one PostgreSQL: each would generate its own secret and reject the others' cookies.
    throw new Error('AUTH_SECRET est obligatoire en production avec DATABASE_URL.');
  }
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** INITIAL_ADMIN_* obey the same rules as an admin typed in the form (DECISIONS D7). */
function initialAdminFrom(env: NodeJS.ProcessEnv): Config['initialAdmin'] {
  const { INITIAL_ADMIN_EMAIL, INITIAL_ADMIN_NAME, INITIAL_ADMIN_PASSWORD } = env;
  if (!INITIAL_ADMIN_EMAIL && !INITIAL_ADMIN_PASSWORD) return null;
  const parsed = CreateAdminSchema.safeParse({
    email: INITIAL_ADMIN_EMAIL,
    fullName: INITIAL_ADMIN_NAME ?? 'Administrateur',
    password: INITIAL_ADMIN_PASSWORD,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')} : ${issue.message}`)
      .join(' ; ');
    throw new Error(`INITIAL_ADMIN_* invalides : ${problems}`);
  }
  return parsed.data;
}

function timeZoneFrom(value: string): string {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value });
    return value;
  } catch {
    throw new Error(
      `PLATFORM_TIME_ZONE n'est pas un fuseau horaire connu (reçu "${value}"), par exemple Africa/Tunis.`,
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000, 'PORT');
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const database: DatabaseTarget = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const baseUrl = (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!URL.canParse(baseUrl))
    throw new Error(
      `BASE_URL doit être une URL absolue, par exemple http://localhost:3000 (reçu "${baseUrl}").`,
    );
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST || undefined,
    baseUrl,
    isProduction,
    dataDir,
    database,
    authSecret: authSecretFrom(env, dataDir, isProduction, database.kind === 'postgres'),
    trustedOrigins: [new URL(baseUrl).origin, ...extraOrigins],
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    authRateLimit: {
      max: intFrom(env.AUTH_RATE_LIMIT_MAX, 10, 'AUTH_RATE_LIMIT_MAX'),
      windowSeconds: intFrom(env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 600, 'AUTH_RATE_LIMIT_WINDOW_SECONDS'),
    },
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 100 * 1024, 'BODY_LIMIT_BYTES'),
    // The demo marketplace fills only the embedded database unless asked (DECISIONS R8).
    seedDemo: database.kind === 'pglite' && env.SEED_DEMO !== 'false',
    initialAdmin: initialAdminFrom(env),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist/web'),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM ?? 'Rendezvous <no-reply@rendezvous.tn>',
      dir: path.join(dataDir, 'mails'),
    },
    outboxIntervalMs: intFrom(env.OUTBOX_INTERVAL_MS, 5_000, 'OUTBOX_INTERVAL_MS'),
    platformTimeZone: timeZoneFrom(env.PLATFORM_TIME_ZONE ?? DEFAULT_TIME_ZONE),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}
