import { isImageSizeAllowed, isImageType } from '../../../../domain/image-files';
import { imageTexts } from '../../../../domain/image-texts';
import type { SellerImage } from '../../../../domain/seller-product';

/** A picture of the form's strip: one already stored, or a file picked and not uploaded yet. */
export type StripItem =
  | { kind: 'saved'; id: string; image: SellerImage }
  | { kind: 'new'; id: string; file: File; preview: string };

let counter = 0;
const nextId = () => `strip-${++counter}`;

export const savedItem = (image: SellerImage): StripItem => ({ kind: 'saved', id: nextId(), image });
export const newItem = (file: File, preview: string): StripItem => ({
  kind: 'new',
  id: nextId(),
  file,
  preview,
});

/** The list with the item at `from` moved to `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** SPEC section 8's refusal for a picked file, or null when it may be uploaded; the server checks the bytes. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!isImageType(file.type)) return imageTexts.invalidType;
  if (!isImageSizeAllowed(file.size)) return imageTexts.tooLarge;
  return null;
}
