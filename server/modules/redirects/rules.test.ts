import { describe, expect, it } from "vitest";
import { testOwnsPath } from "../../../tests/helpers/owns-path.ts";
import {
  createRuleSet,
  follow,
  loopThrough,
  parseFrom,
  parseTo,
  shadows,
  targetOf,
  type Rule,
} from "./rules.ts";

const owns = testOwnsPath();
let n = 0;
const rule = (from: string, to: string, status = 301): Rule => ({
  id: String(++n),
  ...parseFrom(from),
  to: parseTo(to, from.endsWith("/*")),
  status,
});

describe("a redirect's 'From' and 'To'", () => {
  it("keeps a path without its trailing slash, and a prefix by its base", () => {
    expect(parseFrom("/old-page/")).toEqual({ fromPath: "/old-page", prefix: false });
    expect(parseFrom(" /old-blog/* ")).toEqual({ fromPath: "/old-blog", prefix: true });
    expect(parseFrom("/café")).toEqual({ fromPath: "/caf%C3%A9", prefix: false });
  });

  it("refuses a 'From' that is not a path of this site", () => {
    for (const from of ["old", "//evil.example/x", "https://x.example/a", "/a?b=1", "/a/*/b", "/a b"])
      expect(() => parseFrom(from), from).toThrow(/'From'|'\*'/);
  });

  it("takes a path or a public address, and refuses a private one", () => {
    expect(parseTo("/new?x=1", false)).toBe("/new?x=1");
    expect(parseTo("https://example.org/story", false)).toBe("https://example.org/story");
    for (const to of [
      "http://127.0.0.1/admin",
      "http://10.0.0.5/",
      "http://localhost:3000/",
      "http://[::1]/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest",
      "http://intranet/",
    ])
      expect(() => parseTo(to, false), to).toThrow(/private address/);
    for (const to of [
      "javascript:alert(1)",
      "ftp://example.org/",
      "//example.org/x",
      "https://u:p@example.org/",
    ])
      expect(() => parseTo(to, false), to).toThrow(/'To' must be/);
    expect(() => parseTo("/news/*", false)).toThrow(/Only a prefix/);
  });
});

describe("which redirect answers an address", () => {
  const rules = createRuleSet([
    rule("/old-blog/*", "/news/*"),
    rule("/old-blog/special", "/about"),
    rule("/old-blog/archive/*", "https://archive.example.org/"),
  ]);

  it("takes the exact address first, then the longest prefix", () => {
    expect(rules.match("/old-blog/special/")?.to).toBe("/about");
    expect(rules.match("/old-blog/archive/2019/x")?.to).toBe("https://archive.example.org/");
    expect(rules.match("/old-blog/2024/x")?.to).toBe("/news/*");
    expect(rules.match("/old-blog")?.to).toBe("/news/*");
    expect(rules.match("/old-blogger")).toBeUndefined();
  });

  it("keeps the rest of the address for '/*' and the request's query unless the target has one", () => {
    const prefix = rules.match("/old-blog/2024/x")!;
    expect(targetOf(prefix, "/old-blog/2024/x/", "?ref=a")).toBe("/news/2024/x?ref=a");
    expect(targetOf(prefix, "/old-blog")).toBe("/news");
    const whole = rule("/gone/*", "/about?from=gone");
    expect(targetOf(whole, "/gone/a/b", "?ref=a")).toBe("/about?from=gone");
  });
});

describe("loops and shadowing", () => {
  it("finds a loop between two addresses, and through prefixes", () => {
    const b = rule("/b", "/a");
    expect(loopThrough(createRuleSet([rule("/a", "/b"), b]), owns, b)).toBe("/b → /a → /b");
    const back = rule("/y/*", "/x/*");
    expect(loopThrough(createRuleSet([rule("/x/*", "/y/*"), back]), owns, back)).toMatch(/^\/y → \/x → \/y$/);
    const self = rule("/a", "/a/");
    expect(loopThrough(createRuleSet([self]), owns, self)).toBe("/a → /a");
    const growing = rule("/p/*", "/p/q/*");
    expect(loopThrough(createRuleSet([growing]), owns, growing)).toMatch(/^\/p → \/p\/q → /);
  });

  it("finds no loop where a chain ends at a page of ours or another site", () => {
    const rules = [rule("/a", "/b"), rule("/b", "/politics"), rule("/c", "https://example.org/a")];
    for (const r of rules) expect(loopThrough(createRuleSet(rules), owns, r)).toBeNull();
    expect(follow(createRuleSet(rules), owns, "/a")).toMatchObject({ end: "/politics", loop: false });
  });

  it("says when 'From' is an address a route of ours serves", () => {
    for (const from of [
      "/about",
      "/politics",
      "/article/some-story",
      "/admin",
      "/api/x",
      "/",
      "/article/*",
      "/*",
    ])
      expect(shadows(owns, parseFrom(from)), from).toBe(true);
    for (const from of ["/2024/10/14/story", "/old-blog/*", "/article"])
      expect(shadows(owns, parseFrom(from)), from).toBe(false);
  });
});
