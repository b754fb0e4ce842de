/** Types of scripts/bench-stats.mjs, for its unit test. */
export interface Interval {
  low: number;
  high: number;
}
interface Options {
  level?: number;
  iterations?: number;
  seed?: number;
}
export declare function median(values: readonly number[]): number;
export declare function ratioInterval(
  ours: readonly number[],
  theirs: readonly number[],
  options?: Options,
): Interval & { ratio: number };
export declare function medianInterval(values: readonly number[], options?: Options): Interval & { value: number };
export declare function verdict(interval: Interval, limit?: number): "PASS" | "FAIL" | "tie";
export declare function withInterval(value: number, low: number, high: number, digits?: number): string;
