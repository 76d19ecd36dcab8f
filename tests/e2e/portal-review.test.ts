import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { articleForm } from "../helpers/admin.ts";
import { axeViolations } from "../helpers/browser.ts";
import { expectToast, portalSession, post, setUpPortal, signInToPortal, type Admin } from "./portal-site.ts";

const WRITER: Admin = {
  username: "wren",
  email: "wren@borderland.test",
  password: "drafts-and-more-2026",
  name: "Wren Tamang",
};
const EDITOR: Admin = {
  username: "moss",
  email: "moss@borderland.test",
  password: "red-pencil-2026",
  name: "Moss Gurung",
};
// An admin exists (else /admin offers the first-run setup).
const ADMIN: Admin = {
  username: "fern",
  email: "fern@borderland.test",
  password: "adviser-keys-2026",
  name: "Fern Lepcha",
};
const site = setUpPortal([ADMIN, WRITER, EDITOR], { roles: { wren: "contributor", moss: "editor" } });
const WIDTHS = [375, 1280] as const;
/** Set SCREENSHOT_DIR to keep a full-page picture of every state checked here. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** Each state is looked at in a page of each width, axe clean. */
async function check(pages: Page[], name: string, ready: (page: Page) => Promise<unknown>) {
  for (const page of pages) {
    await page.reload();
    await ready(page);
    const width = page.viewportSize()!.width;
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function signedIn(who: Admin, href: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (const width of WIDTHS) {
    const page = await site.page({ width });
    await signInToPortal(page, site.url, who);
    await page.goto(href);
    pages.push(page);
  }
  return pages;
}

describe("review before publishing in the browser (issue 26)", () => {
  it("a contributor submits, the editor returns it with a note, the contributor reads it; axe clean at 375 and 1280 px", async () => {
    const cookie = await portalSession(site.url, WRITER);
    const saved = await post(
      site.url,
      "/admin/editor",
      { ...articleForm("Canteen prices rise again"), kind: "article", intent: "save" },
      cookie,
    );
    const { id } = (await saved.json()) as { id: string };
    const href = `${site.url}/admin/dashboard/articles/${id}`;

    const writer = await signedIn(WRITER, href);
    const [small, wide] = writer as [Page, Page];
    // A contributor's portal: Write and My stories; Save draft and Submit for review, never Publish.
    const nav = wide.getByRole("navigation", { name: /portal|sections|dashboard/i });
    expect(await nav.getByRole("link", { name: "My stories" }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Manage Articles" }).count()).toBe(0);
    await check(writer, "contributor-draft", (p) =>
      p.getByRole("button", { name: "Submit for review" }).waitFor(),
    );
    expect(await wide.getByRole("button", { name: "Publish" }).count()).toBe(0);
    expect(await wide.getByText("Corrections", { exact: true }).count()).toBe(0);

    await wide.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(wide, "Submitted for review");
    await check(writer, "contributor-in-review", (p) =>
      p.getByText(/is with the editors for review/).waitFor(),
    );
    expect(await small.getByRole("button", { name: "Save draft" }).count()).toBe(0);

    const editor = await signedIn(EDITOR, href);
    await check(editor, "editor-in-review", (p) =>
      p.getByRole("button", { name: "Return with a note" }).waitFor(),
    );
    const desk = editor[1]!;
    expect(await desk.getByRole("button", { name: "Publish", exact: true }).count()).toBe(1);
    await desk.getByRole("button", { name: "Return with a note" }).click();
    const dialog = desk.getByRole("dialog", { name: "Return to the writer" });
    await dialog.getByRole("button", { name: "Return with note" }).click();
    await dialog.getByText("Please say what needs to change, for the writer.").waitFor();
    expect(await axeViolations(desk), "the return dialog").toEqual([]);
    await dialog.getByLabel(/What needs to change/).fill("Please name the canteen's supplier.");
    await dialog.getByRole("button", { name: "Return with note" }).click();
    await expectToast(desk, "Returned to the writer");

    await check(writer, "contributor-returned", (p) =>
      p.getByText("Please name the canteen's supplier.").waitFor(),
    );
    expect(await wide.getByText("Needs changes:").count()).toBe(1);
    for (const page of writer) await page.goto(`${site.url}/admin/dashboard/mine`);
    await check(writer, "my-stories", (p) => p.getByText("Please name the canteen's supplier.").waitFor());
  });
});
