import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, ensurePrivateDirAsync, PRIVATE_FILE_MODE } from '../../base/private-files';
import type { Storage } from './storage';

/** Files under a folder of the data directory; the content type follows from the key, which the server chose. */
export function createLocalStorage(root: string): Storage {
  ensurePrivateDir(root);
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await ensurePrivateDirAsync(path.dirname(file));
      await writeFile(file, body, { mode: PRIVATE_FILE_MODE });
    },
    async get(key) {
      try {
        return {
          body: await readFile(fileOf(key)),
          contentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
