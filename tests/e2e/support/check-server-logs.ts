import { serverErrorsSince, serverLogSizes } from './server-log';

/**
 * After the whole run: every error the servers logged, also between tests and while starting, fails the
 * run. Each test checks its own stretch of the logs too (fixtures/market-test.ts), which names the test.
 */
export default function checkServerLogs(): void {
  const errors = [...serverLogSizes().keys()].flatMap((file) => serverErrorsSince(file));
  if (errors.length > 0) throw new Error(`The servers logged errors:\n${errors.join('\n')}`);
}
