export function precompress(dir: string): void;
