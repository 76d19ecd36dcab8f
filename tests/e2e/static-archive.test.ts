import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { WARCParser } from "warcio";
import { updateForm } from "../../server/modules/content/forms.ts";
import { setTakedown } from "../../server/modules/content/takedown.ts";
import { unpublishPiece } from "../../server/modules/content/withdraw.ts";
import { fileOf } from "../../server/modules/static-archive/paths.ts";
import { articles } from "../../server/db/schema.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { checkLinks, elementsOf, filesUnder } from "../helpers/link-check.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { MADE_ON, PUBLIC_URL, useArchiveSite } from "./static-archive-site.ts";

/** Issue 43, 'A permanent archive' (decision 0080): the built site, rendered in archive mode in this
 * process, written as static files, and again: after nothing changed, after one edit, after a takedown.
 * Parts of the site and the command: static-archive-parts.test.ts; the demo site's archive in a
 * browser: static-archive-demo.test.ts. */

describeEachEngine("the permanent archive of a small site", ({ db }) => {
  const site = useArchiveSite(db);
  const { dir, scratch, archive, read, html } = site;
  const warc = path.join(scratch, "site.warc");

  it("writes every page, picture, stylesheet, font and feed, linked relatively, with no broken link", async () => {
    const report = await archive({ dir, scope: { kind: "site" }, warc });
    expect(report).toMatchObject({ unchanged: 0, removed: 0 });
    const files = filesUnder(dir);
    for (const slug of Object.values(site.slugs)) expect(files).toContain(`article/${slug}/index.html`);
    for (const page of [
      "index.html",
      "politics/index.html",
      "business/index.html",
      "author/mina-das/index.html",
      "about/index.html",
      "search/index.html",
    ])
      expect(files).toContain(page);
    for (const file of ["rss.xml", "sitemap.xml", "robots.txt"]) expect(files).toContain(file);
    expect(files.some((f) => /^assets\/app-[\w-]+\.css$/.test(f))).toBe(true);
    expect(files.some((f) => f.endsWith(".woff2"))).toBe(true);
    // The article's pictures at the widths its page offers, WebP and AVIF.
    const article = read(`article/${site.slugs.lead}/index.html`);
    const sources = [...article.matchAll(/srcset="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(",").map((c) => c.trim().split(" ")[0]!),
    );
    expect(sources.filter((s) => s.includes("uploads/")).length).toBeGreaterThan(2);
    // Every address of the sitemap is in it.
    const locs = [...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(PUBLIC_URL.length),
    );
    expect(locs.length).toBeGreaterThan(20);
    expect(locs.filter((loc) => !files.includes(fileOf(loc || "/")))).toEqual([]);
    const { broken, absolute } = checkLinks(dir);
    expect(broken).toEqual([]);
    // What leaves the archive: the live site (its banner and canonical addresses) and nothing of ours.
    expect(
      [...absolute].filter((u) => !u.startsWith(PUBLIC_URL) && !/^(mailto|https:\/\/schema\.org)/.test(u)),
    ).toEqual([]);
  });

  it("has no form, no script but data, and says whose archived copy it is and when on every page", () => {
    const pages = html();
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const elements = elementsOf(path.join(dir, page));
      expect(
        elements.filter((e) => e.name === "form"),
        page,
      ).toEqual([]);
      const scripts = elements.filter((e) => e.name === "script" && e.attribs.type !== "application/ld+json");
      expect(
        scripts.map((s) => s.attribs.src ?? "inline"),
        page,
      ).toEqual([]);
      expect(read(page), page).toContain(
        `Archived copy of <!-- -->${site.siteName}<!-- --> made on <time datetime="${MADE_ON}">December 7, 2026</time>`,
      );
    }
    expect(read("search/index.html")).toContain(`${PUBLIC_URL}/search`);
    const essay = read(`article/${site.slugs.business}/index.html`);
    expect(essay).toContain("gallery-slideshow");
    expect(essay).toContain('alt="Tea: The garden"');
  });

  it("writes nothing on a second run when nothing changed, even on another day", async () => {
    const copy = {
      ...{ siteName: site.siteName, madeOn: MADE_ON, liveUrl: PUBLIC_URL },
      madeOn: "2026-12-08",
    };
    const report = await archive({ copy, dir, scope: { kind: "site" } });
    expect(report).toMatchObject({ written: 0, removed: 0 });
    expect(report.unchanged).toBe(filesUnder(dir).length - 1);
  });

  it("reads back from its WARC file: a record for each address, with its live URL and its bytes", async () => {
    const records: { type: string | null; uri: string | null; body: string }[] = [];
    for await (const record of new WARCParser(fs.createReadStream(warc)))
      records.push({
        type: record.warcType ?? null,
        uri: record.warcTargetURI ?? null,
        body: new TextDecoder().decode(await record.readFully(true)),
      });
    expect(records[0]!.type).toBe("warcinfo");
    // One record for each file of the archive (the manifest is the archive's own).
    expect(records.length).toBe(filesUnder(dir).length);
    const page = records.find((r) => r.uri === `${PUBLIC_URL}/article/${site.slugs.lead}`);
    expect(page?.type).toBe("response");
    expect(page?.body).toContain("The river rises in Sylhet");
    expect(page?.body).toContain("Archived copy of");
    expect(records.some((r) => r.uri === `${PUBLIC_URL}/rss.xml`)).toBe(true);
  });

  it("rewrites only the edited article's page and the sitemap (its last change) after one edit", async () => {
    // Every file made long ago: a file the run writes is new again.
    const past = new Date(Date.UTC(2000, 0, 1));
    for (const file of filesUnder(dir)) fs.utimesSync(path.join(dir, file), past, past);
    // Only the body changes: listings and feeds show the title, excerpt, picture and dates, not it.
    await updateForm(
      db(),
      site.actor,
      "article",
      PIECE_FORMS.article.edit(site.ids.business, {
        title: "Tea prices fall",
        excerpt: "Excerpt of Tea prices fall",
        content: `<p>Prices fell by a third.</p>${site.businessGallery}`,
        author: "Mina Das",
        category: "Business",
      }),
    );
    const report = await archive({ dir, scope: { kind: "site" } });
    const rewritten = filesUnder(dir).filter(
      (f) => f !== "archive-manifest.json" && fs.statSync(path.join(dir, f)).mtime > past,
    );
    expect(rewritten.sort()).toEqual([`article/${site.slugs.business}/index.html`, "sitemap.xml"]);
    expect(report).toMatchObject({ written: 2, removed: 0 });
    expect(read(`article/${site.slugs.business}/index.html`)).toContain("Prices fell by a third.");
  });

  it("removes a piece taken down or unpublished since, and links what pointed to it to the live site", async () => {
    await setTakedown(db(), site.actor, "article", site.ids.takenDown, {
      reason: "A student's safety",
      noindex: true,
    });
    const [row] = await db()
      .select({ version: articles.version })
      .from(articles)
      .where(eq(articles.id, site.ids.unpublished));
    await unpublishPiece(db(), site.actor, "article", {
      id: site.ids.unpublished,
      baseVersion: row!.version,
    });
    const report = await archive({ dir, scope: { kind: "site" } });
    expect(report.removed).toBe(2);
    const files = filesUnder(dir);
    expect(files).not.toContain(`article/${site.slugs.takenDown}/index.html`);
    expect(files).not.toContain(`article/${site.slugs.unpublished}/index.html`);
    expect(fs.existsSync(path.join(dir, "article", site.slugs.takenDown))).toBe(false);
    expect(checkLinks(dir).broken).toEqual([]);
    // Nor is either in a listing: home, its section, author pages, feeds.
    const listing = filesUnder(dir).filter((f) => /\.(html|xml)$/.test(f));
    const naming = listing.filter((f) =>
      /A student named in a dispute|A story pulled for checks/.test(read(f)),
    );
    expect(naming).toEqual([]);
    // A new archive made after it never had them.
    const fresh = path.join(scratch, "fresh");
    await archive({ dir: fresh, scope: { kind: "site" } });
    expect(
      filesUnder(fresh).filter((f) => f.includes(site.slugs.takenDown) || f.includes(site.slugs.unpublished)),
    ).toEqual([]);
  });
});
