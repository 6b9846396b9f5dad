import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST } from '../config';
import { passwordHashing } from './password-hash';

describe('password hashes', () => {
  const standard = passwordHashing(DEFAULT_PASSWORD_HASH_COST);

  it('verifies the hashes better-auth stored before, and writes the same shape at the default cost', async () => {
    const before = await hashPassword('mot-de-passe-éèà');
    expect(await standard.verify({ hash: before, password: 'mot-de-passe-éèà' })).toBe(true);
    expect(await standard.verify({ hash: before, password: 'mot-de-passe-eea' })).toBe(false);
    const ours = await standard.hash('mot-de-passe-éèà');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'mot-de-passe-éèà' })).toBe(true);
  });

  it('marks a hash made at another cost, which then verifies whatever the setting is', async () => {
    const cheap = await passwordHashing(10).hash('secret-123');
    expect(cheap).toMatch(/^10\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await standard.verify({ hash: cheap, password: 'secret-123' })).toBe(true);
    expect(await standard.verify({ hash: cheap, password: 'secret-124' })).toBe(false);
  });

  it('treats the same password written two ways in Unicode as one (NFKC)', async () => {
    const hash = await standard.hash('caf\u00e9-2026');
    expect(await standard.verify({ hash, password: 'cafe\u0301-2026' })).toBe(true);
  });

  it('refuses a hash it cannot read, as better-auth does', async () => {
    for (const hash of ['', 'nothing', '9$aa:bb', '21$aa:bb', 'x$aa:bb', '12$:bb']) {
      await expect(standard.verify({ hash, password: 'x' })).rejects.toThrow('Invalid password hash');
    }
  });
});
