import { z } from 'zod';

export const signInSchema = z.object({
  email: z.email('Please enter a valid email address.'),
  password: z.string().min(1, 'Please enter your password.'),
});
export type SignIn = z.infer<typeof signInSchema>;

/** The signed-in person and the roles the server resolved for them (SPEC section 6). */
export const meSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  isAdmin: z.boolean(),
  seller: z.enum(['none', 'active', 'banned']),
});
export type Me = z.infer<typeof meSchema>;
