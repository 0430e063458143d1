/** True when `error` (or what it wraps, as Drizzle does) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error || isRecord(current); ) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (record.code === '23505')
      return record.constraint === constraint || String(record.message ?? '').includes(constraint);
    current = record.cause;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
