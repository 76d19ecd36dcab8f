import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { isAppPath } from "./portal-handle.ts";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Every page route (a module with a component: .tsx), with whether its handle, or a parent's, makes it
 * the React app. */
function pages(entries: RouteEntry[], parent = "", parentApp = false): { path: string; app: boolean }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent || "/";
    const source = fs.readFileSync(path.join("app", entry.file), "utf8");
    const app = parentApp || /export const handle = \{ (app|portal): true \}/.test(source);
    const own = entry.file.endsWith(".tsx") ? [{ path: full, app }] : [];
    return [...own, ...pages(entry.children ?? [], full, app)];
  });
}

describe("the pages that run as the React app (decision 0063)", () => {
  it("are the routes whose handle says so, and no other, by their addresses too", () => {
    const found = pages(routes as RouteEntry[]);
    expect(found.filter((page) => page.app).length).toBeGreaterThan(10);
    for (const page of found) {
      const address = page.path.replace(/:[\w]+/g, "x").replace("*", "no-such-page");
      expect(isAppPath(address), page.path).toBe(page.app);
      expect(isAppPath(`${address}?q=1`), page.path).toBe(page.app);
    }
  });
});
