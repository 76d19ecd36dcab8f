import { describe, expect, it } from "vitest";
import { asksForLight, lightKey, readingCookie } from "./reading-mode.ts";

describe("the reading mode for slow networks", () => {
  it("is asked for by Save-Data: on, or by the reader's cookie under either name", () => {
    expect(asksForLight("on", undefined)).toBe(true);
    expect(asksForLight(" On ", null)).toBe(true);
    expect(asksForLight("off", "bt_session=x")).toBe(false);
    expect(asksForLight(undefined, "a=1; bt_reading=light")).toBe(true);
    expect(asksForLight(undefined, "__Host-bt_reading=light; b=2")).toBe(true);
    expect(asksForLight(undefined, "bt_reading=lighter")).toBe(false);
    expect(asksForLight(undefined, "xbt_reading=light")).toBe(false);
  });

  it("keeps the light page under the same path, so that its tags are the page's", () => {
    expect(lightKey("/politics")).toBe("/politics?~light");
    expect(lightKey("/search?q=x")).toBe("/search?q=x&~light");
  });

  it("keeps the reader's choice a year, and forgets it for full pages", () => {
    const request = new Request("https://example.org/reading", { method: "POST" });
    expect(readingCookie(request, true)).toBe(
      "__Host-bt_reading=light; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure",
    );
    expect(readingCookie(request, false)).toMatch(/^__Host-bt_reading=; Path=\/; Max-Age=0;/);
  });
});
