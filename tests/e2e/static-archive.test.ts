import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Category } from "#shared/categories.ts";
import { galleryHtml } from "#shared/gallery.ts";
import { beforeAll, expect, it } from "vitest";
import { WARCParser } from "warcio";
import { loadConfig } from "../../server/config.ts";
import { updateForm } from "../../server/modules/content/forms.ts";
import { setTakedown } from "../../server/modules/content/takedown.ts";
import { unpublishPiece } from "../../server/modules/content/withdraw.ts";
import { currentSchoolYear } from "../../server/modules/school-year/setting.ts";
import { storeImage } from "../../server/modules/media/uploads.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { openRenderer } from "../../server/http/archive-renderer.ts";
import { fileOf } from "../../server/modules/static-archive/paths.ts";
import { makeArchive, type ArchiveOptions } from "../../server/modules/static-archive/run.ts";
import { archiveServices } from "../../server/archive-services.ts";
import type { Services } from "../../server/services.ts";
import { articles } from "../../server/db/schema.ts";
import { makeArticle, staffActor } from "../helpers/factories.ts";
import { photo } from "../helpers/images.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { checkLinks, elementsOf, filesUnder } from "../helpers/link-check.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { runScript } from "../helpers/run-script.ts";
import { createTestDatabase, describeEachEngine, postgresSkipReason } from "../helpers/test-db.ts";

/** Issue 43, 'A permanent archive' (decision 0080): the built site, rendered in archive mode in this
 * process, written as static files, and again. */

const PUBLIC_URL = "https://news.archive.test";
const MADE_ON = "2026-12-07";

/** Set SCREENSHOT_DIR to keep a picture of the archived article at each width. */
const SHOTS = process.env.SCREENSHOT_DIR;

describeEachEngine("the permanent archive of a small site", ({ db, engine }) => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-"));
  const dir = path.join(scratch, "site");
  const warc = path.join(scratch, "site.warc");
  let options: Omit<ArchiveOptions, "dir" | "scope" | "render">;
  const slugs = { lead: "", business: "", takenDown: "", unpublished: "" };
  let siteName = "";
  let services: Services;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: path.join(scratch, "data"), PUBLIC_URL });
    services = await archiveServices(config, db());
    const admin = await staffActor(db());
    const file = path.join(scratch, "river.jpg");
    fs.writeFileSync(file, await photo(1400, 900, "jpeg"));
    const image = await storeImage(db(), services.storage, admin, {
      path: file,
      filename: "river.jpg",
      alt: "The river",
    });
    const body = `<p>The river rose.</p><p><img src="${image.url}" alt="The flooded street"></p>`;
    const made = async (title: string, category: Category, extra = {}) =>
      makeArticle(db(), { title, category, content: body, author: "Mina Das", ...extra });
    const lead = await made("The river rises in Sylhet", "Politics", { imageUrl: image.url });
    // A photo essay: its gallery works without script (decision 0072), so its archived page has none.
    const photos = ["The auction", "The garden"].map((caption) => ({
      src: image.url,
      alt: `Tea: ${caption}`,
      caption,
      credit: { name: "Mina Das", personId: null },
    }));
    businessGallery = galleryHtml({ layout: "slideshow", photos });
    const business = await made("Tea prices fall", "Business", {
      content: `<p>Prices fell.</p>${businessGallery}`,
    });
    const takenDown = await made("A student named in a dispute", "Politics");
    const unpublished = await made("A story pulled for checks", "Politics");
    Object.assign(slugs, {
      lead: lead.slug,
      business: business.slug,
      takenDown: takenDown.slug,
      unpublished: unpublished.slug,
    });
    // Kept for the test of takedowns below: the ids and versions the portal would send.
    Object.assign(ids, { takenDown: takenDown.id, unpublished: unpublished.id, business: business.id });
    actor = admin;
    siteName = (await getSiteIdentity(db())).siteName;
    const copy = { siteName, madeOn: MADE_ON, liveUrl: PUBLIC_URL };
    options = {
      db: db(),
      timeZone: config.timeZone,
      copy,
    };
  }, 120_000);
  const ids = { takenDown: "", unpublished: "", business: "" };
  let businessGallery = "";
  let actor: Awaited<ReturnType<typeof staffActor>>;

  /** One run, as the command or a job makes it: a renderer of its own (its page cache is the run's). */
  const archive = async (rest: Pick<ArchiveOptions, "dir" | "scope"> & Partial<ArchiveOptions>) => {
    const copy = rest.copy ?? options.copy;
    return makeArchive({ ...options, render: await openRenderer(services, "build", copy), ...rest });
  };

  const html = () => filesUnder(dir).filter((f) => f.endsWith(".html"));
  const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");

  it("writes every page, picture, stylesheet, font and feed, linked relatively, with no broken link", async () => {
    const report = await archive({ dir, scope: { kind: "site" }, warc });
    expect(report).toMatchObject({ unchanged: 0, removed: 0 });
    const files = filesUnder(dir);
    for (const slug of Object.values(slugs)) expect(files).toContain(`article/${slug}/index.html`);
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
    const article = read(`article/${slugs.lead}/index.html`);
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
        `Archived copy of <!-- -->${siteName}<!-- --> made on <time datetime="${MADE_ON}">December 7, 2026</time>`,
      );
    }
    expect(read("search/index.html")).toContain(`${PUBLIC_URL}/search`);
    const essay = read(`article/${slugs.business}/index.html`);
    expect(essay).toContain("gallery-slideshow");
    expect(essay).toContain('alt="Tea: The garden"');
  });

  it("writes nothing on a second run when nothing changed, even on another day", async () => {
    const copy = { ...options.copy, madeOn: "2026-12-08" };
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
    const page = records.find((r) => r.uri === `${PUBLIC_URL}/article/${slugs.lead}`);
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
      actor,
      "article",
      PIECE_FORMS.article.edit(ids.business, {
        title: "Tea prices fall",
        excerpt: "Excerpt of Tea prices fall",
        content: `<p>Prices fell by a third.</p>${businessGallery}`,
        author: "Mina Das",
        category: "Business",
      }),
    );
    const report = await archive({ dir, scope: { kind: "site" } });
    const rewritten = filesUnder(dir).filter(
      (f) => f !== "archive-manifest.json" && fs.statSync(path.join(dir, f)).mtime > past,
    );
    expect(rewritten.sort()).toEqual([`article/${slugs.business}/index.html`, "sitemap.xml"]);
    expect(report).toMatchObject({ written: 2, removed: 0 });
    expect(read(`article/${slugs.business}/index.html`)).toContain("Prices fell by a third.");
  });

  it("removes a piece taken down or unpublished since, and links what pointed to it to the live site", async () => {
    await setTakedown(db(), actor, "article", ids.takenDown, { reason: "A student's safety", noindex: true });
    const [row] = await db()
      .select({ version: articles.version })
      .from(articles)
      .where(eq(articles.id, ids.unpublished));
    await unpublishPiece(db(), actor, "article", { id: ids.unpublished, baseVersion: row!.version });
    const report = await archive({ dir, scope: { kind: "site" } });
    expect(report.removed).toBe(2);
    const files = filesUnder(dir);
    expect(files).not.toContain(`article/${slugs.takenDown}/index.html`);
    expect(files).not.toContain(`article/${slugs.unpublished}/index.html`);
    expect(fs.existsSync(path.join(dir, "article", slugs.takenDown))).toBe(false);
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
      filesUnder(fresh).filter((f) => f.includes(slugs.takenDown) || f.includes(slugs.unpublished)),
    ).toEqual([]);
  });

  it("archives one school year: its pages by date and their pieces", async () => {
    const year = await currentSchoolYear(db(), options.timeZone);
    const part = path.join(scratch, "year");
    await archive({ dir: part, scope: { kind: "year", year: year.slug } });
    const files = filesUnder(part);
    expect(files).toContain(`archive/${year.slug}/index.html`);
    expect(files).toContain(`article/${slugs.lead}/index.html`);
    expect(files).not.toContain("politics/index.html");
    expect(checkLinks(part).broken).toEqual([]);
  });

  it("archives one section: its page and pieces, with the rest linked to the live site", async () => {
    const part = path.join(scratch, "business");
    await archive({ dir: part, scope: { kind: "section", section: "business" } });
    const files = filesUnder(part);
    expect(files).toContain("business/index.html");
    expect(files).toContain(`article/${slugs.business}/index.html`);
    expect(files).not.toContain(`article/${slugs.lead}/index.html`);
    expect(fs.readFileSync(path.join(part, "index.html"), "utf8")).toContain('href="business/index.html"');
    const { broken, absolute } = checkLinks(part);
    expect(broken).toEqual([]);
    expect(absolute).toContain(`${PUBLIC_URL}/politics`);
  });

  // What only a browser shows, once: the archived article read from the file system, styled, its links
  // followed, accessible at a phone's width and a desktop's.
  it.runIf(engine === "pglite")("reads from file:// at 375 and 1280 px, styled, with axe clean", async () => {
    const browser = await launchBrowser();
    try {
      for (const width of [375, 1280]) {
        const { context, page } = await newPage(browser, { width });
        await page.goto(`file://${dir}/article/${slugs.lead}/index.html`);
        await expect
          .poll(() => page.getByRole("heading", { level: 1 }).textContent())
          .toBe("The river rises in Sylhet");
        await expect
          .poll(() => page.getByRole("note").textContent())
          .toMatch(/^Archived copy of .+ made on December 7, 2026/);
        // The stylesheet and its fonts came from the archive.
        const loaded = () =>
          document.fonts.ready.then((fonts) =>
            [...fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")),
          );
        expect(await page.evaluate(loaded)).toContain("Source Serif 4 Variable");
        expect(await axeViolations(page)).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: path.join(SHOTS, `archive-article-${width}.png`), fullPage: true });
        await context.close();
      }
      const { page } = await newPage(browser, { width: 1280 });
      await page.goto(`file://${dir}/article/${slugs.lead}/index.html`);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Politics" }).click();
      await page.waitForURL(`file://${dir}/politics/index.html`);
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, "archive-politics-1280.png"), fullPage: true });
    } finally {
      await browser.close();
    }
  });
});

it.skipIf(postgresSkipReason)(
  "npm run archive: writes a section with its WARC file, and refuses a folder with other things in it",
  async () => {
    const handle = await createTestDatabase("postgres");
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-command-"));
    try {
      const { slug } = await makeArticle(handle.database.db, {
        title: "Flood wall holds",
        category: "Politics",
      });
      const env = { DATABASE_URL: handle.url!, DATA_DIR: path.join(scratch, "data"), PUBLIC_URL };
      const dir = path.join(scratch, "politics");
      const warc = path.join(scratch, "politics.warc.gz");
      const run = await runScript("scripts/archive.ts", [dir, "--section", "politics", "--warc", warc], env);
      expect(run, run.output).toMatchObject({ code: 0 });
      expect(run.output).toMatch(
        /The archive in .+ holds \d+ pages and \d+ files: \d+ files written, 0 unchanged, 0 removed\./,
      );
      expect(run.output).toMatch(/The WARC file .+ holds \d+ records\./);
      expect(fs.existsSync(path.join(dir, "article", slug, "index.html"))).toBe(true);
      const busy = path.join(scratch, "busy");
      fs.mkdirSync(busy);
      fs.writeFileSync(path.join(busy, "notes.txt"), "mine");
      const refused = await runScript("scripts/archive.ts", [busy], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        "is not empty and holds no archive: choose an empty folder, or add --force",
      );
      expect(fs.readdirSync(busy)).toEqual(["notes.txt"]);
      const badYear = await runScript("scripts/archive.ts", [path.join(scratch, "y"), "--year", "2025"], env);
      expect(badYear).toMatchObject({ code: 1 });
      expect(badYear.output).toContain("There is no school year “2025”: write it as 2025-26.");
    } finally {
      await handle.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  },
);
