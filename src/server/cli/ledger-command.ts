import type { Db } from '../db/client';
import { checkLedger } from '../features/ledger';
import { type CommandResult, fail, ok } from './run-command';

export const ledgerUsage = 'Usage: npm run ledger -- check';

/** `check`: every invariant of the ledger, each break printed with the rows that break it; 1 when any breaks. */
export async function runLedgerCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  if (args.length !== 1 || args[0] !== 'check') return fail(2, ledgerUsage);
  const broken = await checkLedger(db);
  if (broken.length === 0) return ok('The ledger holds: every invariant checked.');
  return fail(
    1,
    ...broken.map(
      ({ invariant, rows }) => `Broken: ${invariant} (${rows.length}): ${JSON.stringify(rows.slice(0, 20))}`,
    ),
  );
}
