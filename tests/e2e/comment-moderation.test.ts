import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { formPost, signedInReader } from "../helpers/reader-session.ts";
import { expectToast, portalSession, post, publishArticle, setUpPortal, type Admin } from "./portal-site.ts";

/** Issue 27, acceptance 3: a reader reports a comment; an article holds comments for approval; an editor
 * approves one, hides one and bans a reader, whose next comment is refused with a message. Every page and
 * state axe clean at 375 and 1280 px: the Comments page (list, filters, bulk selection, ban dialog) and
 * the article's comment states (awaiting approval, closed, banned). One browser for the file. */
const EDITOR: Admin = {
  username: "night-editor",
  email: "night@borderland.test",
  password: "moderate-with-care-2026",
  name: "Night Editor",
};
const site = setUpPortal([EDITOR], { smtp: true, roles: { [EDITOR.username]: "editor" } });
const WIDTHS = [375, 1280] as const;
const SHOTS = process.env.SCREENSHOT_DIR;

/** axe clean at both widths (and pictured with SCREENSHOT_DIR). */
async function check(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function as(cookie: string) {
  const page = await site.page();
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: site.url }]);
  return page;
}

describe("comment moderation", () => {
  let editor = "";
  let slug = "";
  let articleId = "";
  let closedSlug = "";
  let closedId = "";
  let rita = { cookie: "" };
  let bob = { cookie: "" };
  beforeAll(async () => {
    editor = await portalSession(site.url, EDITOR);
    ({ slug, id: articleId } = await publishArticle(site.url, editor, { title: "Bridge tolls rise again" }));
    const closed = await publishArticle(site.url, editor, { title: "Quiet notes from the hills" });
    closedSlug = closed.slug;
    closedId = closed.id;
    rita = await signedInReader(site.url, site.smtp, "Rita Reader", "rita@borderland.test");
    bob = await signedInReader(site.url, site.smtp, "Bob Blunt", "bob@borderland.test");
    const said = await formPost(
      site.url,
      "/api/comments",
      { intent: "post", articleId, content: "Tolls are theft and so are you all." },
      { ...bob, Origin: site.url },
    );
    expect(said.status).toBeLessThan(400);
  });

  it("a reader reports a comment; an article holds comments; an editor approves, hides and bans; the banned reader is refused", async () => {
    const started = Date.now();
    // Rita reports Bob's comment.
    const reader = await as(rita.cookie);
    await reader.goto(`${site.url}/article/${slug}`);
    await waitForHydration(reader);
    await reader.getByRole("button", { name: "Report comment by Bob Blunt" }).click();
    await expectToast(reader, "Comment reported");
    await reader.getByText("Reported", { exact: true }).waitFor();

    // The article holds comments for approval: Bob's next one waits, shown to him alone.
    const held = { intent: "article-mode", articleId, mode: "held" };
    expect((await post(site.url, "/admin/dashboard/comments", held, editor)).status).toBeLessThan(400);
    const writer = await as(bob.cookie);
    await writer.goto(`${site.url}/article/${slug}`);
    await waitForHydration(writer);
    await writer.getByText("An editor reads comments on this article before they appear.").waitFor();
    await writer.getByLabel("Leave a comment").fill("On reflection: the tolls fund the repairs.");
    await writer.getByRole("button", { name: "Send" }).click();
    await expectToast(writer, "Comment awaiting approval");
    await writer.getByText("Awaiting approval", { exact: true }).waitFor();
    await check(writer, "article-awaiting-approval");
    const anonymous = await (await fetch(`${site.url}/article/${slug}`)).text();
    expect(anonymous).not.toContain("On reflection");

    // The editor: the reported one rises; approve the held one, hide the reported one, ban Bob.
    const desk = await as(editor);
    await desk.goto(`${site.url}/admin/dashboard/comments?state=reported`);
    await waitForHydration(desk);
    await desk.getByText("1 report").waitFor();
    await check(desk, "comments-reported");
    await desk.getByRole("link", { name: /^Held/ }).click();
    await desk.waitForURL(/state=held/);
    await desk.getByRole("button", { name: "Approve the comment by Bob Blunt" }).click();
    await expectToast(desk, "Comment approved");
    await desk.getByRole("link", { name: /^All/ }).click();
    await desk.getByRole("checkbox", { name: "Select all on this page" }).check();
    await desk.getByText("2 selected").waitFor();
    await check(desk, "comments-bulk-selection");
    await desk.getByRole("checkbox", { name: "Select all on this page" }).uncheck();
    const theft = desk.getByRole("listitem").filter({ hasText: "Tolls are theft" });
    await theft.getByRole("button", { name: /^Hide/ }).click();
    await expectToast(desk, "Comment hidden");
    await desk.getByRole("button", { name: "Ban reader Bob Blunt" }).first().click();
    await desk.getByRole("dialog").getByText("Ban Bob Blunt from commenting?").waitFor();
    await check(desk, "comments-ban-dialog");
    await desk.getByRole("dialog").getByRole("button", { name: "Ban reader" }).click();
    await expectToast(desk, "Reader banned", "Bob Blunt can no longer comment.");
    await desk.getByRole("link", { name: "Bob Blunt" }).first().waitFor();

    // Readers see the approved one, not the hidden one; Bob is told he can no longer comment.
    const page = await (await fetch(`${site.url}/article/${slug}`)).text();
    expect(page).toContain("On reflection");
    expect(page).not.toContain("Tolls are theft");
    await writer.reload();
    await writer.getByText("Your account can no longer comment on this site.").waitFor();
    await check(writer, "article-banned");
    const refused = await formPost(
      site.url,
      "/api/comments",
      { intent: "post", articleId, content: "Let me back in." },
      { ...bob, Origin: site.url, Accept: "application/json" },
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Your account can no longer comment on this site.");

    // Closed, from the Comments panel beside the article's editor: a notice instead of the form.
    await desk.goto(`${site.url}/admin/dashboard/articles/${closedId}`);
    await waitForHydration(desk);
    await desk.getByLabel("Comments on this article").selectOption("closed");
    await desk.getByRole("button", { name: "Save comments setting" }).click();
    await expectToast(desk, "Comments saved", "This article's comments are closed.");
    await check(desk, "editor-comments-panel");
    const visitor = await site.page();
    await visitor.goto(`${site.url}/article/${closedSlug}`);
    await visitor.getByText("Comments are closed on this article.").waitFor();
    await check(visitor, "article-comments-closed");
    console.log(`comment moderation journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 180_000);
});
