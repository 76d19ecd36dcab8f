import path from "node:path";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../tests/helpers/factories.ts";
import { MOVING_IN, oldSiteForFile } from "../../tests/helpers/moving-in.ts";
import { testOwnsPath, testRouteMatcher } from "../../tests/helpers/owns-path.ts";
import { describeEachEngine } from "../../tests/helpers/test-db.ts";
import { articles, redirects } from "../db/schema.ts";
import { oldLinks } from "./old-links.ts";
import { readCategoryMap } from "../modules/moving-in/categories.ts";
import { createHitCounter } from "../modules/redirects/hits.ts";
import { listOldAddresses } from "../modules/redirects/old-addresses.ts";
import { addRedirect, listRedirects, removeRedirect, testRedirect } from "../modules/redirects/manage.ts";
import { createSharedValues } from "./shared-values.ts";
import { createRuleSet } from "../modules/redirects/rules.ts";
import { loadRules } from "../modules/redirects/store.ts";

const oldSite = oldSiteForFile();
const editor = actor("editor");
const owns = testOwnsPath();

describeEachEngine("redirects in the request path", ({ db }) => {
  const app = (hits = createHitCounter(db())) => {
    const hono = new Hono();
    const rules = async () => createRuleSet(await loadRules(db()));
    hono.use("*", oldLinks(db(), testRouteMatcher(), { rules, hits }));
    hono.all("*", (c) => c.text("the app", 404));
    return hono;
  };

  it("answer 301 with the new address where it differs, count the old addresses' hits, and the Redirects page lists and tests them", async () => {
    await oldSite.importFixture(db(), "wordpress.xml", {
      categoryMap: readCategoryMap(path.join(MOVING_IN, "categories.json")),
      uploadsDir: path.join(MOVING_IN, "uploads"),
      dryRun: false,
    });
    const [flood] = await db()
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.title, "Flood walls hold in Silchar"));
    const article = `/article/${flood!.slug}`;
    const hits = createHitCounter(db(), { flushMs: 60_000 });
    for (const [address, to] of [
      ["/about/", "/about"],
      ["/?page_id=201", "/about"],
      ["/2026/10/14/flood-walls-hold/", article],
      ["/2026/10/14/flood-walls-hold", article],
      ["/?p=101", article],
      [`${article}/`, article],
    ]) {
      const answer = await app(hits).request(address!);
      expect([answer.status, answer.headers.get("location")], address).toEqual([301, to]);
    }
    // Counted as the editors' redirects are: in memory, then one statement. ('/about/' is our page's
    // address with a slash, not an old address.)
    expect((await listOldAddresses(db(), editor, {})).rows.every((r) => r.hits === 0)).toBe(true);
    await hits.flush();
    const listed = await listOldAddresses(db(), editor, {});
    expect(listed.rows[0]).toMatchObject({
      path: "/2026/10/14/flood-walls-hold",
      to: article,
      title: "Flood walls hold in Silchar",
      hits: 2,
    });
    expect(listed.rows.find((r) => r.path === "/?p=101")).toMatchObject({ hits: 1, to: article });
    expect(listed.rows.find((r) => r.path === "/?page_id=201")).toMatchObject({ hits: 1, to: "/about" });
    expect(listed.more).toBe(false);
    const found = await listOldAddresses(db(), editor, { q: "PAGE_id" });
    expect(found.rows.map((r) => r.path)).toEqual(["/?page_id=201"]);
    // '_' is itself, not any character ('/?p=101' has 'p=1').
    expect((await listOldAddresses(db(), editor, { q: "p_1" })).rows).toEqual([]);
    await expect(listOldAddresses(db(), actor("contributor"), {})).rejects.toMatchObject({ status: 403 });
    expect(await testRedirect(db(), editor, { path: "/2026/10/14/flood-walls-hold/" }, owns)).toMatchObject({
      steps: [{ from: "an imported old address", to: article, status: 301 }],
      end: article,
    });
    // An editor's redirect from an old address takes its place.
    await addRedirect(
      db(),
      editor,
      { from: "/2026/10/14/flood-walls-hold", to: "/politics", status: "302" },
      owns,
    );
    const answer = await app().request("/2026/10/14/flood-walls-hold/");
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/politics"]);
  });

  it("answer before the not-found page only, count their hits in batches, and stop when removed", async () => {
    await db().delete(redirects);
    await addRedirect(db(), editor, { from: "/old-blog/*", to: "/news/*", status: "301" }, owns);
    await addRedirect(db(), editor, { from: "/tip", to: "https://example.org/tips", status: "302" }, owns);
    const shared = createSharedValues();
    const hits = createHitCounter(db(), { flushMs: 60_000 });
    const hono = new Hono();
    const rules = () => shared.get("redirects", async () => createRuleSet(await loadRules(db())));
    hono.use("*", oldLinks(db(), testRouteMatcher(), { rules, hits }));
    hono.all("*", (c) => c.text("the app", 404));
    for (let i = 0; i < 3; i++) {
      const answer = await hono.request("/old-blog/2024/05/story/?ref=x");
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/news/2024/05/story?ref=x");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
    }
    const tip = await hono.request("/tip");
    expect([tip.status, tip.headers.get("location"), tip.headers.get("cache-control")]).toEqual([
      302,
      "https://example.org/tips",
      "no-store",
    ]);
    expect((await hono.request("/politics")).status).toBe(404);
    // Counted in memory until the batch is written: one statement for both rules.
    expect((await listRedirects(db(), editor)).map((r) => r.hits)).toEqual([0, 0]);
    await hits.flush();
    const listed = await listRedirects(db(), editor);
    expect(listed.map((r) => [r.from, r.hits])).toEqual([
      ["/old-blog/*", 3],
      ["/tip", 1],
    ]);
    expect(listed[0]!.lastHitAt).toBeInstanceOf(Date);
    await removeRedirect(db(), editor, listed[1]!.id);
    expect((await hono.request("/tip")).status).toBe(302);
    shared.apply("everything");
    expect((await hono.request("/tip")).status).toBe(404);
  });

  it("are counted as the server stops: what was pending, and each hit of a request it still finishes", async () => {
    await db().delete(redirects);
    await addRedirect(db(), editor, { from: "/stop-test", to: "/about", status: "301" }, owns);
    const [rule] = await listRedirects(db(), editor);
    const stop = new AbortController();
    const hits = createHitCounter(db(), { flushMs: 60_000, stop: stop.signal });
    hits.hit(rule!.id);
    stop.abort();
    hits.hit(rule!.id);
    await expect.poll(async () => (await listRedirects(db(), editor))[0]!.hits, { timeout: 5000 }).toBe(2);
  });
});
