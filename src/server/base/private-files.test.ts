import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { loadConfig } from '../config';
import { startServer } from '../server';
import { createUser, signedIn } from '../test-support/factories';
import { fileForm, png } from '../test-support/images';
import { WHOLE_SERVER_TEST_LIMIT_MS } from '../test-support/limits';
import { TestClient } from '../test-support/test-client';

const parent = mkdtempSync(path.join(os.tmpdir(), 'rdv-modes-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe('the data folder after a first start', () => {
  it('is readable by the owner only: folders 0700, secrets, uploads and saved e-mails 0600', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    const dataDir = path.join(parent, 'data');
    // A mails folder left open by an older version is tightened too.
    mkdirSync(path.join(dataDir, 'mails'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'mails'), 0o755);
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      OUTBOX_INTERVAL_MS: '0',
      LOG_LEVEL: 'silent',
    });
    const running = await startServer(config);
    try {
      const user = await createUser(running.deps, { role: 'client' });
      const http = await signedIn({ ...running, client: () => new TestClient(running.url) }, user);
      const upload = await http.call(endpoints.profile.uploadAvatar, {
        body: fileForm(await png(), 'a.png', 'image/png'),
      });
      expect(upload.status).toBe(200);
      await running.deps.mailer.send({
        id: randomBytes(8).toString('hex'),
        to: user.email,
        subject: 'Test',
        text: 'x',
      });
    } finally {
      await running.stop();
    }
    for (const dir of ['', 'pglite', 'uploads', 'mails'])
      expect(modeOf(path.join(dataDir, dir)), dir).toBe(0o700);
    const uploads = filesUnder(path.join(dataDir, 'uploads'));
    const mails = filesUnder(path.join(dataDir, 'mails'));
    expect(uploads.length).toBeGreaterThan(0);
    expect(mails.length).toBe(1);
    for (const file of [
      ...uploads,
      ...mails,
      path.join(dataDir, 'auth-secret'),
      path.join(dataDir, 'encryption-key'),
    ]) {
      expect(modeOf(file), file).toBe(0o600);
    }
  });
});
