import { describe, expect, it } from "vitest";
import { medianByRatio, parseWrk } from "./wrk.ts";
import { REFERENCE_PAGE_BYTES, referencePage } from "./reference.ts";

describe("the reference page S serves", () => {
  it("is 60 KB whatever the size of the page it is made from", () => {
    for (const size of [0, 1_000, REFERENCE_PAGE_BYTES - 3, REFERENCE_PAGE_BYTES, 93_374])
      expect(referencePage("<p>".padEnd(size, "x")).length).toBe(REFERENCE_PAGE_BYTES);
    expect(referencePage("<p>Front page</p>").subarray(0, 17).toString()).toBe("<p>Front page</p>");
  });
});

describe("parseWrk", () => {
  it("reads requests per second, p50, p99 and every kind of error", () => {
    const output = `Running 10s test @ http://127.0.0.1:1/
  Latency Distribution
     50%    3.10ms
     75%    4.00ms
     90%    5.20ms
     99%    1.20s
  Socket errors: connect 0, read 2, write 0, timeout 5
  Non-2xx or 3xx responses: 3
Requests/sec:  17922.41
`;
    expect(parseWrk(output)).toEqual({ rps: 17922.41, p50: 3.1, p99: 1200, errors: 10 });
  });
});

describe("medianByRatio", () => {
  const round = (rps: number, s: number) => ({ rps, s, p50: 1, p99: 2, errors: 0 });

  it("keeps the round whose ratio to its own S is the median, not the median throughput", () => {
    // By throughput alone the median round is 600 req/s (0.010 S); against their own S the rounds
    // are 0.0125, 0.010 and 0.011.
    const rounds = [round(500, 40_000), round(600, 60_000), round(660, 60_000)];
    expect(medianByRatio(rounds)).toEqual(round(660, 60_000));
    expect(medianByRatio([round(560, 40_000), round(600, 60_000), round(550, 50_000)])).toEqual(
      round(550, 50_000),
    );
  });

  it("refuses an empty list", () => {
    expect(() => medianByRatio([])).toThrow("no rounds");
  });
});
