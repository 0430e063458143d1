import { z } from 'zod';
import { idParamSchema } from './ids';
import { productCardSchema } from './product';

export const savedItemParamsSchema = z.object({ productId: idParamSchema });

/** A saved item as /saved shows it: its card now, and what it cost when it was saved. */
export const savedItemSchema = productCardSchema.extend({
  savedPrice: z.number().int(),
  savedAt: z.iso.datetime(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

/** The person's saved items they may still see, the latest saved first. */
export const savedItemsSchema = z.object({ items: z.array(savedItemSchema) });
export type SavedItems = z.infer<typeof savedItemsSchema>;

/** The answer of a save or an unsave: whether the item is saved now. */
export const savedStateSchema = z.object({ productId: z.number().int(), saved: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;

/** How much cheaper an item is now than when it was saved; 0 when it is not. */
export const priceDrop = (item: Pick<SavedItem, 'price' | 'savedPrice'>): number =>
  Math.max(0, item.savedPrice - item.price);
