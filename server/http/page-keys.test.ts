import type { ServerBuild } from "react-router";
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

const keyOf = createPageKeys(createRouteMatcher(build));
const key = (target: string) => keyOf(new URL(target, "http://news.example.org"));

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
});
