import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { openRuntime } from '../runtime';

export type CommandResult = { code: number; out: string[]; err: string[] };

export const ok = (...out: string[]): CommandResult => ({ code: 0, out, err: [] });
export const fail = (code: number, ...err: string[]): CommandResult => ({ code, out: [], err });

/**
 * A command line on the server's own database (`npm run admin`, `npm run ledger`): opens it as the server does
 * (on PGlite the server must be stopped: one process a data folder), runs `command`, prints, and exits with its code.
 */
export function runCommandLine(
  usage: string,
  command: (db: Db, args: readonly string[]) => Promise<CommandResult>,
): void {
  const args = process.argv.slice(2);
  const run = async () => {
    if (args.length === 0) {
      console.error(usage);
      return 2;
    }
    const runtime = await openRuntime(loadConfig());
    try {
      const result = await command(runtime.database.db, args);
      for (const line of result.out) console.log(line);
      for (const line of result.err) console.error(line);
      return result.code;
    } finally {
      await runtime.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
