/** SPEC section 8's texts of the messenger. */
export const messengerTexts = {
  sendFailed: (message: string) => `Failed to send message: ${message}`,
} as const;
