import { z } from 'zod';

export const controlCharactersText = 'This text contains characters that are not allowed.';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. None belongs in what people
 * write, and PostgreSQL refuses NUL in text outright, which would fail the whole request.
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Spaces, and the characters that show nothing: zero-width space, non-joiner and joiner, word joiner,
 * byte-order mark, soft hyphen. Joiners inside a word matter (Bangla and emoji use them), so they are kept
 * there; only a text made of nothing else counts as blank.
 */
const invisibleOnly = /^[\s\u200b-\u200d\u2060\ufeff\u00ad]*$/;

export function isBlank(text: string): boolean {
  return invisibleOnly.test(text);
}

type TextRules = {
  /** Said when the text is missing or blank. */
  required: string;
  max: number;
  /** Said when the text is longer than `max`. */
  tooLong?: string;
};

/** What a person writes: trimmed, never blank (not even invisibly), no control characters, at most `max`. */
export function requiredText({ required, max, tooLong }: TextRules) {
  return z
    .string({ error: required })
    .trim()
    .refine((text) => !isBlank(text), required)
    .refine((text) => !hasControlCharacters(text), controlCharactersText)
    .max(max, tooLong ?? `At most ${max} characters, please.`);
}

/** Text that may be blank (it is then ''): trimmed, no control characters, at most `max`. */
export function optionalText({ max, tooLong }: Omit<TextRules, 'required'>) {
  return z
    .string()
    .trim()
    .refine((text) => !hasControlCharacters(text), controlCharactersText)
    .max(max, tooLong ?? `At most ${max} characters, please.`)
    .transform((text) => (isBlank(text) ? '' : text));
}

/** A token or key the client passes through (never shown): no control characters, at most `max`. */
export function opaqueText({ required, max }: Omit<TextRules, 'tooLong'>) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(max, required)
    .refine((text) => !hasControlCharacters(text), required);
}

/** The start of a text as one line of at most `max` characters, cut after a whole word and marked with '…'. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
