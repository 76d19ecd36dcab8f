import { insertImportedComment } from "../comments/imported.ts";
import { importedAs, recordImported } from "./imported.ts";
import type { PostRun } from "./posts.ts";
import type { SourcePost } from "./source.ts";

/** A post's approved comments on its article (`articleId`; null on a dry run), oldest first, each once
 * across runs; the others are counted by their state and left out. */
export async function importComments(
  post: SourcePost,
  articleId: string | null,
  run: PostRun,
): Promise<void> {
  const { report } = run;
  const sorted = [...post.comments].sort((a, b) => a.date.getTime() - b.date.getTime());
  for (const comment of sorted) {
    if (comment.state !== "approved") {
      report.comments.skipped++;
      report.commentsLeftOut[comment.state]++;
      continue;
    }
    if (await importedAs(run.db, run.source, "comment", comment.id)) {
      report.comments.already++;
      continue;
    }
    const id = !articleId
      ? "dry run"
      : await run.db.transaction(async (tx) => {
          const id = await insertImportedComment(tx, {
            articleId,
            authorName: comment.author,
            content: comment.content,
            createdAt: comment.date,
          });
          if (id) await recordImported(tx, run.source, "comment", comment.id, id);
          return id;
        });
    // A comment with no text left (markup only) is left out.
    if (!id) report.comments.skipped++;
    else report.comments.imported++;
    if (id && comment.parentId) report.repliesFlattened++;
  }
}
