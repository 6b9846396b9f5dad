import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, serverBuildIsStale } from './build-server-if-needed';

const root = mkdtempSync(path.join(os.tmpdir(), 'rdv-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `file` under the scratch root with the given modification time (seconds since 1970). */
function write(file: string, mtime: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, mtime, mtime);
}

describe('serverBuildIsStale', () => {
  it('builds without a bundle, skips an up-to-date one, and rebuilds after any source change but a test', () => {
    write('src/server/index.ts', 1_000);
    write('src/shared/constants.ts', 1_000);
    write('package-lock.json', 1_000);
    expect(serverBuildIsStale(root)).toBe(true);

    write(SERVER_BUNDLE, 2_000);
    expect(serverBuildIsStale(root)).toBe(false);

    write('src/server/cluster.test.ts', 3_000);
    expect(serverBuildIsStale(root)).toBe(false);

    for (const source of [
      'src/server/db/migrations/0099_next.sql',
      'src/shared/deep/folder/x.ts',
      'package-lock.json',
      'tsconfig.json',
      'scripts/build-server-if-needed.ts',
    ]) {
      write(source, 3_000);
      expect(serverBuildIsStale(root), source).toBe(true);
      write(source, 1_000);
      expect(serverBuildIsStale(root), source).toBe(false);
    }
  });
});
