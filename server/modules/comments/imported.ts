import { COMMENT_MAX_LENGTH } from "#shared/constants.ts";
import { decodeEntities } from "#shared/excerpt.ts";
import type { Db } from "../../db/client.ts";
import { comments } from "../../db/schema.ts";

/** A comment of another site brought in by an import (issue 28, decision 0052): published, with the
 * name and date it had there and, like a deleted reader's kept comment (decision 0050), no account and
 * no address. Its text is plain, as every comment's is: the old site's line breaks kept, its markup
 * dropped, cut at our length. */
export async function insertImportedComment(
  db: Db,
  input: { articleId: string; authorName: string; content: string; createdAt: Date },
): Promise<string | null> {
  const text = decodeEntities(input.content.replace(/<br\s*\/?>|<\/p>/gi, "\n").replace(/<[^>]*>/g, ""))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (!text) return null;
  const [row] = await db
    .insert(comments)
    .values({
      articleId: input.articleId,
      content: Array.from(text).slice(0, COMMENT_MAX_LENGTH).join(""),
      authorName: input.authorName.slice(0, 100),
      authorEmail: "",
      userId: null,
      isApproved: true,
      createdAt: input.createdAt,
    })
    .returning({ id: comments.id });
  return row!.id;
}
