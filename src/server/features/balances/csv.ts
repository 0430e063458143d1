/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is led by an apostrophe (OWASP "CSV injection"); numbers
 * are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** One CSV line, ended by CRLF as RFC 4180 asks. */
export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
