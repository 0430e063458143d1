import { balanceTexts } from '../../../domain/balance-texts';
import type { DbOrTx } from '../../db/client';
import { csvLine } from './csv';
import { statementEntries } from './statement';

const { columns } = balanceTexts;

/** The seller's whole statement as CSV lines, newest first, read from the database a page at a time. */
export async function* statementCsv(db: DbOrTx, sellerId: string): AsyncGenerator<string> {
  yield csvLine([columns.date, columns.description, columns.order, columns.account, columns.amount]);
  for await (const entry of statementEntries(db, sellerId))
    yield csvLine([
      entry.at,
      balanceTexts.describeEntry(entry),
      entry.orderId,
      balanceTexts.accounts[entry.account],
      entry.amount,
    ]);
}
