import { z } from 'zod';
import { accountTexts } from './account-texts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX_LENGTH } from './limits';
import { opaqueText, requiredText } from './text';

/** SPEC section 4: pending on sign-up, confirmed on the first successful sign-in. */
export const userStatuses = ['pending', 'confirmed'] as const;

const email = z.email('Please enter a valid email address.');
const newPassword = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: requiredText({
    required: 'Please enter your full name.',
    max: PERSON_NAME_MAX_LENGTH,
    tooLong: 'Name is too long.',
  }),
  email,
  password: newPassword,
});
export type SignUp = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: opaqueText({
    required: 'This reset link is incomplete. Open the link from the email again.',
    max: 500,
  }),
  newPassword,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The reset form: both fields required and equal (SPEC section 5). */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'Please enter a new password.'),
    retype: z.string().min(1, 'Please retype the new password.'),
  })
  .refine((form) => form.password === form.retype, {
    message: accountTexts.passwordMismatch,
    path: ['retype'],
  });

/** The signed-in person and the roles the server resolved for them (SPEC section 6). */
export const meSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  isAdmin: z.boolean(),
  seller: z.enum(['none', 'active', 'banned']),
});
export type Me = z.infer<typeof meSchema>;

/** A mail of the development outbox. */
const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const devMailListSchema = z.array(devMailSchema);
export type DevMail = z.infer<typeof devMailSchema>;
/** GET /api/dev/mail?to=: the outbox, or only the mails to one address. */
export const devMailQuerySchema = z.object({ to: z.email().optional() });
