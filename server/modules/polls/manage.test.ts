import { expect, it } from "vitest";
import { pollHtml } from "#shared/poll-markup.ts";
import { POLL_CLOSED } from "#shared/poll-outcomes.ts";
import { actor, makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { closePoll, piecePolls } from "./manage.ts";
import { poll } from "../../../tests/helpers/polls.ts";
import { castVote } from "./vote.ts";
import { newBrowserToken } from "./voter.ts";

const browser = () => ({ browserToken: newBrowserToken() });

describeEachEngine("polls in the portal", ({ db }) => {
  it("counts votes per choice by hour for editors; a contributor or an adviser may not see or close them", async () => {
    const p = poll();
    const article = await makeArticle(db(), { content: pollHtml(p) });
    const at = (iso: string) => new Date(iso);
    await castVote(db(), browser(), { poll: p.id, choice: "yes" }, at("2026-12-01T09:10:00Z"));
    await castVote(db(), browser(), { poll: p.id, choice: "no" }, at("2026-12-01T09:50:00Z"));
    await castVote(db(), browser(), { poll: p.id, choice: "yes" }, at("2026-12-01T11:05:00Z"));
    for (const role of ["contributor", "adviser"] as const) {
      await expect(
        piecePolls(db(), actor(role), { articleId: article.id }, { unit: "hour", timeZone: "UTC" }),
      ).rejects.toMatchObject({ name: "Forbidden" });
      await expect(closePoll(db(), actor(role), p.id)).rejects.toMatchObject({ name: "Forbidden" });
    }
    const [summary] = await piecePolls(
      db(),
      actor("editor"),
      { articleId: article.id },
      { unit: "hour", timeZone: "UTC" },
    );
    expect(summary).toMatchObject({ question: p.question, total: 3, closed: false, inContent: true });
    expect(summary!.choices.map((c) => c.votes)).toEqual([2, 1, 0]);
    // Votes are stamped by the database as they come: the hours are this test's run, at least one.
    expect(
      summary!.timeline.reduce((n, row) => n + Object.values(row.votes).reduce((a, b) => a + b, 0), 0),
    ).toBe(3);
  });

  it("an editor closes a poll early: it takes no more votes, and its piece's page is dropped", async () => {
    const p = poll();
    const article = await makeArticle(db(), { content: pollHtml(p) });
    expect(await closePoll(db(), actor("editor"), p.id)).toEqual({ article: article.id });
    await expect(castVote(db(), browser(), { poll: p.id, choice: "yes" })).rejects.toMatchObject({
      name: "Invalid",
      message: POLL_CLOSED,
    });
    const [summary] = await piecePolls(
      db(),
      actor("admin"),
      { articleId: article.id },
      { unit: "day", timeZone: "UTC" },
    );
    expect(summary).toMatchObject({ closed: true, closedBy: "Test editor", total: 0 });
  });
});
