import { lazy, Suspense, useRef, useState } from "react";
import { COMMENT_DELETE_FAILED, COMMENT_DELETED } from "~/lib/comment-toasts.ts";
import { formatDate } from "#shared/dates.ts";
import type { CommentItemData } from "#shared/schemas/comment.ts";
import { COMMENT_AWAITING, commentAnchor } from "#shared/comment-notices.ts";
import { LikeButton } from "~/islands/like.tsx";
import { CommentActionForm, useCommentAction } from "./comment-action.tsx";
import { ReportButton } from "./comment-report.tsx";

const DELETE_QUESTION = "Are you sure you want to delete this comment?";

/** Loaded when a reader first asks to delete: the dialog's code stays out of the article page's budget
 * (every reader downloads it; few ever delete a comment). */
const ConfirmDialog = lazy(() =>
  import("./portal/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);

/** One reader comment, shown as plain text (React escapes it: markup is never interpreted). Delete asks
 * first, in the site's own dialog (the kit's, as the portal asks); without JavaScript the form posts at
 * once, as before. Dates are in the publication's `timeZone`. */
export function CommentItem({
  comment,
  signedIn,
  timeZone,
}: {
  comment: CommentItemData;
  signedIn: boolean;
  timeZone: string;
}) {
  const remove = useCommentAction(COMMENT_DELETED, COMMENT_DELETE_FAILED);
  const form = useRef<HTMLFormElement>(null);
  // Set by the dialog's Delete, for the post that follows: that one goes without asking.
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  // Once loaded the dialog stays, so that closing it hands focus back to Delete.
  const [asked, setAsked] = useState(false);
  if (remove.data?.ok) return null;
  const deleting = remove.state !== "idle";
  const created = new Date(comment.createdAt);

  return (
    <li
      id={commentAnchor(comment.id)}
      tabIndex={-1}
      aria-busy={deleting || undefined}
      className={`border-b border-rule py-5 ${deleting ? "opacity-50" : ""}`}
    >
      <article aria-label={`Comment by ${comment.authorName}`}>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-ink">{comment.authorName}</span>
          <time dateTime={created.toISOString()} className="text-muted">
            {formatDate(created, timeZone)}
          </time>
          {comment.awaiting && (
            <span className="border border-ink/30 bg-paper px-2 py-0.5 text-xs font-semibold text-ink">
              {COMMENT_AWAITING}
            </span>
          )}
        </p>
        {comment.awaiting && (
          <p className="mt-1 text-sm text-muted">Only you can see it until an editor approves it.</p>
        )}
        <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap">{comment.content}</p>
        <div className="mt-3 flex items-center gap-3">
          {!comment.awaiting && (
            <LikeButton
              target="comment"
              id={comment.id}
              liked={comment.userLiked}
              count={comment.likesCount}
              signedIn={signedIn}
            />
          )}
          {comment.canReport && (
            <ReportButton
              id={comment.id}
              authorName={comment.authorName}
              reported={comment.reported}
              signedIn={signedIn}
            />
          )}
          {comment.canDelete && (
            <CommentActionForm
              action={remove}
              formRef={form}
              intent="delete"
              commentId={comment.id}
              label={`Delete comment by ${comment.authorName}`}
              idle="Delete"
              busy="Deleting..."
              tone="text-accent disabled:opacity-60"
              onSubmit={(event) => {
                if (confirmed.current) {
                  confirmed.current = false;
                  remove.onSubmit(event);
                  return;
                }
                event.preventDefault();
                setAsked(true);
                setAsking(true);
              }}
            />
          )}
          {comment.canDelete && asked && (
            <Suspense fallback={null}>
              <ConfirmDialog
                open={asking}
                message={DELETE_QUESTION}
                confirmLabel="Delete"
                onClose={() => setAsking(false)}
                onConfirm={() => {
                  setAsking(false);
                  confirmed.current = true;
                  form.current?.requestSubmit();
                }}
              />
            </Suspense>
          )}
        </div>
      </article>
    </li>
  );
}
