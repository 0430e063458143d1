/**
 * How long a test may take that migrates a fresh database of its own: a server or a command started on a new PGlite
 * folder, or a migration test. On a machine busy with the other suites that took more than 90 s. The tests wait for
 * what they need (a line printed, a command's exit); this bound only stops one that never gets there.
 */
export const FRESH_DATABASE_TIMEOUT_MS = 300_000;
