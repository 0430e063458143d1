export const projectRoot: string;
export const stampFile: string;
export function isBuildStale(): boolean;
