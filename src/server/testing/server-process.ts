import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

export type ServerProcess = {
  process: ChildProcessWithoutNullStreams;
  /** Everything it printed so far, on either stream. */
  output: () => string;
  /** Resolves once it prints `text`; rejects when it exits first. */
  printed: (text: string) => Promise<void>;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for it to exit. */
  stop: () => Promise<void>;
};

/** Runs a server entry (`src/server/main.ts`, `dev-main.ts`) from its source in its own process. */
export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    process: child,
    output: () => output,
    exited,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then((code) =>
          reject(new Error(`the server exited (${code}) before printing "${text}":\n${output}`)),
        );
      }),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
