/** The texts of applying to sell. */
export const sellerApplicationTexts = {
  sent: 'Your application has been sent. An administrator will review it soon.',
  pending: 'Your seller application is waiting for approval.',
} as const;
