import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { keepRetryAfter, withRetryAfter } from "./route-headers.ts";

const headersOf = (args: Partial<Record<"parent" | "action" | "loader" | "error", HeadersInit>>) =>
  new Headers(
    keepRetryAfter({
      parentHeaders: new Headers(args.parent),
      actionHeaders: new Headers(args.action),
      loaderHeaders: new Headers(args.loader),
      errorHeaders: args.error ? new Headers(args.error) : undefined,
    }),
  );

describe("the headers of a page's answer", () => {
  it("keep the Retry-After of a refused action, besides the parent's headers", () => {
    const headers = headersOf({
      parent: { "X-Parent": "1" },
      action: { "Retry-After": "42", "X-Other": "no" },
    });
    expect(headers.get("Retry-After")).toBe("42");
    expect(headers.get("X-Parent")).toBe("1");
    expect(headers.get("X-Other")).toBeNull();
  });

  it("add nothing when no answer says when to come back", () => {
    expect([...headersOf({ parent: { "X-Parent": "1" }, loader: { "X-Loader": "1" } }).keys()]).toEqual([
      "x-parent",
    ]);
  });

  it("are given to every route module without `headers` of its own, and only to those", () => {
    const own = () => ({});
    const build = {
      routes: {
        root: { id: "root", module: { default: () => null } },
        page: { id: "page", parentId: "root", module: { action: () => null, headers: own } },
      },
    } as unknown as ServerBuild;
    const wrapped = withRetryAfter(build);
    expect(wrapped.routes.root!.module.headers).toBe(keepRetryAfter);
    expect(wrapped.routes.page!.module.headers).toBe(own);
    expect(wrapped.routes.page!.module.action).toBe(build.routes.page!.module.action);
    expect(build.routes.root!.module.headers).toBeUndefined();
  });
});
