import { COMMENT_REPORT_FAILED, COMMENT_REPORTED } from "~/lib/comment-toasts.ts";
import { openAuthDialog } from "~/islands/lib/auth-dialog-store.ts";
import { ACTION_LOOK, CommentActionForm, useCommentAction } from "./comment-action.tsx";

const TONE = "text-muted hover:text-ink disabled:no-underline";

/** Report a comment to the editors (issue 27), once: a signed-out click opens the sign-in dialog; once
 * reported, the button says so and rests. */
export function ReportButton({
  id,
  authorName,
  reported,
  signedIn,
}: {
  id: string;
  authorName: string;
  reported: boolean;
  signedIn: boolean;
}) {
  const action = useCommentAction(COMMENT_REPORTED, COMMENT_REPORT_FAILED);
  const label = `Report comment by ${authorName}`;
  if (!signedIn)
    return (
      <button
        type="button"
        onClick={() => openAuthDialog("signin")}
        aria-label={label}
        className={`${ACTION_LOOK} ${TONE}`}
      >
        Report
      </button>
    );
  if (reported || action.data?.ok) return <span className="px-2.5 py-1 text-sm text-muted">Reported</span>;
  return (
    <CommentActionForm
      action={action}
      intent="report"
      commentId={id}
      label={label}
      idle="Report"
      busy="Reporting..."
      tone={TONE}
    />
  );
}
