import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('refuses settings that would break later, with a French message', () => {
    expect(() => loadConfig({ ...base, BASE_URL: '/' })).toThrow(/BASE_URL doit être une URL absolue/);
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT doit être un entier/);
    expect(() => loadConfig({ ...base, PLATFORM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/fuseau horaire/);
    expect(() => loadConfig({ ...base, AUTH_SECRET: 'court' })).toThrow(/AUTH_SECRET/);
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
