import { useFetcher } from "react-router";
import { failureToast, type Answer } from "#shared/answer.ts";
import { COMMENT_REPORT_FAILED, COMMENT_REPORTED } from "~/lib/comment-toasts.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useAuthDialog } from "./auth-dialog-context.tsx";
import { showToast } from "./toaster.tsx";
import { useAnswer } from "./use-answer.ts";

const LOOK =
  "min-h-9 px-2.5 py-1 text-sm font-semibold text-muted hover:text-ink hover:underline disabled:no-underline";

/** Report a comment to the editors (issue 27), once: a signed-out click opens the sign-in dialog; once
 * reported, the button says so and rests. Without JavaScript the form posts and comes back. */
export function ReportButton({
  id,
  authorName,
  reported,
}: {
  id: string;
  authorName: string;
  reported: boolean;
}) {
  const signedIn = Boolean(useRootData()?.user);
  const { open } = useAuthDialog();
  const fetcher = useFetcher<Answer>();
  useAnswer(fetcher, (answer) =>
    showToast(answer.ok ? COMMENT_REPORTED : failureToast(answer, COMMENT_REPORT_FAILED)),
  );
  const label = `Report comment by ${authorName}`;
  if (!signedIn)
    return (
      <button type="button" onClick={() => open("signin")} aria-label={label} className={LOOK}>
        Report
      </button>
    );
  if (reported || fetcher.data?.ok) return <span className="px-2.5 py-1 text-sm text-muted">Reported</span>;
  return (
    <fetcher.Form method="post" action="/api/comments" defaultShouldRevalidate={false}>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="commentId" value={id} />
      <button type="submit" disabled={fetcher.state !== "idle"} aria-label={label} className={LOOK}>
        {fetcher.state !== "idle" ? "Reporting..." : "Report"}
      </button>
    </fetcher.Form>
  );
}
