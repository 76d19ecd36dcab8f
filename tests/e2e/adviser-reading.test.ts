import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleForm } from "../helpers/admin.ts";
import { axeViolations } from "../helpers/browser.ts";
import { portalSession, post, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";
import { selectText } from "./portal-flows.ts";

// The adviser (issue 38): reads a draft in review as text it cannot change, anchors a note on a
// passage as an editor does, and gives the approval the publication asks for; then an editor publishes
// and History names the adviser. Only a browser shows the read-only text taking a selection.

const ADMIN = staffAccount("adv-admin", "Desk Admin");
const WRITER = staffAccount("adv-writer", "Wen Writer");
const ADVISER = staffAccount("adv-adviser", "Ms Rivera");
const site = setUpPortal([ADMIN, WRITER, ADVISER], {
  roles: { [WRITER.username]: "contributor", [ADVISER.username]: "adviser" },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const TEXT = "The board met on Tuesday. The vote was 5 to 2 to keep the library open.";

async function json(response: Response) {
  const body = (await response.json()) as { ok: boolean; id: string; version: number };
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return body;
}

describe("the adviser", () => {
  it("reads a piece in review, notes a passage, approves it, and an editor then publishes it", async () => {
    const [admin, writer] = await Promise.all([
      portalSession(site.url, ADMIN),
      portalSession(site.url, WRITER),
    ]);
    const rule = await post(
      site.url,
      "/admin/dashboard/settings",
      { intent: "desk", finalApproval: "adviser" },
      admin,
    );
    expect(rule.status).toBeLessThan(400);
    const form = { kind: "article", ...articleForm("Library stays open", { content: `<p>${TEXT}</p>` }) };
    const piece = await json(await post(site.url, "/admin/editor", { intent: "submit", ...form }, writer));
    const publish = () =>
      post(
        site.url,
        "/admin/editor",
        { intent: "publish", id: piece.id, baseVersion: String(piece.version), ...form },
        admin,
      );
    expect((await publish()).status).toBe(403);

    const page = await site.page({ width: 1280, height: 900 });
    await signInQuietly(page, site.url, ADVISER);
    await page.goto(`${site.url}/admin/dashboard/articles/${piece.id}`);
    await page.getByRole("heading", { name: "Library stays open" }).waitFor();
    // No editor: nothing here saves or publishes.
    expect(await page.getByRole("button", { name: /^(Publish|Save draft|Return)/ }).count()).toBe(0);
    const add = page.getByRole("button", { name: "Add note" });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await selectText(page, "5 to 2");
    await add.click();
    const note = page.getByRole("group", { name: "New note" });
    await note.getByLabel("Note").fill("Whose count is this? Cite the minutes.");
    await note.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Whose count is this? Cite the minutes.").first().waitFor();
    expect(await axeViolations(page), "1280 px").toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "adviser-1280.png"), fullPage: true });

    await page.getByRole("button", { name: "Approve for publication" }).click();
    // Approved; once the page's data is read again, by whom.
    await page.getByText("Approved by Ms Rivera.").waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page), "375 px").toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "adviser-375.png"), fullPage: true });

    // The contribution report, for grading: the writer's submitted piece is not published yet.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}/admin/dashboard/contributions`);
      await page.getByRole("rowheader", { name: /Wen Writer/ }).waitFor();
      expect(await axeViolations(page), `contributions, ${width} px`).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `contributions-${width}.png`), fullPage: true });
    }
    await page.context().close();

    expect((await publish()).status).toBe(200);
    const history = await post(
      site.url,
      "/admin/editor",
      { intent: "revisions", kind: "article", id: piece.id },
      admin,
    );
    expect(JSON.stringify(await history.json())).toContain("Published, approved by Ms Rivera, adviser");
  });
});
