import { adminUsage, runAdminCommand } from './admin-command';
import { runCommandLine } from './run-command';

runCommandLine(adminUsage, runAdminCommand);
