import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CommentItem } from "../../app/components/comment-item.tsx";
import { CommentsSection } from "../../app/islands/comments.tsx";
import type { CommentMode } from "#shared/comment-modes.ts";
import { COMMENT_BANNED, COMMENTS_CLOSED } from "#shared/comment-notices.ts";
import type { CommentList } from "#shared/schemas/comment.ts";
import { commentsShown, loadArticle } from "../../app/routes/article.server.ts";
import { COMMENTS_PAGE_SIZE, COMMENTS_SHOWN_MAX } from "#shared/constants.ts";
import { comments } from "../../server/db/schema.ts";
import type { Db } from "../../server/db/client.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { postComment } from "../../server/modules/comments/write.ts";
import { setLike } from "../../server/modules/likes/likes.ts";
import { makeArticle, makeUser } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const contextFor = (db: Db) => testLoadContext(db).context;

async function requestAs(db: Db, userId: string | null) {
  if (!userId) return new Request("http://localhost/article/x");
  const { token } = await createSession(db, userId);
  return new Request("http://localhost/article/x", { headers: { cookie: `bt_session=${token}` } });
}

describeEachEngine("article page engagement", ({ db }) => {
  it("loads the article's likes for the viewer, and its comments, listed, for a first load and a data request alike", async () => {
    const [author, viewer] = await Promise.all([makeUser(db(), { name: "Author" }), makeUser(db())]);
    const article = await makeArticle(db());
    const older = await postComment(db(), author, { articleId: article.id, content: "older" });
    const newer = await postComment(db(), viewer, { articleId: article.id, content: "newer" });
    await setLike(db(), viewer, { target: "article", id: article.id, liked: true });
    await setLike(db(), viewer, { target: "comment", id: older.id, liked: true });

    const request = await requestAs(db(), viewer.id);
    const navigation = testLoadContext(db(), { documentRequest: false }).context;
    const viaData = await loadArticle(request, navigation, article.slug);
    if (!("kind" in viaData) || viaData.kind !== "article") throw new Error("expected the article");
    const loaded = await loadArticle(request, contextFor(db()), article.slug);
    if (!("kind" in loaded) || loaded.kind !== "article") throw new Error("expected the article");
    expect(loaded.likes).toEqual({ liked: true, count: 1 });
    expect(viaData.comments).toEqual(loaded.comments);
    const { comments: list, hasOlder } = loaded.comments!;
    expect(hasOlder).toBe(false);
    expect(list.map((c) => [c.content, c.likesCount, c.userLiked, c.canDelete])).toEqual([
      ["newer", 0, false, true],
      ["older", 1, true, false],
    ]);
    expect(JSON.stringify(list)).not.toMatch(new RegExp(`${author.email}|${author.id}|authorEmail|userId`));
    expect(newer.id).toBe(list[0]!.id);
  });

  it("lets an admin delete every comment and an anonymous reader none", async () => {
    const [author, admin] = await Promise.all([makeUser(db()), makeUser(db(), { role: "admin" })]);
    const article = await makeArticle(db());
    await postComment(db(), author, { articleId: article.id, content: "hello" });
    const asAdmin = await loadArticle(await requestAs(db(), admin.id), contextFor(db()), article.slug);
    const asAnonymous = await loadArticle(await requestAs(db(), null), contextFor(db()), article.slug);
    if (!("kind" in asAdmin) || asAdmin.kind !== "article") throw new Error("expected the article");
    if (!("kind" in asAnonymous) || asAnonymous.kind !== "article") throw new Error("expected the article");
    expect(asAdmin.comments!.comments.map((c) => c.canDelete)).toEqual([true]);
    expect(asAnonymous.comments!.comments.map((c) => c.canDelete)).toEqual([false]);
    expect(asAnonymous.likes).toEqual({ liked: false, count: 0 });
  });

  it("lists the newest 50 comments and 50 more for each 'Show older comments'", async () => {
    const [author, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const start = Date.parse("2026-01-01T00:00:00Z");
    await db()
      .insert(comments)
      .values(
        Array.from({ length: 52 }, (_, i) => ({
          articleId: article.id,
          userId: author.id,
          content: `comment ${i}`,
          authorName: "Author",
          authorEmail: author.email,
          createdAt: new Date(start + i * 60_000),
        })),
      );
    const load = async (query: string) => {
      const request = new Request(`http://localhost/article/${article.slug}${query}`);
      const loaded = await loadArticle(request, contextFor(db()), article.slug);
      if (!("kind" in loaded) || loaded.kind !== "article") throw new Error("expected the article");
      return loaded.comments!;
    };
    const first = await load("");
    expect(first.comments).toHaveLength(50);
    expect(first.comments[0]!.content).toBe("comment 51");
    expect(first.hasOlder).toBe(true);
    const all = await load("?comments=100");
    expect(all.comments).toHaveLength(52);
    expect(all.comments.at(-1)!.content).toBe("comment 0");
    expect(all.hasOlder).toBe(false);
    for (const odd of ["?comments=abc", "?comments=-5", "?comments=1"])
      expect((await load(odd)).comments).toHaveLength(50);
  });

  it("never lists more than the most one page shows, whatever the address asks", () => {
    const shown = (query: string) => commentsShown(new Request(`http://localhost/article/x${query}`));
    expect(shown("?comments=99999999")).toBe(COMMENTS_SHOWN_MAX);
    expect(shown("?comments=120")).toBe(120);
    expect(shown("")).toBe(COMMENTS_PAGE_SIZE);
  });

  it("leaves the body out of a first load's data and hands it to the server render instead", async () => {
    const article = await makeArticle(db());
    const request = await requestAs(db(), null);
    const { context: first } = testLoadContext(db(), { documentRequest: true });
    const { context: navigation } = testLoadContext(db(), { documentRequest: false });
    const onPage = await loadArticle(request, first, article.slug);
    const viaData = await loadArticle(request, navigation, article.slug);
    if (!("kind" in onPage) || onPage.kind !== "article") throw new Error("expected the article");
    if (!("kind" in viaData) || viaData.kind !== "article") throw new Error("expected the article");
    expect(onPage.article.content).toBeNull();
    expect(first.pageHtml.get("article-body")).toBe(article.content);
    expect(viaData.article.content).toBe(article.content);
    expect(navigation.pageHtml.size).toBe(0);
  });

  it("renders a stored <script> comment as escaped text", async () => {
    const [author, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const comment = await postComment(db(), author, {
      articleId: article.id,
      content: `<script>alert("pwned")</script>`,
    });
    const html = renderToString(
      createElement(CommentItem, {
        comment: { ...comment, canDelete: false, canReport: true, reported: false },
        signedIn: false,
        timeZone: "Asia/Kolkata",
      }),
    );
    expect(html).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("0 Likes");
  });
});

describe("comments section", () => {
  const render = (
    comments: CommentList | null,
    { mode = "open", banned = false }: { mode?: CommentMode; banned?: boolean } = {},
  ) =>
    renderToString(
      createElement(CommentsSection, {
        articleId: "a",
        comments,
        mode,
        banned,
        signedIn: false,
        timeZone: "Asia/Kolkata",
      }),
    );
  it("shows 'Error loading comments' when the comments cannot be loaded, and the empty state for none", async () => {
    expect(render(null)).toContain("Error loading comments");
    expect(render({ comments: [], hasOlder: false })).toContain(
      "No comments yet. Be the first to share your thoughts.",
    );
    const comment = {
      id: "c1",
      content: "Well reported.",
      authorName: "Reader",
      createdAt: "2026-11-20T10:00:00Z",
      likesCount: 0,
      userLiked: false,
      canDelete: false,
      canReport: true,
      reported: false,
    };
    const withOlder = render({ comments: [comment], hasOlder: true });
    expect(withOlder).toMatch(/href="\?comments=51#comments"[^>]*>Show older comments</);
    expect(render({ comments: [comment], hasOlder: false })).not.toContain("Show older comments");
  });

  it("says comments are closed, or that the reader is banned, instead of the form; a held comment is marked as awaiting approval", async () => {
    const none = { comments: [], hasOlder: false };
    for (const [options, text] of [
      [{ mode: "closed" }, COMMENTS_CLOSED],
      [{ banned: true }, COMMENT_BANNED],
    ] as const) {
      const html = render(none, options);
      expect(html).toContain(text);
      expect(html).not.toContain("Leave a comment");
    }
    expect(render(none, { mode: "held" })).toContain("An editor reads comments on this article");
    const awaiting = {
      id: "c2",
      content: "Mine",
      authorName: "Me",
      createdAt: "2026-11-20T10:00:00Z",
      likesCount: 0,
      userLiked: false,
      canDelete: true,
      canReport: false,
      reported: false,
      awaiting: true,
    };
    const html = render({ comments: [awaiting], hasOlder: false });
    expect(html).toContain("Awaiting approval");
    expect(html).toContain('id="comment-c2"');
    expect(html).not.toContain("Report");
  });
});
