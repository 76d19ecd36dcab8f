import { describe, expect, it } from "vitest";
import { pagePolicy, policyHeader, sharedPagePolicy } from "./csp.ts";

describe("frame-src (decision 0075)", () => {
  it("is absent from a page without embeds: it frames nothing but itself", () => {
    expect(sharedPagePolicy(true, [])).not.toContain("frame-src");
  });

  it("lists exactly the providers of the page's embeds, on shared and single pages", () => {
    const frames = ["https://datawrapper.dwcdn.net", "https://www.youtube-nocookie.com"];
    expect(sharedPagePolicy(true, ["'sha256-x'"], frames)).toContain(
      "frame-src 'self' https://datawrapper.dwcdn.net https://www.youtube-nocookie.com;",
    );
    const single = policyHeader(pagePolicy(false, "abc", frames));
    expect(single).toContain("script-src 'self' 'nonce-abc'");
    expect(single).toContain(
      "frame-src 'self' https://datawrapper.dwcdn.net https://www.youtube-nocookie.com",
    );
  });
});
