/** SPEC section 8's texts of signing in, signing up and resetting a password. */
export const accountTexts = {
  signInFailed: (message: string) => `Sign in failed: ${message}`,
  accountNotFound: 'No account found with this email.',
  emailNotVerified: 'Please confirm your email before signing in.',
  signUpFailed: (message: string) => `Sign up failed: ${message}`,
  signUpSuccess: 'Sign up successful! Please check your email to confirm your account.',
  passwordMismatch: 'Passwords do not match.',
  resetFailed: (message: string) => `Error: ${message}`,
  resetSuccess: 'Password reset successful! Redirecting to login...',
} as const;
