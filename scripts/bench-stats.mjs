// The benchmarks' statistic (docs/performance.md, "How a target is judged"): the median of each
// side's runs, and a bootstrap interval of the ratio of the medians, so that a verdict says
// PASS or FAIL only when the measurement can tell, and "tie" when it cannot. No imports: the
// benchmarks and their unit test (__tests__/bench-stats.test.ts) share it as it is.

export const median = (values) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A small seeded generator (mulberry32), so that one set of runs always gives one interval. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const resample = (values, next) => values.map(() => values[Math.floor(next() * values.length)]);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];

/**
 * The median of `ours` over the median of `theirs`, with its percentile bootstrap interval: each
 * side's runs resampled with replacement `iterations` times, independently (the sites were loaded
 * alternately, not in pairs). A zero median on their side gives Infinity, or 1 when both are zero.
 */
export function ratioInterval(ours, theirs, { level = 0.9, iterations = 4000, seed = 1 } = {}) {
  if (ours.length === 0 || theirs.length === 0) throw new Error("a ratio needs runs on both sides");
  const divide = (a, b) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
  const next = random(seed);
  const ratios = Array.from({ length: iterations }, () =>
    divide(median(resample(ours, next)), median(resample(theirs, next))),
  ).sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return { ratio: divide(median(ours), median(theirs)), low: quantile(ratios, tail), high: quantile(ratios, 1 - tail) };
}

/** The median of `values` with its bootstrap interval, for an absolute limit. */
export function medianInterval(values, { level = 0.9, iterations = 4000, seed = 1 } = {}) {
  if (values.length === 0) throw new Error("an interval needs runs");
  const next = random(seed);
  const medians = Array.from({ length: iterations }, () => median(resample(values, next))).sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return { value: median(values), low: quantile(medians, tail), high: quantile(medians, 1 - tail) };
}

/**
 * At most `limit`: PASS when the whole interval is at or below it, FAIL when the whole interval is
 * above it, and "tie" when it straddles the limit (the runs cannot tell).
 */
export function verdict({ low, high }, limit = 1) {
  if (high <= limit) return "PASS";
  if (low > limit) return "FAIL";
  return "tie";
}

/** "0.82 (0.74–0.91)": a ratio or a value with its interval, for the tables. */
export function withInterval(value, low, high, digits = 2) {
  const show = (number) => (Number.isFinite(number) ? number.toFixed(digits) : "inf");
  return `${show(value)} (${show(low)}–${show(high)})`;
}
