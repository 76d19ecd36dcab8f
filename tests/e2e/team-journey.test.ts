import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { auditEvents } from "../../server/db/schema.ts";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { isOnTop, overlaps } from "./on-top.ts";
import { confirmPublish, uploadImage } from "./portal-flows.ts";
import { expectToast, setUpPortal, signInToPortal, type Admin } from "./portal-site.ts";
import { acceptInvitation, invitationLink, invite } from "./staff-flows.ts";

/**
 * Issue 26's journey, in the browser from an empty publication: an admin invites a contributor and an
 * editor by e-mail and both accept; the contributor writes a piece and submits it; the editor returns it
 * with a note; the contributor revises and resubmits; the editor publishes it; the byline links to the
 * contributor's author page, which lists it. Each review state is axe clean at 375 and 1280 px, and the
 * audit log holds every step and none of the passwords, links or session cookies used.
 */
const ADMIN: Admin = {
  username: "adviser",
  email: "adviser@borderland.test",
  password: "faculty-adviser-2026",
  name: "Meera Adviser",
};
const WRITER = {
  name: "Wren Tamang",
  email: "wren@borderland.test",
  role: "Contributor",
  username: "wren",
  password: "drafts-and-more-2026",
};
const EDITOR = {
  name: "Moss Gurung",
  email: "moss@borderland.test",
  role: "Editor",
  username: "moss",
  password: "red-pencil-2026",
};
const TITLE = "Canteen prices rise again";
const NOTE = "Please name the canteen's supplier.";
const site = setUpPortal([ADMIN], { smtp: true });
/** Set SCREENSHOT_DIR to keep a full-page picture of every state checked here. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** Each person's pages at 375 and 1280 px, and what the audit search looks for. */
const pages: Record<"writer" | "editor", Page[]> = { writer: [], editor: [] };
const secrets: string[] = [ADMIN.password, WRITER.password, EDITOR.password];
let href = "";

/** A state, looked at in each width's page (at the piece's editor unless `at` says where): axe clean (and pictured with SCREENSHOT_DIR). */
async function check(who: Page[], name: string, ready: (page: Page) => Promise<unknown>, at?: string) {
  for (const page of who) {
    await page.goto(at ? `${site.url}${at}` : href);
    await ready(page);
    const width = page.viewportSize()!.width;
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

const wide = (who: "writer" | "editor") => pages[who][1]!;

/** Whether an element is wholly inside the window. */
const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
};

describe("the newsroom as a team (issue 26)", () => {
  it("an admin invites a contributor and an editor by e-mail, and both accept", async () => {
    const admin = await site.page({ width: 1280 });
    await signInToPortal(admin, site.url, ADMIN);
    await admin.goto(`${site.url}/admin/dashboard/staff`);
    await invite(admin, WRITER);
    await invite(admin, EDITOR);
    for (const [key, who] of [
      ["writer", WRITER],
      ["editor", EDITOR],
    ] as const) {
      const link = await invitationLink(site.smtp, site.url, who.email);
      secrets.push(new URL(link).searchParams.get("token")!);
      const small = await site.page({ width: 375 });
      await acceptInvitation(small, link, who);
      const large = await site.page({ width: 1280 });
      await signInToPortal(large, site.url, { ...who, name: who.name });
      pages[key] = [small, large];
    }
  });

  it("the contributor writes a piece and submits it; their portal has no Publish", async () => {
    const page = wide("writer");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    expect(await nav.getByRole("link", { name: "My stories" }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Manage Articles" }).count()).toBe(0);
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Lunch at the canteen costs a fifth more from Monday.");
    await page.getByLabel("Category").selectOption("Business");
    await uploadImage(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    href = page.url();
    await check(pages.writer, "contributor-draft", (p) =>
      p.getByRole("button", { name: "Submit for review" }).waitFor(),
    );
    expect(await page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0);
    expect(await page.getByText("Corrections", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
    await check(pages.writer, "contributor-in-review", (p) =>
      p.getByText(/is with the editors for review/).waitFor(),
    );
  });

  it("the editor finds it in review and returns it with a note", async () => {
    const desk = wide("editor");
    await desk.goto(`${site.url}/admin/dashboard/articles?status=review`);
    await desk.getByRole("link", { name: `Edit “${TITLE}”` }).click();
    await desk.waitForURL(href);
    await check(pages.editor, "editor-in-review", (p) =>
      p.getByRole("button", { name: "Return with a note" }).waitFor(),
    );
    await desk.getByRole("button", { name: "Return with a note" }).click();
    const dialog = desk.getByRole("dialog", { name: "Return to the writer" });
    await dialog.getByRole("button", { name: "Return with note" }).click();
    await dialog.getByText("Please say what needs to change, for the writer.").waitFor();
    expect(await axeViolations(desk), "the return dialog").toEqual([]);
    await dialog.getByLabel(/What needs to change/).fill(NOTE);
    await dialog.getByRole("button", { name: "Return with note" }).click();
    await expectToast(desk, "Returned to the writer");
  });

  it("the contributor reads the note in My stories, revises and resubmits", async () => {
    await check(pages.writer, "contributor-returned", (p) => p.getByText(NOTE).waitFor());
    const page = wide("writer");
    expect(await page.getByText("Needs changes:").count()).toBe(1);
    await check(pages.writer, "my-stories", (p) => p.getByText(NOTE).waitFor(), "/admin/dashboard/mine");
    await page.getByRole("link", { name: `Edit “${TITLE}”` }).click();
    await page.waitForURL(href);
    await page.locator(".ql-editor").waitFor();
    await page.locator(".ql-editor p").last().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" The supplier, Hill Farms, raised its prices in October.");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
  });

  it("the editor, on a phone, reads it and publishes it from the sticky bar once they confirm; axe clean, dialog open too", async () => {
    const phone = pages.editor[0]!;
    await phone.goto(href);
    await phone
      .locator(".ql-editor")
      .getByText(/Hill Farms/)
      .waitFor();
    await waitForHydration(phone);
    // Read to the end: the bar's Publish stays in view all the way down.
    const publish = phone.getByRole("button", { name: "Publish", exact: true });
    for (const at of ["top", "bottom"] as const) {
      await phone.evaluate(
        (where) => window.scrollTo(0, where === "top" ? 0 : document.body.scrollHeight),
        at,
      );
      expect(await publish.evaluate(inViewport), `Publish in view at the ${at}`).toBe(true);
      expect(await isOnTop(publish)).toBe(true);
      if (SHOTS) await phone.screenshot({ path: path.join(SHOTS, `editor-sticky-${at}-375.png`) });
    }
    expect(await axeViolations(phone), "the piece in review at 375 px").toEqual([]);

    await publish.click();
    const question = phone.getByRole("dialog", {
      name: "Publish now to the home page and the newsletter queue?",
    });
    await question.waitFor();
    // The safe choice has the focus, and Escape cancels: nothing is published.
    expect(await phone.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    expect(await axeViolations(phone), "the question at 375 px").toEqual([]);
    if (SHOTS) await phone.screenshot({ path: path.join(SHOTS, "editor-confirm-375.png") });
    await phone.keyboard.press("Escape");
    await question.waitFor({ state: "detached" });
    expect(
      await phone.locator("[data-action-bar] [data-piece-status]").getAttribute("data-piece-status"),
    ).toBe("review");

    await publish.click();
    await confirmPublish(phone);
    await expectToast(phone, "Article published", "Readers see it now");
    // The toast covers no control of the bar, nor the heading, with the page at its top.
    await phone.evaluate(() => window.scrollTo(0, 0));
    const toast = phone.locator("[data-toast]:visible").first();
    for (const covered of [phone.locator("[data-action-bar]"), phone.getByRole("heading", { level: 1 })])
      expect(await overlaps(toast, covered)).toBe(false);
    if (SHOTS) await phone.screenshot({ path: path.join(SHOTS, "editor-toast-375.png") });
    await phone.getByRole("button", { name: "Update", exact: true }).waitFor();
    expect(await axeViolations(phone), "the published piece at 375 px").toEqual([]);

    const reader = await site.page({ width: 375 });
    await reader.goto(`${site.url}/article/canteen-prices-rise-again`);
    expect(await reader.getByRole("main").textContent()).toContain("Hill Farms");
    await reader.getByRole("link", { name: WRITER.name }).first().click();
    await reader.waitForURL(/\/author\/wren-tamang$/);
    await reader.getByRole("link", { name: TITLE }).waitFor();
    expect(await axeViolations(reader), "the author page").toEqual([]);
  });

  it("the audit log has every step, and no password, link token or session cookie", async () => {
    const admin = await site.page({ width: 1280 });
    await signInToPortal(admin, site.url, ADMIN);
    await admin.goto(`${site.url}/admin/dashboard/audit`);
    const log = (await admin.getByRole("main").textContent()) ?? "";
    for (const label of [
      "Invited",
      "Accepted an invitation",
      "Signed in to the portal",
      "Submitted for review",
      "Returned from review",
      "Published",
    ])
      expect(log, label).toContain(label);

    for (const page of [...pages.writer, ...pages.editor, admin])
      for (const cookie of await page.context().cookies()) secrets.push(cookie.value);
    await site.stop();
    const database = await openPglite(path.join(site.dataDir, "db"));
    try {
      const rows = await database.db.select().from(auditEvents);
      const actions = rows.map((row) => row.action);
      for (const action of ["invite", "invite-accept", "sign-in", "submit", "return", "publish"])
        expect(actions, action).toContain(action);
      expect(actions.filter((a) => a === "submit")).toHaveLength(2);
      const everything = JSON.stringify(rows);
      for (const secret of secrets.filter((s) => s.length >= 8))
        expect(everything.includes(secret), `a secret of ${secret.length} characters in the log`).toBe(false);
    } finally {
      await database.close();
    }
  });
});
