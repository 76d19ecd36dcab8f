import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { openPglite } from "../../server/db/client.ts";
import { EDITORIAL_TEAM } from "../../server/db/seed/editorial-team.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { saveContactAddresses } from "../../server/modules/settings/contact-addresses.ts";
import { saveSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { createPerson } from "../../server/modules/people/people.ts";
import { setSetting } from "../../server/modules/settings/store.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { actor } from "../helpers/factories.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

const PUBLIC_PAGES = [
  "/",
  ...DEDICATED_CATEGORY_PATHS.map((p) => `/${p}`),
  ...SHARED_CATEGORY_PATHS.map((p) => `/${p}`),
  "/creative",
  "/contact",
  "/about",
  "/terms-of-service",
  "/privacy-policy",
  "/cookie-policy",
  "/accessibility",
  "/careers",
  "/advertise",
  "/admin",
  "/no-such-page",
  "/article/no-such-article",
];

const dataDir = newDataDir("borderland-settings-", "migrated");
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Writes to the data directory with the domain functions while no server holds it. */
async function withDatabase(work: (db: Awaited<ReturnType<typeof openPglite>>["db"]) => Promise<void>) {
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  await work(database.db);
  await database.close();
}

const get = async (p: string) => {
  const response = await fetch(`${server!.url}${p}`);
  return { status: response.status, html: await response.text() };
};

describe("a publication started with SEED_DEMO=false", () => {
  it("shows no invented person and no .example address on any public page", async () => {
    // As earlier versions left it: the demo's team stored although the demo was never seeded.
    await withDatabase((db) => setSetting(db, "editorial_team", EDITORIAL_TEAM));
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    const names = EDITORIAL_TEAM.flatMap((m) => [m.name, m.name.split(" ")[0]!]);
    expect(PUBLIC_PAGES).toHaveLength(29);
    for (const page of PUBLIC_PAGES) {
      const { status, html } = await get(page);
      expect(status, page).toBe(page.includes("no-such") ? 404 : 200);
      expect(html, page).not.toMatch(/\.example\b/i);
      for (const name of names) expect(html, `${page}: ${name}`).not.toContain(name);
    }
  });

  it("says where an address is missing instead of inventing one", async () => {
    const advertise = (await get("/advertise")).html;
    expect(advertise).toContain("The media kit cannot be requested by e-mail yet");
    expect(advertise).not.toContain("mailto:");
    expect((await get("/careers")).html).toContain(
      "Applications by e-mail open once the newsroom publishes its address.",
    );
    const contact = (await get("/contact")).html;
    expect(contact).toContain("Our editorial team is being updated.");
    expect(contact).toContain("no address has been published yet");
    expect(contact).not.toContain("mailto:");
    await server!.stop();
    server = undefined;
  });
});

describe("settings saved by the editors", () => {
  it("appear on the public pages: addresses, with the general one standing in, the team and the name", async () => {
    await withDatabase(async (db) => {
      const admin = actor("admin");
      await saveContactAddresses(db, admin, { editor: "desk@hillpost.org", ads: "ads@hillpost.org" });
      await createPerson(db, admin, {
        name: "Mary Kharkongor",
        title: "Editor in Chief",
        bio: "Runs the desk.",
        email: "mary@hillpost.org",
        showEmail: "on",
        onMasthead: "on",
        mastheadOrder: "1",
      });
      await saveSiteIdentity(db, admin, { siteName: "Hill Post", siteTagline: "Plain news" });
      await publishForm(db, admin, "article", {
        title: "Tagged story",
        content: "<p>Body of the tagged story.</p>",
        author: "Mary Kharkongor",
        imageUrl: "/images/default-article.svg",
        tags: "floods, Meghalaya, relief work",
      });
    });
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });

    const advertise = (await get("/advertise")).html;
    expect(advertise).toMatch(
      /href="mailto:ads@hillpost\.org\?subject=Media%20kit%20request%3A%20Hill%20Post"[^>]*>Request Media Kit/,
    );
    expect((await get("/careers")).html).toContain('href="mailto:desk@hillpost.org?subject=Application');
    expect((await get("/privacy-policy")).html).toContain('href="mailto:desk@hillpost.org"');
    const contact = (await get("/contact")).html;
    expect(contact).toContain("Mary Kharkongor");
    expect(contact).toContain('href="mailto:mary@hillpost.org"');
    expect(contact).toContain('href="mailto:ads@hillpost.org"');
    const home = (await get("/")).html;
    expect(home).toMatch(/<title>Hill Post<\/title>/);
    expect(home).toContain("Mary Kharkongor - Editor in Chief");
    expect((await get("/rss.xml")).html).toContain("<title>Hill Post</title>");
  });

  it("shows an article's tags under its body as plain chips that axe finds nothing wrong with", async () => {
    const browser = await launchBrowser();
    try {
      for (const width of [375, 1280]) {
        const { context, page } = await newPage(browser, { width });
        await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
        await page.goto(`${server!.url}/article/tagged-story`);
        const tags = page.getByRole("list", { name: "Tags" });
        expect(await tags.getByRole("listitem").allInnerTexts()).toEqual([
          "#floods",
          "#Meghalaya",
          "#relief work",
        ]);
        expect(await tags.getByRole("link").count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
