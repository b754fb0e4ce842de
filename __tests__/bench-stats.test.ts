/**
 * @jest-environment node
 */
import { median, medianInterval, ratioInterval, verdict } from "../scripts/bench-stats.mjs";

describe("the benchmarks' statistic", () => {
  test("the median of an even count is the mean of the middle two", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });

  test("clearly faster runs PASS, clearly slower ones FAIL", () => {
    const theirs = [200, 210, 190, 205, 195, 220, 185, 200, 215];
    const faster = theirs.map((value) => value * 0.6);
    const slower = theirs.map((value) => value * 1.5);
    expect(verdict(ratioInterval(faster, theirs))).toBe("PASS");
    expect(verdict(ratioInterval(slower, theirs))).toBe("FAIL");
    expect(ratioInterval(faster, theirs).ratio).toBeCloseTo(0.6);
  });

  test("a difference inside the noise is a tie, not a verdict", () => {
    // The same spread on both sides, ours 5% higher at the median: the runs cannot tell.
    const theirs = [63, 202, 120, 90, 150, 75, 180, 110, 140];
    const ours = theirs.map((value) => value * 1.05);
    const interval = ratioInterval(ours, theirs);
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(1);
    expect(verdict(interval)).toBe("tie");
  });

  test("one set of runs always gives one interval", () => {
    const runs = [1.2, 1.5, 1.1, 1.9, 1.3, 1.4, 1.6, 1.2, 1.7];
    expect(ratioInterval(runs, [...runs].reverse())).toEqual(ratioInterval(runs, [...runs].reverse()));
  });

  test("an absolute limit is judged on the median's interval", () => {
    expect(verdict(medianInterval([1.8, 1.9, 2.0, 2.1, 1.95, 1.85, 2.05, 1.9, 2.0]), 2.5)).toBe("PASS");
    expect(verdict(medianInterval([2.8, 2.9, 3.0, 3.1, 2.95, 2.85, 3.05, 2.9, 3.0]), 2.5)).toBe("FAIL");
    expect(verdict(medianInterval([2.2, 2.7, 2.4, 2.6, 2.3, 2.8, 2.5, 2.45, 2.55]), 2.5)).toBe("tie");
  });
});
