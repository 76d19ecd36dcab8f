import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VOTE_COUNTED } from "#shared/poll-outcomes.ts";
import { openPglite } from "../../server/db/client.ts";
import { pollVotes, users } from "../../server/db/schema.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { makeUser } from "../helpers/factories.ts";
import { confirmPublish, uploadImage } from "./portal-flows.ts";
import { addSession, expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

// A readers' poll (issue 42, decision 0077), in the browser: an editor adds a poll and publishes; 50
// readers vote, each in a fresh browser context of its own: a reader with only a cookie votes with the
// island, another without JavaScript through the form, 47 more (12 signed in to reader accounts, 35 with
// only the poll's cookie) with the island, and a signed-in member of staff; a double vote is refused, by
// browser and by account; the editor sees the counts and closes the poll; readers see the final result,
// and the database holds the 50 votes, 13 by account. Axe at 375 and 1280 px. The kill -9 while readers
// vote is tests/e2e/poll-kill.test.ts; a poll closing at its time, server/modules/polls/close-job.test.ts
// and polls.test.ts.
//
// Every vote comes from 127.0.0.1: 52 tries in all (50 votes, 2 refused), within the per-address limit
// of 60 a minute (LIMITS.pollVotes, server/modules/rate-limits.ts), which a class behind one school
// address needs too. More votes here would need a second address, not a higher limit.

const EDITOR = staffAccount("poll-editor", "Pat Editor");
const MEMBER = staffAccount("poll-member", "Sam Member");
/** Reader accounts, signed in with sessions made before the server starts (as fuzz.test.ts does). */
const READERS = 12;
const readerSessions: string[] = [];
const site = setUpPortal([EDITOR, MEMBER], {
  roles: { [MEMBER.username]: "contributor" },
  async prepare(dataDir) {
    const database = await openPglite(path.join(dataDir, "db"));
    try {
      for (let i = 0; i < READERS; i++) {
        const reader = await makeUser(database.db, { role: "reader", emailVerifiedAt: new Date() });
        readerSessions.push(`bt_session=${(await createSession(database.db, reader.id)).token}`);
      }
    } finally {
      await database.close();
    }
  },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const TITLE = "Cafeteria menu to change next term";
const SLUG = TITLE.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const QUESTION = "Which lunch should come back?";

const CHOICES = ["Dal and rice", "Momos", "Pasta"];

const article = () => `${site.url}/article/${SLUG}`;
const poll = (page: Page) => page.getByRole("figure", { name: "Readers' poll" });
const hydrated = (page: Page) =>
  page.locator('[data-island="polls"][data-hydrated]').waitFor({ state: "attached" });

/** One reader in a fresh browser context of their own (signed in with `session`, else with no cookie
 * at all): opens the story, votes with the island and sees it counted; the context is closed after. */
async function voteAs(choice: string, session: string | null) {
  const page = await site.page({ width: 375, height: 800 });
  try {
    if (session) await addSession(page, site.url, session);
    // Lean: the story's text, styles and scripts, none of its pictures or fonts.
    await page.route(/\.(?:avif|webp|png|jpe?g|svg|woff2?)(?:\?|$)/, (route) => route.abort());
    await page.goto(article(), { waitUntil: "domcontentloaded" });
    await hydrated(page);
    await poll(page).getByLabel(choice).check();
    await poll(page).getByRole("button", { name: "Vote" }).click();
    await poll(page).getByRole("status").getByText(VOTE_COUNTED).waitFor();
    await poll(page)
      .getByRole("listitem")
      .filter({ hasText: `${choice} (your vote)` })
      .waitFor();
  } finally {
    await page.context().close();
  }
}

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
    await hydrated(page);
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

  it("47 more readers vote, each in a fresh browser: 12 signed in to their accounts, 35 with no cookie", async () => {
    const voters = [...readerSessions, ...Array.from({ length: 35 }, () => null)];
    expect(voters).toHaveLength(47);
    // A few at a time: one browser, a context per reader.
    for (let i = 0; i < voters.length; i += 4)
      await Promise.all(voters.slice(i, i + 4).map((session, k) => voteAs(CHOICES[(i + k) % 3]!, session)));
  }, 300_000);

  it("a signed-in member votes, and cannot again; the editor sees 50 votes and closes the poll; readers see the final result", async () => {
    const member = await site.page({ width: 1280, height: 900 });
    await signInQuietly(member, site.url, MEMBER);
    await member.goto(article());
    await hydrated(member);
    await poll(member).getByLabel("Momos").check();
    await poll(member).getByRole("button", { name: "Vote" }).click();
    // Before: Momos 1 and Dal and rice 1 (the first two readers), then 16, 16 and 15 of the 47.
    await poll(member).getByText("Momos (your vote)36%, 18 votes").waitFor();
    const again = await member.evaluate(
      async (id) => {
        const answer = await fetch(`/polls/${id}/vote`, {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ choice: "c1" }),
        });
        return answer.status;
      },
      await poll(member).getAttribute("data-poll-id"),
    );
    expect(again).toBe(409);

    const editor = await site.page({ width: 1280, height: 900 });
    await signInQuietly(editor, site.url, EDITOR);
    await editor.goto(editorUrl);
    const panel = editor.getByRole("region", { name: `Poll: ${QUESTION}` });
    await panel.getByText("Open until an editor closes it · 50 votes").waitFor();
    await panel.getByRole("button", { name: "Close this poll now" }).click();
    await expectToast(editor, "Poll closed");

    const reader = await site.page({ width: 375, height: 800 });
    await reader.goto(article());
    await poll(reader).getByText("Final result · 50 votes in all").waitFor();
    await expect(poll(reader).getByRole("listitem").allTextContents()).resolves.toEqual([
      "Dal and rice34%, 17 votes",
      "Momos36%, 18 votes",
      "Pasta30%, 15 votes",
    ]);
    await expect(poll(reader).getByRole("button", { name: "Vote" }).count()).resolves.toBe(0);
    await axeAt(reader, "closed");
  });

  it("the database holds the 50 votes: 13 by reader and staff accounts, 37 by browsers", async () => {
    await site.stop();
    const database = await openPglite(path.join(site.dataDir, "db"));
    try {
      const votes = await database.db
        .select({ voter: pollVotes.voter, role: users.role })
        .from(pollVotes)
        .leftJoin(users, eq(users.id, pollVotes.userId));
      expect(votes).toHaveLength(50);
      const byAccount = votes.filter((v) => v.voter.startsWith("u:"));
      expect(byAccount.map((v) => v.role).sort()).toEqual([
        "contributor",
        ...Array.from({ length: READERS }, () => "reader"),
      ]);
      expect(votes.filter((v) => v.voter.startsWith("b:") && v.role === null)).toHaveLength(37);
    } finally {
      await database.close();
    }
  });
});
