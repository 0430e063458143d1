import { loadConfig } from '../config';
import { openRuntime } from '../runtime';
import { adminUsage, runAdminCommand } from './admin-command';

async function main(args: string[]) {
  if (args.length === 0) {
    console.error(adminUsage);
    return 2;
  }
  const runtime = await openRuntime(loadConfig());
  try {
    const result = await runAdminCommand(runtime.database.db, args);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.code;
  } finally {
    await runtime.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
