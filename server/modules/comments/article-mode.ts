import { eq } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import { COMMENT_MODES, type CommentMode } from "#shared/comment-modes.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { setCommentModeRow } from "../content/door-rows.ts";
import { validate } from "../validate.ts";

const modeInput = z.enum(["default", ...COMMENT_MODES], {
  message: "Choose how this article takes comments.",
});

/** An article's own comment mode (editors), or back to the site's ('default'). It is not part of the
 * piece's text: it applies at once, published or not, with no new version or revision. */
export async function setArticleCommentMode(
  db: Db,
  actor: SessionUser | null,
  articleId: string,
  input: unknown,
): Promise<{ mode: CommentMode | null }> {
  assertCan(actor, "moderation");
  const chosen = validate(modeInput, input);
  const mode = chosen === "default" ? null : chosen;
  if (!z.uuid().safeParse(articleId).success) throw new NotFound("Article not found");
  return db.transaction(async (tx) => {
    const row = await setCommentModeRow(tx, articleId, mode);
    if (!row) throw new NotFound("Article not found");
    await recordAudit(tx, actorOf(actor), {
      action: "comment-mode",
      subject: { type: "article", id: articleId },
      summary: `${row.title}: comments ${mode ?? "as the site's setting"}`,
    });
    return { mode };
  });
}

/** An article's own comment mode, for the editor's panel. */
export async function getArticleCommentMode(db: Db, articleId: string): Promise<CommentMode | null> {
  const [row] = await db
    .select({ mode: articles.commentMode })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row?.mode ?? null;
}
