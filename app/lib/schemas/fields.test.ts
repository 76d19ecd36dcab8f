import { describe, expect, it } from "vitest";
import { isImageAddress, parseTags, tags } from "./fields.ts";

describe("image addresses", () => {
  it("accept http(s) addresses and the site's own uploads and images", () => {
    for (const url of [
      "https://images.example.org/a.jpg?w=800",
      "http://example.org/a.png",
      "/uploads/2025/07/abc_def-1.webp",
      "/images/demo/river-town.svg",
    ])
      expect(isImageAddress(url), url).toBe(true);
  });

  it("refuse every other scheme, another site's path trick, and paths that climb out", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:image/png;base64,AAAA",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "/admin/logout",
      "/uploads/../admin",
      "/uploads/..%2fadmin",
      "/uploads//evil.example/a.png",
      "uploads/a.png",
      "https://",
      " https://example.org/a.png",
      "ftp://example.org/a.png",
    ])
      expect(isImageAddress(url), url).toBe(false);
  });
});

describe("tags", () => {
  it("split on commas, trimmed, blanks and repeats (whatever their case) dropped", () => {
    expect(parseTags(" rain ,Hills,, RAIN ,  monsoon   season ")).toEqual([
      "rain",
      "Hills",
      "monsoon season",
    ]);
    expect(parseTags("")).toEqual([]);
    expect(tags.parse(undefined)).toEqual([]);
  });

  it("are at most 20, of at most 40 characters each", () => {
    expect(tags.safeParse(Array.from({ length: 20 }, (_, i) => `t${i}`).join(",")).success).toBe(true);
    expect(tags.safeParse(Array.from({ length: 21 }, (_, i) => `t${i}`).join(",")).success).toBe(false);
    expect(tags.safeParse("x".repeat(41)).success).toBe(false);
  });
});
