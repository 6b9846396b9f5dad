import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Rendezvous (pid ${ownerPid}). ` +
        `Arrêtez-le d'abord : deux processus sur le même dossier PGlite perdraient des données.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock on a PGlite data folder: PGlite has no lock of its own, and two processes
 * on one folder silently lose committed rows (STACK.md). The lock file holds the owner's pid; a lock
 * left by a dead process is taken over. Returns the function that releases it.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'rendezvous.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataFolderLockedError(dataDir, ownerPid);
      }
      // Stale lock of a process that died without releasing it.
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Impossible de verrouiller le dossier de données ${dataDir}.`);
}
