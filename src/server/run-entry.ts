/**
 * Runs an entry's `start`, and ends the process with the reason it could not start. Apart from the server's code,
 * which an entry loads once its settings are known to be right: a refusal needs none of it, and comes at once.
 */
export function runEntry(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
