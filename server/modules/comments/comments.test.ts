import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { COMMENT_MAX_LENGTH } from "#shared/constants.ts";
import { makeArticle, makeComment, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { comments, likes } from "../../db/schema.ts";
import { Forbidden } from "../errors.ts";
import { listApprovedComments } from "./queries.ts";
import { deleteComment, postComment } from "./write.ts";

describeEachEngine("comments", ({ db }) => {
  it("refuses a blank or whitespace-only comment", async () => {
    const [user, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    for (const content of ["", "   \n\t  "])
      await expect(postComment(db(), user, { articleId: article.id, content })).rejects.toMatchObject({
        name: "Invalid",
        message: "Please write a comment first.",
      });
  });

  it("refuses a comment longer than COMMENT_MAX_LENGTH and accepts one of exactly that length", async () => {
    const [user, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    await expect(
      postComment(db(), user, { articleId: article.id, content: "x".repeat(COMMENT_MAX_LENGTH + 1) }),
    ).rejects.toMatchObject({
      name: "Invalid",
      message: `Comments can be at most ${COMMENT_MAX_LENGTH} characters long.`,
    });
    const saved = await postComment(db(), user, {
      articleId: article.id,
      content: "x".repeat(COMMENT_MAX_LENGTH),
    });
    expect(saved.content).toHaveLength(COMMENT_MAX_LENGTH);
  });

  it("saves the comment trimmed, approved, with the author's name and e-mail", async () => {
    const [user, article] = await Promise.all([makeUser(db(), { name: "Asha Rao" }), makeArticle(db())]);
    const saved = await postComment(db(), user, { articleId: article.id, content: "  Well argued.\n " });
    const [row] = await db().select().from(comments).where(eq(comments.id, saved.id));
    expect(row).toMatchObject({
      content: "Well argued.",
      authorName: "Asha Rao",
      authorEmail: user.email,
      userId: user.id,
      isApproved: true,
    });
  });

  it("names the author by the local part of the e-mail when the reader has no name", async () => {
    const [user, article] = await Promise.all([
      makeUser(db(), { name: null, email: `no.name.${Date.now()}@example.org` }),
      makeArticle(db()),
    ]);
    const saved = await postComment(db(), user, { articleId: article.id, content: "Hello" });
    expect(saved.authorName).toBe(user.email.split("@")[0]);
  });

  it("answers NotFound 'Article not found' for a missing or malformed article id", async () => {
    const user = await makeUser(db());
    for (const articleId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"])
      await expect(postComment(db(), user, { articleId, content: "Hi" })).rejects.toMatchObject({
        name: "NotFound",
        message: "Article not found",
      });
  });

  it("stores markup as plain text, unchanged", async () => {
    const [user, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const content = `<script>alert("x")</script><b>bold</b>`;
    await postComment(db(), user, { articleId: article.id, content });
    const [listed] = await listApprovedComments(db(), article.id);
    expect(listed!.content).toBe(content);
  });

  it("lists approved comments newest first and leaves out unapproved ones", async () => {
    const [user, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const first = await postComment(db(), user, { articleId: article.id, content: "first" });
    const second = await postComment(db(), user, { articleId: article.id, content: "second" });
    const hidden = await makeComment(db(), article.id, user.id, "hidden");
    await db().update(comments).set({ isApproved: false }).where(eq(comments.id, hidden.id));
    const third = await postComment(db(), user, { articleId: article.id, content: "third" });
    const listed = await listApprovedComments(db(), article.id);
    expect(listed.map((c) => c.id)).toEqual([third.id, second.id, first.id]);
  });

  it("counts each comment's likes", async () => {
    const [author, viewer, other, article] = await Promise.all([
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeArticle(db()),
    ]);
    const liked = await postComment(db(), author, { articleId: article.id, content: "liked by two" });
    const plain = await postComment(db(), author, { articleId: article.id, content: "liked by none" });
    await db()
      .insert(likes)
      .values([
        { userId: viewer.id, commentId: liked.id },
        { userId: other.id, commentId: liked.id },
        { userId: viewer.id, articleId: article.id },
      ]);
    const counts = Object.fromEntries(
      (await listApprovedComments(db(), article.id)).map((c) => [c.id, c.likesCount]),
    );
    expect(counts).toEqual({ [liked.id]: 2, [plain.id]: 0 });
  });

  it("lets the author delete their own comment", async () => {
    const [author, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const comment = await makeComment(db(), article.id, author.id);
    await deleteComment(db(), author, comment.id);
    expect(await db().select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(0);
  });

  it("lets an admin delete anyone's comment", async () => {
    const [author, admin, article] = await Promise.all([
      makeUser(db()),
      makeUser(db(), { role: "admin" }),
      makeArticle(db()),
    ]);
    const comment = await makeComment(db(), article.id, author.id);
    await deleteComment(db(), admin, comment.id);
    expect(await db().select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(0);
  });

  it("forbids another reader to delete a comment, and keeps it", async () => {
    const [author, reader, article] = await Promise.all([makeUser(db()), makeUser(db()), makeArticle(db())]);
    const comment = await makeComment(db(), article.id, author.id);
    await expect(deleteComment(db(), reader, comment.id)).rejects.toBeInstanceOf(Forbidden);
    expect(await db().select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(1);
  });

  it("answers NotFound for a missing comment, whoever asks", async () => {
    const [reader, admin] = await Promise.all([makeUser(db()), makeUser(db(), { role: "admin" })]);
    for (const user of [reader, admin])
      for (const id of ["00000000-0000-4000-8000-000000000000", "nope"])
        await expect(deleteComment(db(), user, id)).rejects.toMatchObject({
          name: "NotFound",
          message: "Comment not found",
        });
  });
});
