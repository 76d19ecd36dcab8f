import type { FinalApproval } from "#shared/desk.ts";
import { Button } from "~/components/ui/button.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import type { PieceKind } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

/** Where a piece stands with the adviser's approval (app/routes/admin.dashboard.editor.server.ts). */
export type ApprovalView = { rule: FinalApproval; advisers: string[]; mayApprove: boolean };

/**
 * The adviser's approval (issue 38), where Settings asks for it: the editor sees whether the adviser
 * has approved the piece in review; the adviser approves it here. A Return clears the approval.
 */
export function ApprovalPanel({
  kind,
  id,
  status,
  approval,
}: {
  kind: PieceKind;
  id: string;
  status: string;
  approval: ApprovalView;
}) {
  const fetcher = usePortalFetcher();
  if (approval.rule !== "adviser") return null;
  const approved = approval.advisers.length > 0 || fetcher.data?.ok === true;
  return (
    <SettingsCard
      id="approval"
      title="Adviser's approval"
      description="This publication asks for the adviser's approval before an editor publishes a piece. A Return clears it."
    >
      <p role="status" className="text-sm">
        {approved
          ? approval.advisers.length
            ? `Approved by ${approval.advisers.join(" and ")}.`
            : "Approved."
          : status === "review"
            ? "Waiting for the adviser's approval."
            : "The adviser approves a piece once it is submitted for review."}
      </p>
      {approval.mayApprove && !approved && (
        <fetcher.Form method="post" action="/admin/pieces/approval" className="mt-3">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Approving...">
            Approve for publication
          </Button>
        </fetcher.Form>
      )}
    </SettingsCard>
  );
}
