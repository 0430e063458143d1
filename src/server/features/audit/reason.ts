/** An audit record's `reason`, when the administrator gave one (an empty one is none). */
export const withReason = (reason: string | undefined) => (reason ? { reason } : {});
