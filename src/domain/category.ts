import { z } from 'zod';

const subcategorySchema = z.object({ id: z.number().int(), name: z.string() });
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subcategories: z.array(subcategorySchema),
});
export const categoryListSchema = z.array(categorySchema);
export type Category = z.infer<typeof categorySchema>;
