import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './index';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000' };

describe('loadConfig', () => {
  it('runs with no configuration on the embedded database, generating the session secret once', () => {
    const first = loadConfig(base);
    expect(first.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base).authSecret).toBe(first.authSecret);
    expect(first.seedDemo).toBe(true);
  });

  it('warns a production start that sends no e-mail or would fill the embedded database with the demo', () => {
    expect(startupWarnings(loadConfig(base))).toEqual([]);
    const production = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(startupWarnings(production)).toEqual([
      `SMTP_URL n'est pas défini : aucun e-mail ne part, ils sont écrits dans ${production.mail.dir}.`,
      "SEED_DEMO n'est pas à false : une base embarquée vide est remplie de la démo et de ses comptes au premier lancement.",
    ]);
    expect(
      startupWarnings(
        loadConfig({
          ...base,
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://mail.example:587',
          SEED_DEMO: 'false',
        }),
      ),
    ).toEqual([]);
  });

  it('reads the PostgreSQL pool size with the database address', () => {
    const withUrl = { ...base, DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: 'a'.repeat(32) };
    expect(loadConfig(withUrl).database).toEqual({
      kind: 'postgres',
      url: 'postgres://localhost/x',
      poolSize: 10,
      statementTimeoutMs: 10_000,
      poolWaitMs: 10_000,
    });
    expect(loadConfig({ ...withUrl, DATABASE_POOL_SIZE: '4' }).database).toMatchObject({ poolSize: 4 });
    expect(
      loadConfig({ ...withUrl, DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_POOL_WAIT_MS: '2500' }).database,
    ).toMatchObject({ statementTimeoutMs: 0, poolWaitMs: 2500 });
    expect(() => loadConfig({ ...withUrl, DATABASE_STATEMENT_TIMEOUT_MS: 'dix' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS doit être un entier/,
    );
  });

  it('refuses settings that would break later, with a French message', () => {
    expect(() => loadConfig({ ...base, BASE_URL: '/' })).toThrow(/BASE_URL doit être une URL absolue/);
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT doit être un entier/);
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/x', DATABASE_POOL_SIZE: 'abc' }),
    ).toThrow(/DATABASE_POOL_SIZE doit être un entier/);
    expect(() => loadConfig({ ...base, PLATFORM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/fuseau horaire/);
    expect(() => loadConfig({ ...base, AUTH_SECRET: 'court' })).toThrow(/AUTH_SECRET/);
    // The mail library loads with the first mail: a wrong address is said at start-up instead.
    for (const SMTP_URL of ['mail.example.tn:587', 'https://mail.example.tn']) {
      expect(() => loadConfig({ ...base, SMTP_URL })).toThrow(/SMTP_URL doit être une URL smtp:\/\//);
    }
    expect(loadConfig({ ...base, SMTP_URL: 'smtps://u:p@mail.example.tn:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example.tn:465',
    );
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://localhost/x',
        AUTH_SECRET: '',
      }),
    ).toThrow(/AUTH_SECRET est obligatoire/);
  });

  it('validates INITIAL_ADMIN_* like the admin form does', () => {
    expect(() => loadConfig({ ...base, INITIAL_ADMIN_EMAIL: 'a@b.tn', INITIAL_ADMIN_PASSWORD: '1' })).toThrow(
      /au moins 6 caractères/,
    );
    expect(() => loadConfig({ ...base, INITIAL_ADMIN_PASSWORD: 'secret123' })).toThrow(/Email invalide/);
    const config = loadConfig({
      ...base,
      INITIAL_ADMIN_EMAIL: 'Chef@Exemple.TN',
      INITIAL_ADMIN_PASSWORD: 'secret123',
    });
    expect(config.initialAdmin).toEqual({
      email: 'chef@exemple.tn',
      fullName: 'Administrateur',
      password: 'secret123',
    });
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('is the production cost unless lowered, and never lower in production', () => {
    expect(loadConfig(base).passwordHashCost).toBe(14);
    expect(loadConfig({ ...base, PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(
      16,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(
      'PASSWORD_HASH_COST ne peut pas être inférieur à 14 en production.',
    );
    expect(() => loadConfig({ ...base, PASSWORD_HASH_COST: '9' })).toThrow(
      'PASSWORD_HASH_COST doit être compris entre 10 et 20 (reçu "9").',
    );
  });
});

describe('calendar and encryption settings', () => {
  it('generates the encryption key once, and takes a configured one in hex or base64', () => {
    const first = loadConfig(base).encryptionKey;
    expect(first).toHaveLength(32);
    expect(loadConfig(base).encryptionKey.equals(first)).toBe(true);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ...base, ENCRYPTION_KEY: hex }).encryptionKey.toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...base, ENCRYPTION_KEY: b64 }).encryptionKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(() => loadConfig({ ...base, ENCRYPTION_KEY: 'trop-court' })).toThrow(
      /ENCRYPTION_KEY doit faire 32 octets/,
    );
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://localhost/x',
        AUTH_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(/ENCRYPTION_KEY est obligatoire/);
  });

  it('is off without a client id, on Google by default, and refuses a client id without its secret', () => {
    expect(loadConfig(base).calendar).toMatchObject({
      providerName: 'Google',
      clientId: null,
      tokenUrl: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://www.googleapis.com/calendar/v3',
    });
    expect(() => loadConfig({ ...base, CALENDAR_CLIENT_ID: 'id' })).toThrow(/CALENDAR_CLIENT_SECRET/);
    expect(() =>
      loadConfig({
        ...base,
        CALENDAR_CLIENT_ID: 'id',
        CALENDAR_CLIENT_SECRET: 's',
        CALENDAR_TOKEN_URL: 'pas une url',
      }),
    ).toThrow(/CALENDAR_TOKEN_URL doit être une URL absolue/);
    expect(loadConfig({ ...base, CALENDAR_REVOCATION_URL: 'none' }).calendar.revocationUrl).toBeNull();
  });
});

describe('WEB_CONCURRENCY', () => {
  const postgres = { ...base, DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: 'a'.repeat(32) };

  it('runs one process on the embedded database and one per core on PostgreSQL, unless told', () => {
    expect(loadConfig(base).webConcurrency).toBe(1);
    expect(loadConfig({ ...base, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig(postgres).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it('refuses a value that is not a count of processes, and more than one on the embedded database', () => {
    for (const value of ['0', '-1', '1.5', 'deux']) {
      expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value })).toThrow(
        `WEB_CONCURRENCY doit être un entier supérieur ou égal à 1 (reçu "${value}").`,
      );
    }
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: '2' })).toThrow(
      /^WEB_CONCURRENCY=2 demande PostgreSQL \(DATABASE_URL\) : la base embarquée ne s'ouvre que dans un seul processus\./,
    );
  });
});
