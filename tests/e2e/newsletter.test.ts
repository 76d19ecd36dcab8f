import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { linkIn } from "../helpers/smtp.ts";
import { ADMIN } from "./portal-flows.ts";
import {
  makeEditionBeforeStart,
  portalSession,
  post,
  publishArticle,
  setUpPortal,
  signInToPortal,
} from "./portal-site.ts";

/**
 * Issue 27, acceptance 1 and 6 for the newsletter, in one browser page: subscribe, confirm, compose
 * (issue 36: remove several stories at once, preview at a phone's width, the dashboard's figure; issue
 * 43: announce a print edition), send (every confirmed subscriber gets exactly one mail, an unconfirmed
 * one none), one-click unsubscribe, and axe on every new page and state at 375 and 1280 px.
 */
const site = setUpPortal([ADMIN], {
  smtp: true,
  // Vol. 12, No. 4, published with its cover and two pieces from a month ago (not the issue's stories).
  prepare(dataDir) {
    makeEditionBeforeStart(dataDir, "published");
  },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const SECTION = "/admin/dashboard/newsletter";

/** axe at both widths, with a picture of each when SCREENSHOT_DIR is set. */
async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

const mailsTo = (to: string, subject?: string) =>
  site.smtp.messages.filter(
    (m) => JSON.stringify(m.to).includes(to) && (subject === undefined || m.subject === subject),
  );

async function subscribe(email: string) {
  const answer = await post(site.url, "/newsletter", { email });
  expect(answer.status).toBeLessThan(400);
  const mail = await site.smtp.waitFor(email, (m) => /Confirm your subscription/.test(m.subject ?? ""));
  return linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/).replace(
    /^https?:\/\/[^/]+/,
    site.url,
  );
}

async function sendIssue(page: Page, subject: string, add?: string) {
  await page.goto(`${site.url}${SECTION}`);
  await page.getByLabel(/^Subject/).fill(subject);
  if (add) {
    await page.getByText(/Add a story/).click();
    await page.getByRole("button", { name: `Add ${add}` }).click();
  }
  await page.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
  await page.getByRole("dialog").waitFor();
}

describe("the newsletter", () => {
  it("confirms, composes, sends once to each confirmed subscriber, archives, unsubscribes in one click", async () => {
    const cookie = await portalSession(site.url, ADMIN);
    await publishArticle(site.url, cookie, { title: "Storm warning lifted" });
    await publishArticle(site.url, cookie, { title: "Market hours change" });
    await publishArticle(site.url, cookie, { title: "The bridge reopens at dawn" });
    const page = await site.page({ width: 1280 });

    // A reader confirms through the page's button; another never confirms.
    const link = await subscribe("confirmed@example.org");
    await subscribe("never@example.org");
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my subscription" }).waitFor();
    await check(page, "newsletter-confirm");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByRole("heading", { name: "You're subscribed!" }).waitFor();

    // Compose: the story published since the last issue is there by default.
    await signInToPortal(page, site.url, ADMIN);
    expect(
      (
        await post(
          site.url,
          SECTION,
          { intent: "settings", sendRate: "60000", digestDay: "1", digestHour: "8" },
          cookie,
        )
      ).status,
    ).toBeLessThan(400);
    await page.goto(`${site.url}${SECTION}`);
    await page.getByRole("listitem").filter({ hasText: "The bridge reopens at dawn" }).waitFor();
    await page.getByText(/^A new issue starts with the featured and the 10 most read/).waitFor();
    await check(page, "newsletter-compose-stories");

    // Several stories go in one action: their checkboxes, then Remove selected.
    for (const title of ["Storm warning lifted", "Market hours change"]) {
      await page.getByRole("checkbox", { name: title }).check();
    }
    await check(page, "newsletter-compose-selected");
    await page.getByRole("button", { name: "Remove selected (2)" }).click();
    await page.getByRole("status").filter({ hasText: "2 stories removed" }).waitFor();
    for (const title of ["Storm warning lifted", "Market hours change"]) {
      expect(await page.getByRole("checkbox", { name: title }).count()).toBe(0);
    }
    await page.getByRole("heading", { name: "Stories (1)" }).waitFor();
    // Saved by itself, before the page is opened again to send.
    await page.getByText("The issue is saved as a draft").first().waitFor();

    // A print edition announced after the introduction: chosen, saved by itself, in the preview.
    await page
      .getByLabel("Print edition")
      .selectOption({ label: "Vol. 12, No. 4: Homecoming Issue (October 2, 2026)" });
    const preview = page.locator("[data-preview-width]");
    await preview.getByText("Vol. 12, No. 4 · October 2, 2026").waitFor();
    await check(page, "newsletter-compose-edition");

    // The preview at a phone's width, and at a desktop's.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await preview.boundingBox())!.width).toBeCloseTo(375, 0);
    await page.getByRole("radio", { name: "Desktop" }).check();
    expect((await preview.boundingBox())!.width).toBeGreaterThan(600);
    await check(page, "newsletter-preview-desktop");
    await page.getByRole("radio", { name: "Phone (375 px)" }).check();

    // The dashboard's figure: one confirmed, one waiting.
    await page.setViewportSize({ width: 1280, height: 900 });
    const glance = page.getByRole("region", { name: "At a glance" });
    await expect.poll(() => glance.innerText()).toMatch(/Subscribers\s+1 confirmed, 1 waiting/);
    if (SHOTS) await glance.screenshot({ path: path.join(SHOTS, "dashboard-subscribers-1280.png") });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole("button", { name: "Sections" }).click();
    await glance.scrollIntoViewIfNeeded();
    expect(await axeViolations(page), "the open sections at 375 px").toEqual([]);
    if (SHOTS) await glance.screenshot({ path: path.join(SHOTS, "dashboard-subscribers-375.png") });
    await page.getByRole("button", { name: "Sections" }).click();
    await sendIssue(page, "First light");
    await check(page, "newsletter-confirm-send");
    await page.getByRole("button", { name: "Send now" }).click();
    await expect
      .poll(() => mailsTo("confirmed@example.org", "First light").length, { timeout: 15_000 })
      .toBe(1);
    await page.reload();
    await page.getByText("Sent: 1 sent, 0 failed of 1").waitFor({ timeout: 15_000 });
    expect(mailsTo("never@example.org", "First light")).toHaveLength(0);
    // The edition in both parts of the mail, its cover served by the site; the mail as a client shows it.
    const announced = mailsTo("confirmed@example.org", "First light")[0]!;
    expect(announced.text).toMatch(
      /New print edition: Homecoming Issue\nVol\. 12, No\. 4 · October 2, 2026\n\S+\/print\/12\/4\n/,
    );
    expect(announced.text).toMatch(
      /Page 1: Homecoming court crowned\n\S+\/article\/\S+\nPage 3: Quokka seen on the quad/,
    );
    const cover = /<img src="([^"]+-1200x630\.jpg)" alt="Front page of Homecoming Issue"/.exec(
      String(announced.html),
    )![1]!;
    expect((await fetch(cover.replace(/^https?:\/\/[^/]+/, site.url))).headers.get("content-type")).toBe(
      "image/jpeg",
    );
    if (SHOTS) {
      const mail = await site.page({ width: 375 });
      await mail.setContent(String(announced.html).replaceAll(new URL(cover).origin, site.url), {
        waitUntil: "load",
      });
      for (const width of [375, 1280]) {
        await mail.setViewportSize({ width, height: 900 });
        await mail.screenshot({
          path: path.join(SHOTS, `newsletter-mail-edition-${width}.png`),
          fullPage: true,
        });
      }
      await mail.context().close();
    }
    // Nothing published since: the new draft is empty.
    await page.getByText(/No stories yet/).waitFor();
    await check(page, "newsletter-compose-empty");

    // The public archive and the issue's page.
    await page.goto(`${site.url}/newsletter/archive`);
    await page.getByRole("link", { name: "First light" }).click();
    await page.getByRole("heading", { name: "First light" }).waitFor();
    await check(page, "newsletter-issue");
    await page.goto(`${site.url}/newsletter/archive`);
    await check(page, "newsletter-archive");

    // Sending in progress: at one mail a minute, the second of two readers waits.
    const more = await subscribe("second@example.org");
    expect(
      (
        await post(site.url, new URL(more).pathname + new URL(more).search, {
          token: new URL(more).searchParams.get("token")!,
        })
      ).status,
    ).toBeLessThan(400);
    await publishArticle(site.url, cookie, { title: "Rain returns to the valley" });
    await post(
      site.url,
      SECTION,
      { intent: "settings", sendRate: "1", digestDay: "1", digestHour: "8" },
      cookie,
    );
    await sendIssue(page, "Second light", "Rain returns to the valley");
    await page.getByRole("button", { name: "Send now" }).click();
    await page.getByRole("progressbar").waitFor({ timeout: 15_000 });
    await check(page, "newsletter-sending");

    // RFC 8058: the mail's List-Unsubscribe URL, POSTed as a mail client does, ends the subscription.
    const mail = mailsTo("confirmed@example.org", "First light")[0]!;
    const header = mail.headerLines.find((h) => h.key === "list-unsubscribe")!.line;
    const url = header
      .match(/<(https?:\/\/[^>]+\/unsubscribe\?token=[^>]+)>/)![1]!
      .replace(/^https?:\/\/[^/]+/, site.url);
    const oneClick = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect([oneClick.status, await oneClick.text()]).toEqual([200, "Unsubscribed."]);
    const again = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(again.status).toBe(404);
  }, 300_000);
});
