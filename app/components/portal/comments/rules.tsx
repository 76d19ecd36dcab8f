import { COMMENT_MODE_LABELS, COMMENT_MODES, type CommentMode } from "#shared/comment-modes.ts";
import { LINK_LIMIT_MAX } from "#shared/schemas/comment-rules.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { fieldError } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

const MODE_OPTIONS = COMMENT_MODES.map((m) => ({ value: m, label: COMMENT_MODE_LABELS[m] }));

/** The site's rules for new comments: the mode every article follows unless it has its own, and the
 * spam rule (a link limit and blocked words) that holds a comment for an editor. */
export function CommentRulesCard({
  rules,
}: {
  rules: { mode: CommentMode; linkLimit: number; blockedWords: string[] };
}) {
  const fetcher = usePortalFetcher();
  return (
    <SettingsCard
      id="comment-settings"
      title="Comment settings"
      description="How the site takes new comments. An article can have its own mode, set beside its editor."
    >
      <fetcher.Form method="post" className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="rules" />
        <Select label="New comments" name="mode" defaultValue={rules.mode} options={MODE_OPTIONS} />
        <Field
          label="Most links in a comment"
          name="linkLimit"
          type="number"
          min={0}
          max={LINK_LIMIT_MAX}
          defaultValue={String(rules.linkLimit)}
          hint="A comment with more links than this is held for approval. A link starts with http://, https:// or www."
          error={fieldError(fetcher.data, "linkLimit")}
          className="max-w-xs"
        />
        <TextArea
          label="Blocked words"
          name="blockedWords"
          rows={4}
          defaultValue={rules.blockedWords.join("\n")}
          hint="One word or phrase a line. A comment with any of them (whole words, any case) is held for approval."
          error={fieldError(fetcher.data, "blockedWords")}
        />
        <div>
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
            Save comment settings
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
