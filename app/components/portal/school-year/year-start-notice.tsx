import { Link } from "react-router";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { Notice } from "~/components/ui/notice.tsx";

/** The school year has begun without its rollover (issue 40): for admins, above their home, until the
 * rollover is done or one of them dismisses it. */
export function YearStartNotice({ notice }: { notice: { year: number; text: string } }) {
  const fetcher = usePortalFetcher();
  return (
    <Notice id="year-start" title={notice.text}>
      <p className="mt-1 text-sm">
        The preview lists who graduates, with their roles, open drafts and assignments; nothing changes until
        you confirm.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to="/admin/dashboard/rollover" className={buttonClass("primary")}>
          Review the rollover
        </Link>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="dismiss-year-start" />
          <input type="hidden" name="year" value={notice.year} />
          <Button type="submit" look="secondary" busy={fetcher.state !== "idle"} busyLabel="Dismissing...">
            Dismiss
          </Button>
        </fetcher.Form>
      </div>
    </Notice>
  );
}
