import { ledgerUsage, runLedgerCommand } from './ledger-command';
import { runCommandLine } from './run-command';

runCommandLine(ledgerUsage, runLedgerCommand);
