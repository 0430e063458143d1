/** The development outbox's texts. */
export const devMailTexts = {
  unavailable: 'The mail outbox is not available on this server.',
} as const;
