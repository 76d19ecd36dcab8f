import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { answerMissing } from "./missing.ts";
import { createRouteMatcher } from "./route-match.ts";

const page = { default: () => null, loader: () => null };
const fn = () => null;
const build = {
  routes: {
    root: { id: "root", path: "", module: page },
    comments: { id: "comments", parentId: "root", path: "api/comments", module: { action: fn } },
    feed: { id: "feed", parentId: "root", path: "feeds/:file", module: { loader: fn } },
    "not-found": { id: "not-found", parentId: "root", path: "*", module: page },
  },
} as unknown as ServerBuild;

const app = new Hono();
app.use(answerMissing(createRouteMatcher(build)));
app.all("*", (c) => c.html("<p>the app</p>"));

it.each([
  ["/api/nope", 404, "application/json", '{"ok":false,"error":"There is no such endpoint."}'],
  ["/assets/nope-1a2b.js", 404, "text/plain; charset=utf-8", "Not found\n"],
  ["/feeds/politics/old.xml", 404, "text/plain; charset=utf-8", "No such feed\n"],
])("answers %s, which no route of its family takes, %i as %s", async (path, status, type, body) => {
  const answer = await app.request(path);
  expect([answer.status, answer.headers.get("content-type"), await answer.text()]).toEqual([
    status,
    type,
    body,
  ]);
});

it.each(["/api/comments", "/feeds/gossip.xml", "/nope.xml", "/no-such-page"])(
  "leaves %s to the app: a route of its own, or the site's 404 page",
  async (path) => {
    expect(await (await app.request(path)).text()).toBe("<p>the app</p>");
  },
);
