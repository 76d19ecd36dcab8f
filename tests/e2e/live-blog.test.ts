import { describe, expect, it } from "vitest";
import { embedHtml } from "#shared/embed-markup.ts";
import { PAGE_BUDGETS } from "../../scripts/island-budgets.ts";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { eagerIslands, islandJsBytes } from "../helpers/client-js.ts";
import { entries, entry, jpeg, liveBlogPosting, shot } from "./live-blog-parts.ts";
import { pngImage } from "./portal-flows.ts";
import {
  expectToast,
  portalSession,
  publishArticle,
  setUpPortal,
  staffAccount,
  addSession,
} from "./portal-site.ts";

/**
 * Issue 42's live blog at the issue's size (decision 0081): two editors in two browsers (a 375 px phone
 * and a 1280 px desk) post 30 entries, most over HTTP from their own sessions, some at once, and a few
 * through the desk's entry editor: formatted text with an uploaded, credited image, and a gallery. One is
 * pinned and one corrected. A reader's open page offers each batch of new entries behind 'N new
 * updates' in a polite live region, within 5 s of the post, and shows them as the page does (image,
 * gallery). axe is clean at 375 and 1280 px, the JSON-LD is a valid LiveBlogPosting, and the blog ends
 * as an ordinary article with its entries.
 */
const ADMIN = staffAccount("chief", "Chief Admin");
const ASHA = staffAccount("asha", "Asha Rai");
const BO = staffAccount("bodesk", "Bo Lepcha");
const TITLE = "School board votes on the new calendar";
const ENTRIES = 30;
const site = setUpPortal([ADMIN, ASHA, BO], { roles: { asha: "editor", bodesk: "editor" } });

describe("a live blog (issue 42)", () => {
  it("two editors post 30 entries, rich ones from the desk; an open reader page gets each; it ends as an article", async () => {
    const cookie = await portalSession(site.url, ADMIN);
    const { id, slug } = await publishArticle(site.url, cookie, {
      title: TITLE,
      content: "<p>The board meets at six. Three plans are on the table.</p>",
    });
    const desk = `${site.url}/admin/dashboard/articles/${id}/live`;
    const [ashaCookie, boCookie] = [await portalSession(site.url, ASHA), await portalSession(site.url, BO)];
    /** An entry posted over HTTP from an editor's session, as the desk's form posts it. */
    const post = (session: string, fields: Record<string, string>) =>
      fetch(desk, {
        method: "POST",
        headers: {
          Cookie: session,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
          Origin: site.url,
        },
        body: new URLSearchParams(fields),
      });
    const postAll = async (session: string, texts: string[]) => {
      for (const body of texts) {
        const answer = await post(session, { intent: "post", body });
        expect(answer.status, await answer.clone().text()).toBe(200);
      }
    };

    const [asha, bo] = [await site.page({ width: 375 }), await site.page({ width: 1280 })];
    await addSession(asha, site.url, ashaCookie);
    await addSession(bo, site.url, boCookie);
    await asha.goto(desk);
    await asha.getByLabel("Lead the home page while live").check();
    await asha.getByRole("button", { name: "Start live blog" }).click();
    await expectToast(asha, "Live blog started");
    await bo.goto(desk);

    const reader = await site.page({ width: 1280 });
    // Its card on the home page says LIVE, and the ticker has 'LIVE: headline', linking to it.
    await reader.goto(`${site.url}/`);
    await reader
      .getByRole("article")
      .filter({ hasText: TITLE })
      .getByText("LIVE", { exact: true })
      .first()
      .waitFor();
    const tickerLine = reader
      .getByRole("region", { name: "Breaking news" })
      .getByRole("link", { name: `LIVE: ${TITLE}` });
    await tickerLine.waitFor();
    expect(await tickerLine.getAttribute("href")).toBe(`/article/${slug}`);
    await reader.goto(`${site.url}/article/${slug}`);
    await waitForHydration(reader);
    await reader.getByRole("heading", { name: "What we know" }).waitFor();

    /** The reader's page offers `count` new updates within 5 s, in its polite live region, and shows
     * them when asked: `total` entries, newest first, without a reload. */
    const updates = async (count: number, total: number, newest: string) => {
      const button = reader
        .locator('[aria-live="polite"]')
        .getByRole("button", { name: count === 1 ? "1 new update" : `${count} new updates` });
      await button.waitFor({ timeout: 5_000 });
      await button.click();
      await entries(reader)
        .nth(total - 1)
        .waitFor();
      expect(await entries(reader).count()).toBe(total);
      expect(await entries(reader).first().textContent()).toContain(newest);
      expect(await reader.locator('[aria-live="polite"] button').count()).toBe(0);
    };

    // Asha, on her phone: formatted text and a photo she uploads, describes and credits.
    const box = asha.getByRole("textbox", { name: "New entry" });
    await box.click();
    await asha.getByRole("button", { name: "Bold", exact: true }).click();
    await asha.keyboard.type("Doors open:");
    await asha.getByRole("button", { name: "Bold", exact: true }).click();
    await asha.keyboard.type(" the hall is full.");
    await asha.getByRole("button", { name: "Image", exact: true }).click();
    const insert = asha.getByRole("dialog", { name: "Insert image" });
    await insert
      .locator('input[type="file"]')
      .setInputFiles({ name: "hall.png", mimeType: "image/png", buffer: await pngImage() });
    await insert.getByRole("button", { name: "Remove image" }).waitFor();
    await insert.getByLabel("Description for screen readers").fill("Parents fill the hall");
    await insert.getByLabel("Photo credit (optional)").fill("Asha Rai");
    await insert.getByRole("button", { name: "Insert image" }).click();
    await asha.locator('.ql-editor figure img[alt="Parents fill the hall"]').waitFor();
    expect(await axeViolations(asha), "the entry form at 375 px").toEqual([]);
    await shot(asha, "live-entry-image", [375, 1280]);
    await asha.getByRole("button", { name: "Post entry" }).click();
    await expectToast(asha, "Entry posted");
    await expect.poll(() => box.textContent()).toBe("");
    await updates(1, 1, "Doors open: the hall is full.");
    const photo = entry(reader, "Doors open");
    expect(await photo.locator("strong").textContent()).toBe("Doors open:");
    await photo.getByRole("img", { name: "Parents fill the hall" }).waitFor();
    await photo.getByText("Photo: Asha Rai").waitFor();

    // Both editors at once, over HTTP: fourteen more.
    const first = Array.from({ length: 14 }, (_, n) =>
      n === 3
        ? "Motion to adopt plan B."
        : n === 5
          ? "Public comment begins."
          : `Update ${n + 2} from the hall.`,
    );
    await Promise.all([
      postAll(
        ashaCookie,
        first.filter((_, n) => n % 2 === 0),
      ),
      postAll(
        boCookie,
        first.filter((_, n) => n % 2 === 1),
      ),
    ]);
    await updates(14, 15, "Update");

    // Bo, at his desk: a gallery of three photos.
    await bo.getByRole("textbox", { name: "New entry" }).click();
    await bo.keyboard.type("The vote, in pictures.");
    await bo.getByRole("button", { name: "Gallery", exact: true }).click();
    const dialog = bo.getByRole("dialog", { name: "Add a gallery" });
    await dialog.getByTestId("gallery-files").setInputFiles(
      await Promise.all(
        [1, 2, 3].map(async (i) => ({
          name: `vote-${i}.jpg`,
          mimeType: "image/jpeg",
          buffer: await jpeg(i),
        })),
      ),
    );
    await expect
      .poll(() => dialog.getByRole("button", { name: /^Remove photo/ }).count(), { timeout: 30_000 })
      .toBe(3);
    for (const n of [1, 2, 3])
      await dialog
        .getByRole("listitem", { name: `Photo ${n} of 3` })
        .getByLabel("Description (alt text)")
        .fill(`Hands raised, frame ${n}`);
    await dialog.getByRole("button", { name: "Insert gallery" }).click();
    await bo.locator(".ql-editor figure.gallery").getByText("Gallery · 3 photos · Grid").waitFor();
    expect(await axeViolations(bo), "the entry form with a gallery at 1280 px").toEqual([]);
    await shot(bo, "live-entry-gallery", [1280, 375]);
    await bo.getByRole("button", { name: "Post entry" }).click();
    await expectToast(bo, "Entry posted");
    await updates(1, 16, "The vote, in pictures.");
    const gallery = entry(reader, "The vote, in pictures.").getByRole("region", {
      name: "Gallery, 3 photos",
    });
    // The gallery came with the update, and the page's viewer opens it.
    await gallery.getByRole("link", { name: "Photo 2 of 3: Hands raised, frame 2, full screen" }).click();
    const viewer = reader.getByRole("dialog", { name: "Photo 2 of 3" });
    await viewer.waitFor();
    await reader.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });

    // The rest of the evening, over HTTP: an embed among them, and the result last.
    const rest = Array.from({ length: ENTRIES - 17 }, (_, n) =>
      n === 4
        ? `<p>The meeting's recording.</p>${embedHtml({ provider: "youtube", url: "https://youtu.be/dQw4w9WgXcQ", title: "Board meeting, live" })}`
        : `Update ${n + 17}: the count goes on.`,
    );
    await Promise.all([
      postAll(
        ashaCookie,
        rest.filter((_, n) => n % 2 === 0),
      ),
      postAll(
        boCookie,
        rest.filter((_, n) => n % 2 === 1),
      ),
    ]);
    await postAll(ashaCookie, ["Vote: 5 to 2."]);
    await updates(ENTRIES - 16, ENTRIES, "Vote: 5 to 2.");
    await entry(reader, "The meeting's recording.")
      .getByRole("link", { name: /YouTube/ })
      .waitFor();

    // Bo pins one; Asha, on her phone, corrects one in the entry's editor.
    await bo.reload();
    await entry(bo, "Public comment begins.").getByRole("button", { name: "Pin" }).click();
    await expectToast(bo, "Entry pinned");
    await asha.reload();
    const motion = entry(asha, "Motion to adopt plan B.");
    await motion.getByText("Correct", { exact: true }).click();
    const corrected = motion.getByRole("textbox", { name: "Corrected text" });
    await expect.poll(() => corrected.textContent()).toBe("Motion to adopt plan B.");
    await corrected.click();
    await asha.keyboard.press("ControlOrMeta+A");
    await asha.keyboard.type("Motion to adopt plan C.");
    await motion.getByLabel("Correction note (readers see it)").fill("It was plan C, not B.");
    await motion.getByRole("button", { name: "Save correction" }).click();
    await expectToast(asha, "Entry corrected");
    await entry(asha, "Motion to adopt plan C.").waitFor();
    expect(await axeViolations(asha), "the live desk at 375 px").toEqual([]);
    await shot(asha, "live-desk");

    for (const width of [375, 1280]) {
      const page = await site.page({ width });
      await page.goto(`${site.url}/article/${slug}`);
      await waitForHydration(page);
      expect(await entries(page).count()).toBe(ENTRIES);
      const pinned = entries(page).first();
      expect(await pinned.textContent()).toContain("Public comment begins.");
      expect(await pinned.textContent()).toContain("Pinned");
      await entry(page, "Motion to adopt plan C.").getByText("It was plan C, not B.").waitFor();
      expect(await axeViolations(page), `the live page at ${width} px`).toEqual([]);
      await shot(page, "live-page");
    }

    // Every reader's poll is the page cache's 304 while nothing changed.
    const polled = await fetch(`${site.url}/live/${id}`);
    const etag = polled.headers.get("etag")!;
    expect([polled.status, etag]).toEqual([200, expect.stringMatching(/^W\/"/)]);
    expect((await fetch(`${site.url}/live/${id}`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const livePage = await (await fetch(`${site.url}/article/${slug}`)).text();
    liveBlogPosting(livePage, TITLE, ENTRIES, false);
    // Its script before any interaction is within the build's budget for a live page, which names its
    // islands (scripts/island-budgets.ts).
    expect(PAGE_BUDGETS.live.islands).toEqual(expect.arrayContaining(eagerIslands(livePage)));
    expect(islandJsBytes(livePage)).toBeLessThanOrEqual(PAGE_BUDGETS.live.budget);

    await asha.getByText("End the live blog", { exact: true }).click();
    await asha.getByRole("button", { name: "End live blog" }).click();
    await expectToast(asha, "Live blog ended");
    await reader.reload();
    await reader.getByRole("heading", { name: "Updates", exact: true }).waitFor();
    expect(await reader.getByText("LIVE", { exact: true }).count()).toBe(0);
    expect(await entries(reader).count()).toBe(ENTRIES);
    liveBlogPosting(await (await fetch(`${site.url}/article/${slug}`)).text(), TITLE, ENTRIES, true);
    await reader.goto(`${site.url}/`);
    await reader.getByRole("heading", { name: TITLE }).first().waitFor();
    expect(await reader.getByText("LIVE", { exact: true }).count()).toBe(0);
    expect(await (await fetch(`${site.url}/`)).text()).not.toContain(`LIVE: ${TITLE}`);
    expect((await post(cookie, { intent: "post", body: "Too late" })).status).toBe(409);
  }, 240_000);
});
