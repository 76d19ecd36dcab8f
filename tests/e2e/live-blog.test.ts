import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import {
  expectToast,
  portalSession,
  publishArticle,
  setUpPortal,
  signInQuietly,
  staffAccount,
} from "./portal-site.ts";

/**
 * Issue 42's live blog (decision 0081), lean: two editors, in two browsers, post a handful of entries
 * (the volume is proven lower: server/modules/live/entries.test.ts), pin one and correct one; a
 * reader's open page offers each new entry within 5 s behind a 'new updates' button announced politely,
 * axe clean at 375 and 1280 px; the blog ends and the page is an ordinary article with its entries.
 */
const ADMIN = staffAccount("chief", "Chief Admin");
const ASHA = staffAccount("asha", "Asha Rai");
const BO = staffAccount("bodesk", "Bo Lepcha");
const TITLE = "School board votes on the new calendar";
const site = setUpPortal([ADMIN, ASHA, BO], { roles: { asha: "editor", bodesk: "editor" } });
const SHOTS = process.env.SCREENSHOT_DIR;

async function post(page: Page, text: string) {
  await page.getByLabel("New entry").fill(text);
  await page.getByRole("button", { name: "Post entry" }).click();
  await expectToast(page, "Entry posted");
}

/** The live blog's entries on a reader's page (beneath the article's own <article>), or the desk's. */
const entries = (page: Page) => page.locator("#live-entries article, main section article");
const entry = (page: Page, text: string) => entries(page).filter({ hasText: text });

describe("a live blog (issue 42)", () => {
  it("two editors post, pin and correct; an open reader page gets each entry; it ends as an article", async () => {
    const cookie = await portalSession(site.url, ADMIN);
    const { id, slug } = await publishArticle(site.url, cookie, {
      title: TITLE,
      content: "<p>The board meets at six. Three plans are on the table.</p>",
    });
    const [asha, bo] = [await site.page({ width: 375 }), await site.page({ width: 1280 })];
    await signInQuietly(asha, site.url, ASHA);
    await signInQuietly(bo, site.url, BO);
    const desk = `${site.url}/admin/dashboard/articles/${id}/live`;
    await asha.goto(desk);
    await asha.getByLabel("Lead the home page while live").check();
    await asha.getByRole("button", { name: "Start live blog" }).click();
    await expectToast(asha, "Live blog started");
    await bo.goto(desk);

    const reader = await site.page({ width: 1280 });
    // Its card on the home page says LIVE.
    await reader.goto(`${site.url}/`);
    await reader
      .getByRole("article")
      .filter({ hasText: TITLE })
      .getByText("LIVE", { exact: true })
      .first()
      .waitFor();
    // The ticker has it as 'LIVE: headline', linking to it (the island turns through its lines).
    const ticker = reader.getByRole("region", { name: "Breaking news" });
    const tickerLine = ticker.getByRole("link", { name: `LIVE: ${TITLE}` });
    await tickerLine.waitFor();
    expect(await tickerLine.getAttribute("href")).toBe(`/article/${slug}`);
    if (SHOTS) await reader.screenshot({ path: `${SHOTS}/live-home-1280.png` });
    await reader.goto(`${site.url}/article/${slug}`);
    await waitForHydration(reader);
    await reader.getByText("LIVE", { exact: true }).first().waitFor();
    await reader.getByRole("heading", { name: "What we know" }).waitFor();

    const texts = [
      "Doors open; the hall is full.",
      "Public comment begins.",
      "Motion to adopt plan B.",
      "Vote: 5 to 2.",
    ];
    for (const [n, text] of texts.entries()) {
      await post(n % 2 ? bo : asha, text);
      const posted = Date.now();
      const button = reader.locator('[aria-live="polite"]').getByRole("button", { name: "1 new update" });
      await button.waitFor({ timeout: 5_000 });
      expect(Date.now() - posted).toBeLessThan(5_000);
      await button.click();
      await entry(reader, text).waitFor();
    }
    // Newest first, without a reload.
    expect(await entries(reader).first().textContent()).toContain("Vote: 5 to 2.");

    await bo.reload();
    await entry(bo, "Public comment begins.").getByRole("button", { name: "Pin" }).click();
    await expectToast(bo, "Entry pinned");
    const motion = entry(asha, "Motion to adopt plan B.");
    await asha.reload();
    await motion.getByText("Correct", { exact: true }).click();
    await motion.getByLabel("Corrected text").fill("Motion to adopt plan C.");
    await motion.getByLabel("Correction note (readers see it)").fill("It was plan C, not B.");
    await motion.getByRole("button", { name: "Save correction" }).click();
    await expectToast(asha, "Entry corrected");
    expect(await axeViolations(asha), "the live desk at 375 px").toEqual([]);
    if (SHOTS) await asha.screenshot({ path: `${SHOTS}/live-desk-375.png`, fullPage: true });

    for (const width of [375, 1280]) {
      const page = await site.page({ width });
      await page.goto(`${site.url}/article/${slug}`);
      await waitForHydration(page);
      const pinned = entries(page).first();
      expect(await pinned.textContent()).toContain("Public comment begins.");
      expect(await pinned.textContent()).toContain("Pinned");
      await page.getByText("It was plan C, not B.").waitFor();
      expect(await axeViolations(page), `the live page at ${width} px`).toEqual([]);
      if (SHOTS) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/live-page-${width}.png`, fullPage: true });
      }
    }

    // Every reader's poll is the page cache's 304 while nothing changed.
    const first = await fetch(`${site.url}/live/${id}`);
    const etag = first.headers.get("etag")!;
    expect([first.status, etag]).toEqual([200, expect.stringMatching(/^W\/"/)]);
    expect((await fetch(`${site.url}/live/${id}`, { headers: { "If-None-Match": etag } })).status).toBe(304);

    await asha.getByText("End the live blog", { exact: true }).click();
    await asha.getByRole("button", { name: "End live blog" }).click();
    await expectToast(asha, "Live blog ended");
    await reader.reload();
    await reader.getByRole("heading", { name: "Updates", exact: true }).waitFor();
    expect(await reader.getByText("LIVE", { exact: true }).count()).toBe(0);
    await entry(reader, "Vote: 5 to 2.").waitFor();
    await reader.goto(`${site.url}/`);
    await reader.getByRole("heading", { name: TITLE }).first().waitFor();
    expect(await reader.getByText("LIVE", { exact: true }).count()).toBe(0);
    expect(await (await fetch(`${site.url}/`)).text()).not.toContain(`LIVE: ${TITLE}`);
    const late = await fetch(desk, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        Origin: site.url,
      },
      body: new URLSearchParams({ intent: "post", body: "Too late" }),
    });
    expect(late.status).toBe(409);
  });
});
