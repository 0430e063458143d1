/** SPEC sections 3 and 9: a seller's level; a new seller starts normal, a ban sets -1 and unbanning sets 1 again. */
export const SELLER_LEVEL = { normal: 1, banned: -1 } as const;
