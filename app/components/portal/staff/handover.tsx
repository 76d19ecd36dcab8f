import { useState } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import type { StaffRow } from "./members.tsx";

const THEN = [
  { value: "editor", label: "An editor" },
  { value: "alumnus", label: "An alumnus: signed out, my bylines and author page stay" },
] as const;

/**
 * The handover (issue 40, decision 0067): the admin gives the publication (admin and editor-in-chief)
 * to another active member of staff in one action, and becomes an editor or an alumnus. Once done,
 * the page they are on is no longer theirs: they go to the portal's home, or to the sign-in page.
 */
export function StaffHandover({ members, selfId }: { members: StaffRow[]; selfId: string }) {
  const [confirming, setConfirming] = useState(false);
  const fetcher = usePortalFetcher((answer) => {
    if (!answer.ok) return;
    const then = (answer as { then?: string }).then;
    window.location.assign(then === "alumnus" ? "/admin" : "/admin/dashboard");
  });
  const busy = fetcher.state !== "idle";
  const others = members.filter((m) => m.active && m.id !== selfId);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fields?.to : undefined;
  return (
    <SettingsCard
      id="handover"
      title="Hand over the publication"
      description="At the end of your time: the person you choose becomes an admin and the editor-in-chief, in one step, and you become an editor or an alumnus. The masthead's titles are changed on People."
    >
      {others.length === 0 ? (
        <p className="text-sm text-muted">Invite the person who takes over first: they need an account.</p>
      ) : (
        <fetcher.Form method="post" className="max-w-xl space-y-4">
          <input type="hidden" name="intent" value="handover" />
          <Select
            label="Hand it to"
            name="to"
            required
            error={error}
            options={[
              { value: "", label: "Choose a member of staff" },
              ...others.map((m) => ({ value: m.id, label: `${m.name} (${m.email})` })),
            ]}
            defaultValue=""
          />
          <Select label="Then I become" name="then" required options={THEN} defaultValue="editor" />
          {confirming ? (
            <div role="group" aria-label="Confirm the handover" className="flex flex-wrap items-center gap-3">
              <p className="w-full text-sm font-semibold">
                This can only be undone by the new admin. Hand over the publication now?
              </p>
              <Button type="submit" busy={busy} busyLabel="Handing over...">
                Yes, hand it over
              </Button>
              <Button look="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          ) : (
            <Button look="secondary" onClick={() => setConfirming(true)}>
              Hand over...
            </Button>
          )}
        </fetcher.Form>
      )}
    </SettingsCard>
  );
}
