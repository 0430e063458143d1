/** SPEC section 8's texts of applying to sell, apart from the schemas: the web shows them without loading zod. */
export const sellerApplicationSentText =
  'Your application has been sent. An administrator will review it soon.';
export const sellerApplicationPendingText = 'Your seller application is waiting for approval.';
