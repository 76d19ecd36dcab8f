import { Hono } from "hono";
import { expect, it } from "vitest";
import { dataEtags } from "./data-etags.ts";

const app = new Hono();
app.use("*", dataEtags());
app.get("*", (c) => c.text(`the same body for ${c.req.path}`));

it("tags feeds and navigation data, and answers 304 to their ETag", async () => {
  for (const path of ["/rss.xml", "/feeds/politics.xml", "/article/a-story.data", "/robots.txt"]) {
    const tag = (await app.request(path)).headers.get("etag");
    expect(tag, path).toMatch(/^W\/"/);
    expect((await app.request(path, { headers: { "If-None-Match": tag! } })).status, path).toBe(304);
  }
});

it("leaves a page's HTML untagged: its nonce makes every copy different", async () => {
  for (const path of ["/", "/article/a-story", "/politics", "/admin/dashboard"])
    expect((await app.request(path)).headers.get("etag"), path).toBeNull();
});
