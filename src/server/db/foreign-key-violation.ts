/** True when `error` (or what it wraps, as Drizzle does) is a foreign key violation (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    const record = current as { code?: unknown; cause?: unknown };
    if (record.code === '23503') return true;
    current = record.cause;
  }
  return false;
}
