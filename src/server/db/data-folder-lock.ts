import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensurePrivateDir } from '../base/private-files';

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Rendezvous` +
        `${ownerPid ? ` (pid ${ownerPid})` : ''}. Arrêtez-le d'abord : deux processus sur le même dossier PGlite ` +
        'perdraient des données.',
    );
  }
}

/**
 * Takes the exclusive lock on a PGlite data folder: PGlite has no lock of its own, and two processes
 * on one folder silently lose committed rows. Returns the function that releases it.
 *
 * On Linux the lock is a Unix socket in the abstract namespace, named after the folder's real path:
 * binding it is atomic, and the kernel frees it when the process dies, however it dies, so there is
 * no stale lock to guess about and no pid that could have been reused.
 */
export async function lockDataFolder(dataDir: string): Promise<() => void> {
  ensurePrivateDir(dataDir);
  const realDir = realpathSync(dataDir);
  if (process.platform !== 'linux') return lockWithPidFile(realDir);

  const name = `\0rendezvous-pglite-${createHash('sha256').update(realDir).digest('hex').slice(0, 40)}`;
  // The holder answers its pid to whoever connects, for the error message.
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new DataFolderLockedError(dataDir, await askOwnerPid(name));
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return () => server.close();
}

function askOwnerPid(name: string): Promise<number | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(name);
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(Number.parseInt(answer, 10) || null));
    socket.on('error', () => resolve(null));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Elsewhere, a pid file created exclusively; a file left by a dead process is taken over. */
function lockWithPidFile(realDir: string): () => void {
  const lockPath = path.join(realDir, 'rendezvous.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && isAlive(ownerPid)) {
        throw new DataFolderLockedError(realDir, ownerPid);
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataFolderLockedError(realDir, null);
}
