import path from "node:path";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { MOVING_IN, oldSiteForFile } from "../../../tests/helpers/moving-in.ts";
import { testOwnsPath, testRouteMatcher } from "../../../tests/helpers/owns-path.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles } from "../../db/schema.ts";
import { oldLinks } from "../../http/old-links.ts";
import { readCategoryMap } from "../moving-in/categories.ts";
import { createHitCounter } from "./hits.ts";
import { addRedirect, testRedirect } from "./manage.ts";
import { createRuleSet } from "./rules.ts";
import { loadRules } from "./store.ts";

const oldSite = oldSiteForFile();
const editor = actor("editor");
const owns = testOwnsPath();

describeEachEngine("the old addresses of an import", ({ db }) => {
  const app = () => {
    const hono = new Hono();
    const rules = async () => createRuleSet(await loadRules(db()));
    hono.use("*", oldLinks(db(), testRouteMatcher(), { rules, hits: createHitCounter(db()) }));
    hono.all("*", (c) => c.text("the app", 404));
    return hono;
  };

  it("answer 301 with the new address where it differs, and the Redirects test names them", async () => {
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
    for (const [address, to] of [
      ["/about/", "/about"],
      ["/?page_id=201", "/about"],
      ["/2026/10/14/flood-walls-hold/", article],
      ["/2026/10/14/flood-walls-hold", article],
      ["/?p=101", article],
      [`${article}/`, article],
    ]) {
      const answer = await app().request(address!);
      expect([answer.status, answer.headers.get("location")], address).toEqual([301, to]);
    }
    expect(await testRedirect(db(), editor, { path: "/2026/10/14/flood-walls-hold/" }, owns)).toMatchObject({
      steps: [{ from: "an imported old address", to: article, status: 301 }],
      end: article,
    });
    // An editor's redirect from an old address takes its place.
    await addRedirect(db(), editor, { from: "/2026/10/14/flood-walls-hold", to: "/politics", status: "302" }, owns);
    const answer = await app().request("/2026/10/14/flood-walls-hold/");
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/politics"]);
  });
});
