import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { COMMENT_BANNED, COMMENTS_CLOSED } from "#shared/comment-notices.ts";
import { actor, makeArticle, makeUser, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents, comments } from "../../db/schema.ts";
import { setArticleCommentMode } from "./article-mode.ts";
import { banReader, moderateComments, unbanReader } from "./moderate.ts";
import { listForModeration, moderationCounts } from "./moderation-list.ts";
import { listApprovedComments, viewerCommentState } from "./queries.ts";
import { reportComment } from "./reports.ts";
import { saveCommentRules } from "./rules.ts";
import { postComment } from "./write.ts";

const rules = (db: Db, mode = "open", linkLimit = 2, blockedWords = "") =>
  saveCommentRules(db, actor("editor"), { mode, linkLimit: String(linkLimit), blockedWords });

/** What readers see, held and hidden, as the list counts them and as the triggers keep the counts. */
async function counts(db: Db) {
  const rows = (await db.execute(
    sql`select (select coalesce(sum(n), 0)::int from row_counts where table_name = 'comments') as kept,
               (select count(*)::int from comments where is_approved) as shown,
               (select coalesce(sum(n), 0)::int from row_counts where table_name = 'comments_held') as kept_held,
               (select count(*)::int from comments where not is_approved and hidden_at is null) as held`,
  )) as unknown as { rows: { kept: number; shown: number; kept_held: number; held: number }[] };
  return rows.rows[0]!;
}

describeEachEngine("comment moderation", ({ db }) => {
  it("publishes at once, holds for approval, or refuses when closed, by the site's mode or the article's own", async () => {
    await rules(db(), "open");
    const [reader, article, held] = await Promise.all([makeUser(db()), makeArticle(db()), makeArticle(db())]);
    expect((await postComment(db(), reader, { articleId: article.id, content: "At once" })).held).toBe(false);
    await setArticleCommentMode(db(), actor("editor"), held.id, "held");
    const waiting = await postComment(db(), reader, { articleId: held.id, content: "Waits" });
    expect(waiting.held).toBe(true);
    expect(await listApprovedComments(db(), held.id)).toEqual([]);
    // The writer sees it, awaiting approval; nobody else does.
    const mine = await viewerCommentState(db(), reader.id, held.id);
    expect(mine.held.map((c) => c.id)).toEqual([waiting.id]);
    const other = await makeUser(db());
    expect((await viewerCommentState(db(), other.id, held.id)).held).toEqual([]);
    await rules(db(), "closed");
    await expect(postComment(db(), reader, { articleId: article.id, content: "No" })).rejects.toMatchObject({
      status: 403,
      message: COMMENTS_CLOSED,
    });
    // The article's own mode wins over the site's; 'default' follows the site again.
    await setArticleCommentMode(db(), actor("editor"), article.id, "open");
    expect((await postComment(db(), reader, { articleId: article.id, content: "Open here" })).held).toBe(
      false,
    );
    await setArticleCommentMode(db(), actor("editor"), article.id, "default");
    await expect(postComment(db(), reader, { articleId: article.id, content: "No" })).rejects.toThrow(
      COMMENTS_CLOSED,
    );
    await rules(db(), "open");
  });

  it("holds a comment with more links than the limit or a blocked word, and says why", async () => {
    await rules(db(), "open", 1, "casino\nfree money");
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const post = (content: string) => postComment(db(), reader, { articleId: article.id, content });
    expect((await post("See https://example.org for more")).held).toBe(false);
    const links = await post("https://a.example and www.b.example");
    const word = await post("Win at the CASINO tonight");
    const phrase = await post("Free money, here");
    expect((await post("Occasinon is not a word we block")).held).toBe(false);
    const reasons = await db()
      .select({ id: comments.id, approved: comments.isApproved, reason: comments.heldReason })
      .from(comments)
      .where(eq(comments.articleId, article.id));
    const byId = new Map(reasons.map((r) => [r.id, r]));
    expect(byId.get(links.id)).toMatchObject({ approved: false, reason: "More than 1 link" });
    expect(byId.get(word.id)).toMatchObject({ approved: false, reason: "A blocked word" });
    expect(byId.get(phrase.id)?.approved).toBe(false);
    await rules(db(), "open");
  });

  it("refuses a bad setting with its message and keeps the old ones", async () => {
    await rules(db(), "held", 3);
    for (const [input, message] of [
      [{ mode: "sometimes", linkLimit: "2" }, "Choose how the site takes comments."],
      [{ mode: "open", linkLimit: "-1" }, "The link limit cannot be negative."],
      [{ mode: "open", linkLimit: "two" }, "The link limit must be a whole number."],
    ] as const)
      await expect(saveCommentRules(db(), actor("editor"), input)).rejects.toMatchObject({
        name: "Invalid",
        message,
      });
    await expect(
      saveCommentRules(db(), actor("contributor"), { mode: "open", linkLimit: "2" }),
    ).rejects.toMatchObject({
      status: 403,
    });
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    expect((await postComment(db(), reader, { articleId: article.id, content: "Still held" })).held).toBe(
      true,
    );
    await rules(db(), "open");
  });

  it("bans a reader, optionally hiding their comments; the banned reader is refused with a message; unban lets them back", async () => {
    await rules(db(), "open");
    const [reader, article, editor] = await Promise.all([
      makeUser(db()),
      makeArticle(db()),
      staffActor(db()),
    ]);
    const a = await postComment(db(), reader, { articleId: article.id, content: "One" });
    await postComment(db(), reader, { articleId: article.id, content: "Two" });
    const banned = await banReader(db(), { ...editor, role: "editor" }, reader.id, { hideAll: true });
    expect(banned).toMatchObject({ hidden: 2, articleIds: [article.id] });
    expect(await listApprovedComments(db(), article.id)).toEqual([]);
    await expect(
      postComment(db(), reader, { articleId: article.id, content: "Three" }),
    ).rejects.toMatchObject({
      status: 403,
      message: COMMENT_BANNED,
    });
    expect((await viewerCommentState(db(), reader.id, article.id)).banned).toBe(true);
    await expect(banReader(db(), actor("contributor"), reader.id, { hideAll: false })).rejects.toMatchObject({
      status: 403,
    });
    await expect(banReader(db(), actor("editor"), editor.id, { hideAll: false })).rejects.toMatchObject({
      name: "Invalid",
    });
    await unbanReader(db(), actor("editor"), reader.id);
    expect((await postComment(db(), reader, { articleId: article.id, content: "Back" })).held).toBe(false);
    // Hidden comments stay hidden until approved.
    expect((await listApprovedComments(db(), article.id)).map((c) => c.content)).toEqual(["Back"]);
    const audit = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, reader.id));
    expect(audit.map((e) => e.action).sort()).toEqual(["comment-ban", "comment-unban"]);
    expect(a.id).toBeTruthy();
  });

  it("takes a reader's report once, never of their own comment, and lists the most reported first", async () => {
    await rules(db(), "open");
    const [author, r1, r2, article] = await Promise.all([
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeArticle(db()),
    ]);
    const once = await postComment(db(), author, { articleId: article.id, content: "Reported once" });
    const twice = await postComment(db(), author, { articleId: article.id, content: "Reported twice" });
    await reportComment(db(), r1, once.id);
    await reportComment(db(), r1, twice.id);
    await reportComment(db(), r2, twice.id);
    await expect(reportComment(db(), r1, once.id)).rejects.toMatchObject({ status: 409 });
    await expect(reportComment(db(), author, once.id)).rejects.toMatchObject({ name: "Invalid" });
    const { rows } = await listForModeration(db(), actor("editor"), {
      state: "reported",
      article: article.id,
    });
    expect(rows.map((r) => [r.id, r.reportCount])).toEqual([
      [twice.id, 2],
      [once.id, 1],
    ]);
    expect((await moderationCounts(db(), actor("editor"))).reported).toBeGreaterThanOrEqual(2);
    // Approving keeps it and clears its reports; the same reader still cannot report it again.
    await moderateComments(db(), actor("editor"), "approve", [twice.id]);
    const after = await listForModeration(db(), actor("editor"), { state: "reported", article: article.id });
    expect(after.rows.map((r) => r.id)).toEqual([once.id]);
    await expect(reportComment(db(), r2, twice.id)).rejects.toMatchObject({ status: 409 });
  });

  it("approves, hides and deletes one or many, records each, refuses contributors, and keeps the counts of what readers see", async () => {
    await rules(db(), "held");
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const posted = [];
    for (const text of ["a", "b", "c", "d"])
      posted.push(await postComment(db(), reader, { articleId: article.id, content: text }));
    const [a, b, c, d] = posted.map((p) => p.id) as [string, string, string, string];
    expect(await counts(db())).toMatchObject({ kept: (await counts(db())).shown });
    await expect(moderateComments(db(), actor("contributor"), "approve", [a])).rejects.toMatchObject({
      status: 403,
    });
    const approved = await moderateComments(db(), actor("editor"), "approve", [a, b, c]);
    expect(approved).toEqual({ count: 3, articleIds: [article.id] });
    await moderateComments(db(), actor("editor"), "hide", [b]);
    await moderateComments(db(), actor("editor"), "delete", [c, d]);
    expect((await listApprovedComments(db(), article.id)).map((x) => x.id)).toEqual([a]);
    const state = async (filter: string) =>
      (await listForModeration(db(), actor("editor"), { state: filter, article: article.id })).rows.map(
        (r) => r.id,
      );
    expect(await state("published")).toEqual([a]);
    expect(await state("hidden")).toEqual([b]);
    expect(await state("held")).toEqual([]);
    expect(await state("all")).toEqual([b, a]);
    const c1 = await counts(db());
    expect([c1.kept, c1.kept_held]).toEqual([c1.shown, c1.held]);
    const logged = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        sql`${auditEvents.subjectId} in (${sql.join(
          [a, b, c, d].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(logged.map((e) => e.action).sort()).toEqual([
      "comment-approve",
      "comment-approve",
      "comment-approve",
      "comment-delete",
      "comment-delete",
      "comment-hide",
    ]);
    await expect(moderateComments(db(), actor("editor"), "hide", [])).rejects.toMatchObject({
      name: "Invalid",
    });
    await expect(moderateComments(db(), actor("editor"), "hide", ["nope"])).rejects.toMatchObject({
      name: "Invalid",
    });
    await rules(db(), "open");
  });

  it("lists newest first, filters by reader and words, and pages by keyset", async () => {
    await rules(db(), "open");
    const [reader, other, article] = await Promise.all([makeUser(db()), makeUser(db()), makeArticle(db())]);
    await db()
      .insert(comments)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          articleId: article.id,
          userId: reader.id,
          content: i === 7 ? "The needle_50% here" : `Comment ${i}`,
          authorName: "R",
          authorEmail: "r@example.org",
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
    await postComment(db(), other, { articleId: article.id, content: "Other reader" });
    const first = await listForModeration(db(), actor("editor"), { reader: reader.id });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.content).toBe("Comment 54");
    const second = await listForModeration(db(), actor("editor"), { reader: reader.id, after: first.next });
    expect(second.rows.map((r) => r.content)).toEqual([
      "Comment 4",
      "Comment 3",
      "Comment 2",
      "Comment 1",
      "Comment 0",
    ]);
    expect(second.next).toBeNull();
    const found = await listForModeration(db(), actor("editor"), { q: "needle_50%" });
    expect(found.rows.map((r) => r.content)).toEqual(["The needle_50% here"]);
    // In place: the newest published comment is first on its page.
    const newest = await listForModeration(db(), actor("editor"), { article: article.id });
    expect(newest.rows[0]).toMatchObject({
      content: "Other reader",
      newer: 0,
      inPlace: `/article/${article.slug}#comment-${newest.rows[0]!.id}`,
    });
    // Past the first page of an article's comments, the link lists enough of them to reach it.
    expect(second.rows.at(-1)!.inPlace).toBe(
      `/article/${article.slug}?comments=56#comment-${second.rows.at(-1)!.id}`,
    );
    await expect(listForModeration(db(), actor("editor"), { state: "odd" })).rejects.toMatchObject({
      name: "Invalid",
    });
    await expect(listForModeration(db(), actor("contributor"), {})).rejects.toMatchObject({ status: 403 });
  });
});
