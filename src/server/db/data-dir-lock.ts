import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Who holds a data folder: a process id, and when that process started where the system says so. */
type Holder = { pid: number; startedAt: string | null };

/**
 * When the process started, in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22): a process id is
 * reused once its process ends, but never with the same start time. Null where the system does not say.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder a lock file names; a bare process id is what a lock written before start times were kept holds. */
function readHolder(lockFile: string): Holder | null {
  const text = readFileSync(lockFile, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), startedAt: null };
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, startedAt: parsed.startedAt ?? null } : null;
  } catch {
    return null;
  }
}

/** The program a process runs (Linux `/proc/<pid>/cmdline`), or null where the system does not say. */
function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

/**
 * The holder still runs: its process id is alive and, where the system tells, started when the lock says; a
 * lock with no start time is held only by a Node.js process.
 */
function stillHolds(holder: Holder): boolean {
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  if (holder.startedAt === null) return commandOf(holder.pid)?.includes('node') ?? true;
  const startedAt = startTimeOf(holder.pid);
  return startedAt === null || startedAt === holder.startedAt;
}

/**
 * PGlite keeps the whole database in one process: two processes on one data folder would silently
 * diverge. The first takes this lock; a second is refused while the first is alive. A lock left by a process
 * that died is taken over, also when its process id now belongs to another program (after a crash and a
 * restart of the machine, say): the lock names the holder's start time too, which the new owner of the id
 * does not share.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  const own = JSON.stringify({ pid: process.pid, startedAt: startTimeOf(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, own);
      closeSync(fd);
      return () => {
        if (readFileSync(lockFile, 'utf8') === own) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && stillHolds(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Campus Market process (pid ${holder.pid}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockFile, { force: true }); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
