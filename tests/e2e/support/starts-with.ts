/** A pattern for an element whose text begins with `text` (a chat bubble is its message, then its time). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** `startsWith` for each text, for a list of elements in order. */
export const eachStartsWith = (texts: string[]): RegExp[] => texts.map(startsWith);
