import { FINAL_APPROVAL_LABELS, FINAL_APPROVALS, type FinalApproval } from "#shared/desk.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SettingsCard } from "./card.tsx";

export type DeskSettingsView = {
  finalApproval: FinalApproval;
  editorInChief: string | null;
  adviserPowers: boolean;
  /** The active editors and admins, who may be editor-in-chief. */
  editors: { id: string; name: string }[];
};

const APPROVAL_OPTIONS = FINAL_APPROVALS.map((value) => ({ value, label: FINAL_APPROVAL_LABELS[value] }));

/** Settings → The desk (issue 38): who gives the final approval before a piece is published, and what
 * the adviser may do. Student editors decide what is published; the adviser coaches. */
export function DeskSettingsForm({ desk }: { desk: DeskSettingsView }) {
  const fetcher = usePortalFetcher();
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="desk"
      title="Publishing approval"
      description="Who gives the final approval before a piece is published. Every publication records it, and each piece's History names who approved it."
    >
      <fetcher.Form method="post" noValidate className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="desk" />
        <Select
          label="Final approval"
          name="finalApproval"
          defaultValue={desk.finalApproval}
          options={APPROVAL_OPTIONS}
          hint="With the adviser's approval, an editor publishes a piece once the adviser has approved it in review."
          error={fields.finalApproval}
        />
        <Select
          label="Editor-in-chief"
          name="editorInChief"
          defaultValue={desk.editorInChief ?? ""}
          options={[
            { value: "", label: "Nobody chosen" },
            ...desk.editors.map((e) => ({ value: e.id, label: e.name })),
          ]}
          hint="Gives the final approval when the setting above asks for the editor-in-chief."
          error={fields.editorInChief}
        />
        <Checkbox
          label="Advisers have an editor's powers"
          name="adviserPowers"
          defaultChecked={desk.adviserPowers}
          hint="Off: advisers read everything, leave notes and approve, but do not publish, return or delete (JEA's statement on prior review)."
        />
        <div>
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save approval settings
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
