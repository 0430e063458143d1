export type BenchRow = Record<string, string | number>;
export type Bench = { name: string; run: () => Promise<BenchRow[]> };
