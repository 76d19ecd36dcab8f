import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk.ts";
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
