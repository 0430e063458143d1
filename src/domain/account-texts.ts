/** SPEC section 8's texts of signing up and resetting a password. */
export const accountTexts = {
  signUpSuccess: 'Sign up successful! Please check your email to confirm your account.',
  passwordMismatch: 'Passwords do not match.',
  resetSuccess: 'Password reset successful! Redirecting to login...',
} as const;
