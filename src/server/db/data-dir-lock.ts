import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps the whole database in one process: two processes on one data folder would silently
 * diverge. The first takes this lock; a second is refused while the first is alive.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Campus Market process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
