import type { ServerBuild } from "react-router";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPageKeys } from "./page-keys.ts";
import { createRouteMatcher } from "./route-match.ts";

const page = { default: () => null, loader: () => null };
const build = {
  routes: {
    root: { id: "root", path: "", module: page },
    home: { id: "home", parentId: "root", index: true, module: page },
    article: {
      id: "article",
      parentId: "root",
      path: "article/:slug",
      module: { ...page, queryParams: ["comments"] },
    },
    politics: {
      id: "politics",
      parentId: "root",
      path: "politics",
      module: { ...page, queryParams: ["q", "date", "page"] },
    },
    "not-found": { id: "not-found", parentId: "root", path: "*", module: page },
  },
} as unknown as ServerBuild;

const keys = createPageKeys(createRouteMatcher(build));
const key = (target: string) => keys.ofUrl(new URL(target, "http://news.example.org"));

describe("the address a page is cached under", () => {
  it.each([
    ["/article/a?utm_source=x&utm_medium=y&fbclid=123", "/article/a"],
    ["/?gclid=1&mc_cid=2&ref=3", "/"],
    ["/article/a?comments=40&fbclid=9", "/article/a?comments=40"],
    [
      "/politics?page=2&utm_campaign=z&q=flood%20relief&date=2026-11-01",
      "/politics?q=flood+relief&date=2026-11-01&page=2",
    ],
    ["/politics?q=a&q=b", "/politics?q=a"],
    ["/politics?q=", "/politics?q="],
    ["/no/such/page?q=x", "/no/such/page"],
  ])("keeps of %s only what its routes read: %s", (target, expected) => {
    expect(key(target)).toBe(expected);
  });

  it("keeps what React Router reads of a data request and of the manifest request", () => {
    expect(key("/politics.data?_routes=routes%2Fpolitics&q=x&utm_source=y")).toBe(
      "/politics.data?q=x&_routes=routes%2Fpolitics",
    );
    expect(key("/__manifest?paths=%2Fpolitics&version=abc&fbclid=1")).toBe(
      "/__manifest?paths=%2Fpolitics&version=abc",
    );
  });

  it("reads a request target as it came to the address its URL gives, or leaves it to the URL parser", () => {
    for (const target of [
      "/article/a?utm_source=x&fbclid=IwAR3x_Y-z",
      "/politics?page=2&gclid=1&q=council&q=other",
      "/politics?q=flood%20relief&utm_medium=email",
      "/politics?q=a+b",
      "/politics.data?_routes=routes%2Fpolitics&fbclid=1",
      "/article/a?comments",
      "/",
      "/?",
    ])
      expect(keys.ofTarget(target), target).toBe(key(target));
    expect(keys.ofTarget("/article/./a?x=1")).toBeNull();
    expect(keys.ofTarget("//article/a?x=1")).toBe("//article/a");
  });

  it("gives any target the address its URL gives, or none", () => {
    const part = fc.stringMatching(/^[A-Za-z0-9%+._~*=&/#-]{0,12}$/);
    const name = fc.constantFrom("q", "page", "date", "comments", "utm_source", "fbclid", "_routes", "%71");
    const target = fc
      .tuple(
        fc.constantFrom(
          "/",
          "/politics",
          "/politics/",
          "/article/a",
          "/politics.data",
          "/article/%61",
          "/a/../politics",
        ),
        fc.array(fc.tuple(name, part), { maxLength: 5 }),
      )
      .map(([path, params]) =>
        params.length ? `${path}?${params.map(([n, v]) => `${n}=${v}`).join("&")}` : path,
      );
    fc.assert(
      fc.property(target, (t) => {
        const fast = keys.ofTarget(t);
        const url = URL.parse(`http://page${t}`)!;
        expect(fast === null || fast === keys.ofUrl(url)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
