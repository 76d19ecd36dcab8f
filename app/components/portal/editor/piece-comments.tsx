import { COMMENT_MODE_LABELS, COMMENT_MODES, type CommentMode } from "#shared/comment-modes.ts";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { AnswerNote } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

const OPTIONS = [
  { value: "default", label: "Site default" },
  ...COMMENT_MODES.map((m) => ({ value: m, label: COMMENT_MODE_LABELS[m] })),
];

/** How this article takes comments (issue 27): the site's setting, or its own. It applies at once,
 * published or not: it is not part of the text, so Update is not needed. */
export function PieceComments({ id, mode }: { id: string; mode: CommentMode | null }) {
  const fetcher = usePortalFetcher();
  return (
    <SettingsCard
      id="piece-comments"
      title="Comments"
      description="Open, held for approval, or closed for this article; applies at once."
    >
      <fetcher.Form method="post" action="/admin/dashboard/comments" className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="article-mode" />
        <input type="hidden" name="articleId" value={id} />
        <Select
          label="Comments on this article"
          name="mode"
          defaultValue={mode ?? "default"}
          options={OPTIONS}
        />
        <div>
          <Button type="submit" look="secondary" busy={fetcher.state !== "idle"} busyLabel="Saving...">
            Save comments setting
          </Button>
        </div>
      </fetcher.Form>
      <AnswerNote answer={fetcher.data} />
    </SettingsCard>
  );
}
