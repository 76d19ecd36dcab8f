import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { articleForm } from "../helpers/admin.ts";
import { axeViolations } from "../helpers/browser.ts";
import { portalSession, post, setUpPortal, signInQuietly, type Admin } from "./portal-site.ts";

// The inbox and the bell (issue 38): a return tells the writer, by the bell and by mail with a link to
// the piece; the inbox opens it and marks it read; axe-clean at a phone's and a laptop's width.

const account = (username: string, name: string): Admin => ({
  username,
  email: `${username}@borderland.test`,
  password: `${username}-passphrase-2026`,
  name,
});
const EDITOR = account("inbox-editor", "Inbox Editor");
const WRITER = account("inbox-writer", "Inbox Writer");
const site = setUpPortal([EDITOR, WRITER], {
  smtp: true,
  roles: { [EDITOR.username]: "editor", [WRITER.username]: "contributor" },
});
/** Set SCREENSHOT_DIR to keep a full-page picture of the inbox at each width. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function save(cookie: string, fields: Record<string, string>) {
  const response = await post(site.url, "/admin/editor", { kind: "article", ...fields }, cookie);
  const body = (await response.json()) as { ok: boolean; id: string; version: number };
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return body;
}

describe("the notifications' inbox", () => {
  let pieceId = "";
  beforeAll(async () => {
    const writer = await portalSession(site.url, WRITER);
    const editor = await portalSession(site.url, EDITOR);
    const submitted = await save(writer, { intent: "submit", ...articleForm("Ferry timetable changes") });
    pieceId = submitted.id;
    await save(editor, {
      intent: "return",
      id: submitted.id,
      baseVersion: String(submitted.version),
      note: "Check the Sunday times with the port office.",
      ...articleForm("Ferry timetable changes"),
    });
  });

  it("mails the writer the return with the note, and the editor the submission, whose link marks it read and opens the piece", async () => {
    const returned = await site.smtp.waitFor(
      WRITER.email,
      (m) => m.subject === "Returned to you: Ferry timetable changes",
    );
    expect(returned.text).toContain("Check the Sunday times with the port office.");
    expect(returned.text).toMatch(/\/admin\/dashboard\/inbox\/[0-9a-f-]{36}/);
    const submitted = await site.smtp.waitFor(
      EDITOR.email,
      (m) => m.subject === "Submitted for review: Ferry timetable changes",
    );
    const link = submitted.text!.match(/https?:\/\/\S+\/admin\/dashboard\/inbox\/[0-9a-f-]{36}/)![0];
    const editor = await portalSession(site.url, EDITOR);
    const unread = async () =>
      (
        await (await fetch(`${site.url}/admin/dashboard/inbox`, { headers: { cookie: editor } })).text()
      ).split(">Unread: <").length - 1;
    expect(await unread()).toBe(1);
    const opened = await fetch(link.replace(/^https?:\/\/[^/]+/, site.url), {
      headers: { cookie: editor },
      redirect: "manual",
    });
    expect(opened.headers.get("location")).toMatch(new RegExp(`/admin/dashboard/articles/${pieceId}$`));
    expect(await unread()).toBe(0);
  });

  for (const width of [375, 1280]) {
    it(`shows the unread one on the bell and in the inbox, axe-clean at ${width} px`, async () => {
      const page = await site.page({ width, height: 900 });
      await signInQuietly(page, site.url, WRITER);
      await page.goto(`${site.url}/admin/dashboard/inbox`);
      await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Notifications, 1 unread" }).waitFor();
      await page.getByRole("link", { name: /Unread: Returned to you: Ferry timetable changes/ }).waitFor();
      expect(await axeViolations(page), `inbox at ${width} px`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `inbox-${width}.png`), fullPage: true });
      await page.context().close();
    });
  }

  it("opens the piece from the inbox and marks it read; the choices are kept", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, WRITER);
    await page.goto(`${site.url}/admin/dashboard/inbox`);
    await page.getByRole("link", { name: /Returned to you: Ferry timetable changes/ }).click();
    await page.waitForURL(new RegExp(`/admin/dashboard/articles/${pieceId}$`));
    await page.getByRole("link", { name: "Notifications, none unread" }).click();
    await page.getByRole("combobox", { name: "Your piece published" }).selectOption("digest");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Choices saved").first().waitFor();
    await page.reload();
    expect(await page.getByRole("combobox", { name: "Your piece published" }).inputValue()).toBe("digest");
    expect(await page.getByRole("link", { name: /^Unread:/ }).count()).toBe(0);
    await page.context().close();
  });
});
