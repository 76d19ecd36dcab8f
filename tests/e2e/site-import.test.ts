import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { MOVING_IN } from "../helpers/moving-in.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

/** Settings → Import (issue 40, decision 0070) against the built server on the embedded database: a
 * WordPress export uploaded from the portal, its dry run read, then imported while a reader browses;
 * the progress shows, the report is kept, the old addresses and a custom redirect answer 301. */
const ADMIN = staffAccount("import-admin", "Import Admin");
const site = setUpPortal([ADMIN]);
const SHOTS = process.env.SCREENSHOT_DIR;
/** Posts added to the fixture, so that the import lasts long enough to be watched and browsed beside. */
const MORE_POSTS = 150;

async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** The fixture with MORE_POSTS plain posts more. */
function exportFile(): Buffer {
  const posts = Array.from(
    { length: MORE_POSTS },
    (_, i) => `<item><title>Council minutes ${i + 1}</title>
<link>http://old.borderland.example/2025/03/01/minutes-${i + 1}/</link>
<dc:creator><![CDATA[akhan]]></dc:creator>
<content:encoded><![CDATA[<p>The council met for the ${i + 1}th time and agreed on the budget line by line.</p>]]></content:encoded>
<wp:post_id>${5000 + i}</wp:post_id><wp:post_date_gmt>2025-03-01 10:00:00</wp:post_date_gmt>
<wp:post_name>minutes-${i + 1}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<category domain="category" nicename="politics"><![CDATA[Politics]]></category></item>`,
  ).join("\n");
  const text = fs.readFileSync(path.join(MOVING_IN, "wordpress.xml"), "utf8");
  return Buffer.from(text.replace("</channel>", `${posts}\n</channel>`));
}

/** Where the site answers a request, without following it. */
async function answerTo(address: string) {
  const answer = await fetch(`${site.url}${address}`, { redirect: "manual" });
  return [answer.status, answer.headers.get("location")];
}

/** Readers reading the public pages, each one page after another, until told to stop: every status
 * seen. Three of them, so that an import that runs quickly still meets a good number of requests. */
function browse(readers = 3) {
  const statuses: number[] = [];
  let reading = true;
  const pages = ["/", "/politics", "/search?q=council", "/opinion", "/about"];
  const read = async (first: number) => {
    for (let i = first; reading; i++) {
      try {
        const answer = await fetch(`${site.url}${pages[i % pages.length]}`);
        await answer.arrayBuffer();
        statuses.push(answer.status);
      } catch {
        statuses.push(0);
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: readers }, (_, reader) => read(reader)));
  return {
    async stop() {
      reading = false;
      await done;
      return statuses;
    },
  };
}

describe("Settings → Import", () => {
  it("imports a WordPress export from the portal while a reader browses", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, ADMIN);
    await page.goto(`${site.url}/admin/dashboard/import`);
    await page.getByRole("heading", { name: "Import", level: 1 }).waitFor();
    await check(page, "import");

    // Not an export: refused at its first part, with the reason.
    await page.getByLabel("Choose an export").setInputFiles({
      name: "posts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("title,body\nHello,World\n"),
    });
    await page.getByText("posts.csv is neither a WordPress export (WXR) nor a Ghost export (JSON)").waitFor();

    await page.getByLabel("Choose an export").setInputFiles({
      name: "old-site.xml",
      mimeType: "text/xml",
      buffer: exportFile(),
    });
    const dryRun = page.getByRole("table", { name: /Dry run: what the import would do/ });
    await dryRun.waitFor({ timeout: 60_000 });
    await expect(dryRun.getByRole("row", { name: /Posts/ }).textContent()).resolves.toContain(
      String(MORE_POSTS + 5),
    );
    await check(page, "import-checked");

    const reader = browse();
    await page.getByRole("button", { name: "Start the import" }).click();
    await expectToast(page, "Import started");
    const progress = page.getByRole("progressbar", { name: "Importing old-site.xml" });
    await progress.waitFor();
    await expect(progress.getAttribute("aria-valuetext")).resolves.toMatch(
      new RegExp(`of ${MORE_POSTS + 8} posts and pages`),
    );
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "import-running-1280.png"), fullPage: true });
    await page.getByRole("table", { name: "What was imported" }).waitFor({ timeout: 120_000 });
    const statuses = await reader.stop();
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // The report is kept.
    await page.reload();
    const report = page.getByRole("table", { name: "What was imported" });
    await expect(report.getByRole("row", { name: /Posts/ }).textContent()).resolves.toContain(
      String(MORE_POSTS + 5),
    );
    await check(page, "import-done");

    // The old addresses lead to the imported pieces; a redirect an editor adds, too.
    expect(await answerTo("/about/")).toEqual([301, "/about"]);
    expect(await answerTo("/2025/03/01/minutes-7/")).toEqual([301, "/article/minutes-7"]);
    await page.goto(`${site.url}/admin/dashboard/redirects`);
    await page.getByRole("textbox", { name: "From", exact: true }).fill("/category/council/*");
    await page.getByRole("textbox", { name: "To", exact: true }).fill("/politics");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expectToast(page, "Redirect added");
    expect(await answerTo("/category/council/2025")).toEqual([301, "/politics"]);
  });
});
