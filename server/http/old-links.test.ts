import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { makeArticle } from "../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../tests/helpers/test-db.ts";
import { recordOldPaths } from "../modules/moving-in/old-paths.ts";
import { asksForOldId, oldLinks } from "./old-links.ts";
import { createRouteMatcher } from "./route-match.ts";
import { createHitCounter } from "../modules/redirects/hits.ts";
import { createRuleSet } from "../modules/redirects/rules.ts";

/** No editor's redirects: the old links alone. */
const none = (db: Db) => ({ rules: async () => createRuleSet([]), hits: createHitCounter(db) });
import type { Db } from "../db/client.ts";
import { staticPages } from "../db/schema.ts";

const page = { default: () => null, loader: () => null };

/** The route modules of a small site, as a build lists them: the home page, an article, not found. */
const build = {
  routes: {
    root: { id: "root", path: "", module: page },
    home: { id: "home", parentId: "root", index: true, module: page },
    article: { id: "article", parentId: "root", path: "article/:slug", module: page },
    about: { id: "routes/about", parentId: "root", path: "about", module: page },
    "not-found": { id: "not-found", parentId: "root", path: "*", module: page },
  },
} as unknown as ServerBuild;

it("tells the home page asked for a WordPress id from any other query", () => {
  expect(asksForOldId("/?p=101")).toBe(true);
  expect(asksForOldId("/?utm_source=x&page_id=7")).toBe(true);
  expect(asksForOldId("/?q=p=1")).toBe(false);
  expect(asksForOldId("/politics?p=1")).toBe(false);
});

/** A site whose database does not answer: every query fails as a refused connection does. */
const unreachable = new Proxy({} as Db, {
  get() {
    throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  },
});

it("leaves an unknown path to the app while the database does not answer", async () => {
  const hono = new Hono();
  hono.use("*", oldLinks(unreachable, createRouteMatcher(build), none(unreachable)));
  hono.all("*", (c) => c.text("the app", 404));
  for (const path of ["/2026/10/14/flood-walls-hold/", "/?p=101"])
    expect(await (await hono.request(path)).text(), path).toBe("the app");
});

describeEachEngine("old links of imported articles", ({ db }) => {
  const app = () => {
    const hono = new Hono();
    hono.use("*", oldLinks(db(), createRouteMatcher(build), none(db())));
    hono.all("*", (c) => c.text("the app", 404));
    return hono;
  };

  it("answer 301 with the article's address, for GET and HEAD, while it is published", async () => {
    const live = await makeArticle(db(), { title: "Flood walls hold", slug: "flood-walls-hold" });
    const draft = await makeArticle(db(), { title: "Notes", slug: "notes", publishedAt: null });
    await recordOldPaths(db(), { articleId: live.id }, ["/2026/10/14/flood-walls-hold/", "/?p=101"]);
    await recordOldPaths(db(), { articleId: draft.id }, ["/?p=103", "/notes-on-the-bridge/"]);
    for (const [method, path] of [
      ["GET", "/2026/10/14/flood-walls-hold/"],
      ["HEAD", "/2026/10/14/flood-walls-hold"],
      ["GET", "/?p=101"],
      ["GET", "/?p=101&utm_source=newsletter"],
    ] as const) {
      const answer = await app().request(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(301);
      expect(answer.headers.get("location")).toBe("/article/flood-walls-hold");
    }
    for (const path of ["/?p=103", "/notes-on-the-bridge/", "/?p=999", "/2026/10/14/other/"])
      expect((await app().request(path)).status, path).toBe(404);
  });

  it("of an imported page answer 301 with our page's address, and so does our page's with a slash", async () => {
    const [about] = await db()
      .select({ id: staticPages.id })
      .from(staticPages)
      .where(eq(staticPages.slug, "about"));
    await recordOldPaths(db(), { staticPageId: about!.id }, ["/about-us/", "/?page_id=201"]);
    for (const [method, path, to] of [
      ["GET", "/about/", "/about"],
      ["HEAD", "/about/?utm_source=newsletter", "/about?utm_source=newsletter"],
      ["GET", "/about-us/", "/about"],
      ["HEAD", "/about-us", "/about"],
      ["GET", "/?page_id=201", "/about"],
    ] as const) {
      const answer = await app().request(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(301);
      expect(answer.headers.get("location"), path).toBe(to);
    }
    expect(await (await app().request("/about")).text()).toBe("the app");
    for (const path of ["/?page_id=202", "/submit-a-tip/", "/about/team/"])
      expect((await app().request(path)).status, path).toBe(404);
  });

  it("leave every path a route serves to the app, without a look-up", async () => {
    const live = await makeArticle(db(), { title: "Article", slug: "taken" });
    await recordOldPaths(db(), { articleId: live.id }, ["/article/old-name"]);
    expect((await app().request("/article/old-name")).status).toBe(404);
    expect(await (await app().request("/")).text()).toBe("the app");
  });

  it("answer any address of ours with a trailing slash with a 301 to the address without it", async () => {
    for (const [path, to] of [
      ["/article/taken/", "/article/taken"],
      ["/article/anything//?ref=x", "/article/anything?ref=x"],
      ["/about/", "/about"],
    ] as const) {
      const answer = await app().request(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(to);
    }
  });
});
