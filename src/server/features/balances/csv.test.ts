import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('quote commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Commission on a meet-up, order #4')).toBe('"Commission on a meet-up, order #4"');
    expect(csvField('a "b" c')).toBe('"a ""b"" c"');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('plain')).toBe('plain');
  });

  it('keep text a spreadsheet would run from being a formula, and write numbers as they are', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-570)).toBe('-570');
    expect(csvField(null)).toBe('');
  });

  it('end each line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
