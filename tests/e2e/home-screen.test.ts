import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { articleForm } from "../helpers/admin.ts";
import { axeViolations } from "../helpers/browser.ts";
import {
  portalSession,
  post,
  setUpPortal,
  signInQuietly,
  signInToPortal,
  staffAccount,
} from "./portal-site.ts";

// The home screen (issue 38): every sign-in lands on it, each role sees its own parts, and it is
// axe-clean at a phone's and a laptop's width.

const ADMIN = staffAccount("home-admin", "Home Admin");
const EDITOR = staffAccount("home-editor", "Home Editor");
const WRITER = staffAccount("home-writer", "Home Writer");
const site = setUpPortal([ADMIN, EDITOR, WRITER], {
  roles: { [EDITOR.username]: "editor", [WRITER.username]: "contributor" },
});
/** Set SCREENSHOT_DIR to keep a full-page picture of each role's home at each width. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** A save through the editor's endpoint, answered with the piece's id and version. */
async function save(cookie: string, fields: Record<string, string>) {
  const response = await post(site.url, "/admin/editor", { kind: "article", ...fields }, cookie);
  const body = (await response.json()) as { ok: boolean; id: string; version: number };
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return body;
}

const HEADINGS = {
  writer: ["Your assignments", "Returned to you", "In review", "Your drafts", "Published this week"],
  editor: [
    "Waiting for review",
    "Due today and overdue",
    "Scheduled today",
    "Comments to moderate",
    "Most read this week",
  ],
  admin: ["Waiting for review", "Problems in the queue", "Last backup", "Pending invitations"],
};

async function headings(page: Page) {
  const texts = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  // Each title, without the figure beside it ('Waiting for review: 3').
  return texts.map((text) => text.replace(/: [\d,]+$/, ""));
}

describe("the home screen", () => {
  beforeAll(async () => {
    const writer = await portalSession(site.url, WRITER);
    const editor = await portalSession(site.url, EDITOR);
    await save(writer, { intent: "submit", ...articleForm("Market prices climb again") });
    await save(writer, { intent: "save", ...articleForm("Bus fares, a draft") });
    const returned = await save(writer, { intent: "submit", ...articleForm("School admissions open") });
    await save(editor, {
      intent: "return",
      id: returned.id,
      baseVersion: String(returned.version),
      note: "Name the second source.",
      ...articleForm("School admissions open"),
    });
  });

  it("lands a sign-in on it, with the count of pieces waiting in the sidebar", async () => {
    const page = await site.page({ width: 1280 });
    await signInToPortal(page, site.url, EDITOR);
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
    await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
    const home = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Home/ });
    expect(await home.textContent()).toBe("Home1 waiting for review");
    const waiting = page.getByRole("region", { name: /Waiting for review/ });
    await waiting.getByRole("link", { name: "Market prices climb again" }).click();
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    await page.context().close();
  });

  describe.each([375, 1280] as const)("at %i px", (width) => {
    it.each([
      ["writer", WRITER],
      ["editor", EDITOR],
      ["admin", ADMIN],
    ] as const)("shows the %s their parts and nobody else's, axe-clean", async (role, who) => {
      const page = await site.page({ width });
      await signInQuietly(page, site.url, who);
      await page.goto(`${site.url}/admin/dashboard`);
      await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
      const shown = await headings(page);
      expect(shown).toEqual(expect.arrayContaining(HEADINGS[role]));
      if (role === "writer") {
        expect(shown).not.toContain("Waiting for review");
        const returned = page.getByRole("region", { name: /Returned to you/ });
        await returned.getByText("Name the second source.").waitFor();
        expect(await page.getByText("Market prices climb again").count()).toBe(1);
      } else {
        expect(shown).not.toContain("Your drafts");
        expect(await page.getByText("Bus fares, a draft").count()).toBe(0);
      }
      if (role === "editor") expect(shown).not.toContain("Problems in the queue");
      expect(await axeViolations(page), `${role} at ${width} px`).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `home-${role}-${width}.png`), fullPage: true });
      await page.context().close();
    });
  });
});
