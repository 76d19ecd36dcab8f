import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pollHtml, type PollBlock } from "#shared/poll-markup.ts";
import { poll } from "../../../tests/helpers/polls.ts";
import { actor, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, pollChoices, polls, pollVotes } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { newBrowserToken } from "./voter.ts";
import { ALREADY_VOTED, NOT_A_CHOICE, POLL_CLOSED, POLL_NOT_FOUND } from "#shared/poll-outcomes.ts";
import { castVote, pollResult } from "./vote.ts";

const browser = () => ({ browserToken: newBrowserToken() });

describe("the poll's stored markup (decision 0077)", () => {
  it("passes the sanitizer unchanged, and a figure's other attributes and classes do not", () => {
    const html = `<p>Before</p>${pollHtml(poll({ closesAt: "2027-01-01T17:00:00.000Z", resultsBeforeVote: true }))}`;
    expect(sanitizeContent(html)).toBe(html);
    const dirty = `<figure class="poll evil" data-poll="not-an-id" onclick="x()"><p>Q</p></figure>`;
    expect(sanitizeContent(dirty)).toBe("<figure><p>Q</p></figure>");
  });
});

const admin = actor("admin");

describeEachEngine("readers' polls", ({ db }) => {
  const publish = async (blocks: PollBlock[], status: "publish" | "save" = "publish") => {
    const form = PIECE_FORMS.article.create({
      content: `<p>Vote below.</p>${blocks.map(pollHtml).join("")}`,
    });
    return { piece: await savePiece(db(), admin, "article", form, status), form };
  };
  const votes = (pollId: string) => db().select().from(pollVotes).where(eq(pollVotes.pollId, pollId));

  it("stores a published piece's poll, counts each vote exactly, and shows results once voted", async () => {
    const p = poll();
    await publish([p]);
    const [row] = await db().select().from(polls).where(eq(polls.id, p.id));
    expect(row).toMatchObject({ question: p.question, inContent: true, resultsBeforeVote: false });
    const reader = await makeUser(db());
    const before = await pollResult(db(), p.id, null);
    expect(before).toMatchObject({ shown: false, total: 0, voted: null });
    await castVote(db(), browser(), { poll: p.id, choice: "no" });
    await castVote(db(), browser(), { poll: p.id, choice: "yes" });
    const mine = await castVote(db(), { userId: reader.id }, { poll: p.id, choice: "yes" });
    expect(mine).toMatchObject({ shown: true, voted: "yes", total: 3, closed: false });
    expect(mine.choices).toEqual([
      { key: "yes", label: "Yes", votes: 2, percent: 67 },
      { key: "no", label: "No", votes: 1, percent: 33 },
      { key: "unsure", label: "Not sure", votes: 0, percent: 0 },
    ]);
    // Someone who has not voted sees no counts before voting, unless the poll says so.
    expect((await pollResult(db(), p.id, null)).choices[0]).toMatchObject({ votes: 0, percent: 0 });
  });

  it("refuses a second vote by one account or one browser, even 20 racing at once: one vote stored", async () => {
    const p = poll();
    await publish([p]);
    const reader = await makeUser(db());
    const cookie = browser();
    for (const voter of [{ userId: reader.id }, cookie]) {
      const tries = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          castVote(db(), voter, { poll: p.id, choice: i % 2 ? "yes" : "no" }),
        ),
      );
      expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
      for (const t of tries.filter((t) => t.status === "rejected"))
        expect((t as PromiseRejectedResult).reason).toMatchObject({
          name: "Conflict",
          message: ALREADY_VOTED,
        });
    }
    expect(await votes(p.id)).toHaveLength(2);
  });

  it("counts 50 readers voting at once, none lost", async () => {
    const p = poll({ resultsBeforeVote: true });
    await publish([p]);
    const users = await Promise.all(Array.from({ length: 25 }, () => makeUser(db())));
    const voters = [...users.map((u) => ({ userId: u.id })), ...Array.from({ length: 25 }, browser)];
    await Promise.all(
      voters.map((v, i) => castVote(db(), v, { poll: p.id, choice: ["yes", "no", "unsure"][i % 3]! })),
    );
    const result = await pollResult(db(), p.id, null);
    expect(result.total).toBe(50);
    expect(result.choices.map((c) => c.votes)).toEqual([17, 17, 16]);
    expect(await votes(p.id)).toHaveLength(50);
  });

  it("refuses a vote on a closed poll, or for a choice it does not have, and stores nothing", async () => {
    const closes = new Date(Date.now() + 60_000);
    const p = poll({ closesAt: closes.toISOString() });
    await publish([p]);
    await expect(castVote(db(), browser(), { poll: p.id, choice: "maybe" })).rejects.toMatchObject({
      name: "Invalid",
      message: NOT_A_CHOICE,
    });
    await castVote(db(), browser(), { poll: p.id, choice: "yes" }, new Date(closes.getTime() - 1));
    await expect(castVote(db(), browser(), { poll: p.id, choice: "yes" }, closes)).rejects.toMatchObject({
      name: "Invalid",
      message: POLL_CLOSED,
    });
    // Past its time the poll shows its final result to everyone.
    expect(await pollResult(db(), p.id, null, closes)).toMatchObject({ closed: true, shown: true, total: 1 });
    expect(await votes(p.id)).toHaveLength(1);
  });

  it("takes no vote in a draft's poll, nor in an unknown one", async () => {
    const p = poll();
    await publish([p], "save");
    await expect(castVote(db(), browser(), { poll: p.id, choice: "yes" })).rejects.toMatchObject({
      name: "NotFound",
      message: POLL_NOT_FOUND,
    });
    await expect(castVote(db(), browser(), { poll: randomUUID(), choice: "yes" })).rejects.toMatchObject({
      name: "NotFound",
    });
    expect(await votes(p.id)).toHaveLength(0);
  });

  it("refuses a piece whose poll has 1 or 11 choices with a clear message, and stores nothing", async () => {
    const one = poll({ choices: [{ key: "a", label: "Only" }] });
    const eleven = poll({
      choices: Array.from({ length: 11 }, (_, i) => ({ key: `c${i}`, label: `Choice ${i}` })),
    });
    for (const [bad, said] of [
      [one, "has 1 choice: a poll needs 2 to 10."],
      [eleven, "has 11 choices: a poll needs 2 to 10."],
    ] as const) {
      const { form } = { form: PIECE_FORMS.article.create({ content: pollHtml(bad) }) };
      await expect(savePiece(db(), admin, "article", form, "publish")).rejects.toMatchObject({
        name: "Invalid",
        message: expect.stringContaining(said),
      });
      expect(await db().select().from(polls).where(eq(polls.id, bad.id))).toHaveLength(0);
      expect(await db().select().from(articles).where(eq(articles.title, form.title))).toHaveLength(0);
    }
  });

  it("lets an edit change a poll without votes; once voted, keeps its question and choices, and keeps it when removed", async () => {
    const p = poll();
    const { piece, form } = await publish([p]);
    const edit = (blocks: PollBlock[], version: number) =>
      savePiece(
        db(),
        admin,
        "article",
        {
          ...form,
          id: piece.id,
          baseVersion: version,
          content: `<p>Vote.</p>${blocks.map(pollHtml).join("")}`,
        },
        "update",
      );
    const renamed = {
      ...p,
      question: "Start later?",
      choices: [...p.choices.slice(0, 2), { key: "x", label: "Other" }],
    };
    await edit([renamed], 1);
    const labels = async () =>
      (
        await db()
          .select()
          .from(pollChoices)
          .where(eq(pollChoices.pollId, p.id))
          .orderBy(pollChoices.position)
      ).map((c) => c.label);
    expect(await labels()).toEqual(["Yes", "No", "Other"]);
    await castVote(db(), browser(), { poll: p.id, choice: "x" });
    // Voted: "Other" may not become "Maybe", nor disappear; the close time still changes.
    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    await edit(
      [
        {
          ...renamed,
          question: "Changed",
          choices: [
            { key: "yes", label: "Maybe" },
            { key: "no", label: "No" },
          ],
          closesAt,
        },
      ],
      2,
    );
    expect(await labels()).toEqual(["Yes", "No", "Other"]);
    const [row] = await db().select().from(polls).where(eq(polls.id, p.id));
    expect(row).toMatchObject({ question: "Start later?", closesAt: new Date(closesAt) });
    await edit([], 3);
    expect((await db().select().from(polls).where(eq(polls.id, p.id)))[0]!.inContent).toBe(false);
    expect(await votes(p.id)).toHaveLength(1);
    await expect(castVote(db(), browser(), { poll: p.id, choice: "yes" })).rejects.toMatchObject({
      name: "NotFound",
    });
  });
});
