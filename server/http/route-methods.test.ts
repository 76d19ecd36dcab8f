import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteMatcher } from "./route-match.ts";
import { createMethodGuard } from "./route-methods.ts";

const page = { default: () => null, loader: () => null };
const fn = () => null;

/** The route modules of a small site, as a build lists them. */
const build = {
  routes: {
    root: { id: "root", path: "", module: page },
    about: { id: "about", parentId: "root", path: "about", module: page },
    contact: { id: "contact", parentId: "root", path: "contact", module: { ...page, action: fn } },
    api: { id: "api", parentId: "root", path: "api/comments", module: { action: fn } },
    feed: { id: "feed", parentId: "root", path: "rss.xml", module: { loader: fn } },
    portal: { id: "portal", parentId: "root", path: "admin/dashboard", module: { ...page, action: fn } },
    "portal-index": { id: "portal-index", parentId: "portal", index: true, module: { loader: fn } },
    settings: { id: "settings", parentId: "portal", path: "settings", module: { ...page, action: fn } },
    "not-found": { id: "not-found", parentId: "root", path: "*", module: page },
  },
} as unknown as ServerBuild;

const app = new Hono();
app.use(createMethodGuard(createRouteMatcher(build)));
app.all("*", (c) => c.text("handled"));

const ask = (method: string, path: string) => app.request(path, { method });

describe("the methods each route takes", () => {
  it.each([
    ["POST", "/about", "GET, HEAD, OPTIONS"],
    ["PUT", "/contact", "GET, HEAD, POST, OPTIONS"],
    ["DELETE", "/", "GET, HEAD, OPTIONS"],
    ["GET", "/api/comments", "POST, OPTIONS"],
    ["POST", "/rss.xml", "GET, HEAD, OPTIONS"],
    ["POST", "/healthz", "GET, HEAD, OPTIONS"],
    ["PATCH", "/admin/dashboard/settings", "GET, HEAD, POST, OPTIONS"],
  ])("refuses %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const response = await ask(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
  });

  it.each([
    ["GET", "/about"],
    ["HEAD", "/about"],
    ["POST", "/contact"],
    ["POST", "/contact.data"],
    ["POST", "/api/comments"],
    ["GET", "/rss.xml"],
    ["GET", "/no/such/page"],
    ["POST", "/admin/dashboard/settings"],
    ["POST", "/admin/dashboard.data"],
    ["GET", "/_root.data"],
  ])("lets %s %s through", async (method, path) => {
    expect((await ask(method, path)).status).toBe(200);
  });

  it("sends a page's form post with ?index to the index route, as React Router does", async () => {
    expect((await ask("POST", "/admin/dashboard.data?index")).status).toBe(405);
    // Without JavaScript the layout's URL reaches its index route, which is a resource route here.
    expect((await ask("POST", "/admin/dashboard")).status).toBe(405);
  });

  it("answers OPTIONS with 204 and the allowed methods", async () => {
    const response = await ask("OPTIONS", "/api/comments");
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
