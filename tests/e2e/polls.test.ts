import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { confirmPublish, uploadImage } from "./portal-flows.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

// A readers' poll (issue 42, decision 0077), in the browser, lean: an editor adds a poll and publishes;
// a reader with only a cookie votes with the island, another without JavaScript votes through the form,
// a signed-in account votes; the double vote is refused; the editor sees the counts and closes the
// poll; readers see the final result. Axe at 375 and 1280 px. The 50 readers and the kill -9 are proved
// below the browser (server/modules/polls/polls.test.ts, tests/e2e/poll-kill.test.ts).

const EDITOR = staffAccount("poll-editor", "Pat Editor");
const MEMBER = staffAccount("poll-member", "Sam Member");
const site = setUpPortal([EDITOR, MEMBER], { roles: { [MEMBER.username]: "contributor" } });
const SHOTS = process.env.SCREENSHOT_DIR;
const TITLE = "Cafeteria menu to change next term";
const SLUG = TITLE.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const QUESTION = "Which lunch should come back?";

const article = () => `${site.url}/article/${SLUG}`;
const poll = (page: Page) => page.getByRole("figure", { name: "Readers' poll" });

async function axeAt(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await poll(page).screenshot({ path: path.join(SHOTS, `poll-${name}-${width}.png`) });
  }
}

describe("a readers' poll", () => {
  let editorUrl = "";

  it("an editor adds a poll to a piece and publishes it", async () => {
    const page = await site.page({ width: 1280, height: 900 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The cafeteria asks students what to bring back.");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Poll", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add a poll" });
    await dialog.getByLabel("Question").fill(QUESTION);
    await dialog.getByLabel("Choice 1", { exact: true }).fill("Dal and rice");
    // A poll of one choice cannot be made: Remove is off at two.
    await expect(dialog.getByRole("button", { name: "Remove choice 1" }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole("button", { name: "Add poll" }).click();
    await expect(dialog.getByRole("alert").textContent()).resolves.toContain("has an empty choice");
    await dialog.getByLabel("Choice 2", { exact: true }).fill("Momos");
    await dialog.getByRole("button", { name: "Add a choice" }).click();
    await dialog.getByLabel("Choice 3", { exact: true }).fill("Pasta");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "poll-dialog-1280.png") });
    await dialog.getByRole("button", { name: "Add poll" }).click();
    await page.locator(".ql-editor figure.poll").waitFor();
    const stored = await page.locator('input[name="content"]').inputValue();
    expect(stored).toMatch(/<figure class="poll" data-poll="[0-9a-f-]{36}" data-results="after">/);
    expect(stored).toContain(`<p>${QUESTION}</p><ol><li data-choice="c1">Dal and rice</li>`);
    await page.getByLabel("Category").selectOption("Business");
    await uploadImage(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    editorUrl = page.url();
    await page.locator(".ql-editor figure.poll").waitFor();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(page);
    // Published: the public page is there.
    await expect.poll(async () => (await fetch(article())).status, { timeout: 15_000 }).toBe(200);
  });

  it("a reader with only a cookie votes without a reload; a second vote is refused", async () => {
    const page = await site.page({ width: 375, height: 800 });
    await page.goto(article());
    await expect(poll(page).textContent()).resolves.toContain("Readers' poll, not a survey.");
    await page.locator('[data-island="polls"][data-hydrated]').waitFor({ state: "attached" });
    await axeAt(page, "form");
    await poll(page).getByLabel("Momos").check();
    await poll(page).getByRole("button", { name: "Vote" }).click();
    await poll(page).getByRole("status").getByText("Thank you: your vote is counted.").waitFor();
    await expect(poll(page).getByRole("listitem").allTextContents()).resolves.toEqual([
      "Dal and rice0%, 0 votes",
      "Momos (your vote)100%, 1 vote",
      "Pasta0%, 0 votes",
    ]);
    await axeAt(page, "result");
    // The page is the cached one for every reader; the island shows this browser its vote again.
    await page.reload();
    await poll(page).getByText("(your vote)").waitFor();
    const pollId = await poll(page).getAttribute("data-poll-id");
    const again = await page.evaluate(async (id) => {
      const answer = await fetch(`/polls/${id}/vote`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ choice: "c1" }),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    }, pollId);
    expect(again).toMatchObject({
      status: 409,
      body: { error: "You have already voted in this poll. Here is the result so far." },
    });
  });

  it("a reader without JavaScript votes with the form and lands on the result", async () => {
    const page = await site.page({ width: 375, height: 800, javaScriptEnabled: false });
    await page.goto(article());
    await poll(page).getByLabel("Dal and rice").check();
    await poll(page).getByRole("button", { name: "Vote" }).click();
    await page.waitForURL(/\/polls\/[0-9a-f-]{36}\?outcome=voted$/);
    await page.getByRole("status").getByText("Thank you: your vote is counted.").waitFor();
    await expect(page.getByText("Results so far · 2 votes in all").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to the story" }).waitFor();
  });

  it("a signed-in account votes; the editor sees the counts and closes the poll; readers see the final result", async () => {
    const member = await site.page({ width: 1280, height: 900 });
    await signInQuietly(member, site.url, MEMBER);
    await member.goto(article());
    await member.locator('[data-island="polls"][data-hydrated]').waitFor({ state: "attached" });
    await poll(member).getByLabel("Momos").check();
    await poll(member).getByRole("button", { name: "Vote" }).click();
    await poll(member).getByText("Momos (your vote)67%, 2 votes").waitFor();

    const editor = await site.page({ width: 1280, height: 900 });
    await signInQuietly(editor, site.url, EDITOR);
    await editor.goto(editorUrl);
    const panel = editor.getByRole("region", { name: `Poll: ${QUESTION}` });
    await panel.getByText("Open until an editor closes it · 3 votes").waitFor();
    await panel.getByRole("button", { name: "Close this poll now" }).click();
    await expectToast(editor, "Poll closed");

    const reader = await site.page({ width: 375, height: 800 });
    await reader.goto(article());
    await poll(reader).getByText("Final result · 3 votes in all").waitFor();
    await expect(poll(reader).getByRole("button", { name: "Vote" }).count()).resolves.toBe(0);
    await axeAt(reader, "closed");
  });
});
