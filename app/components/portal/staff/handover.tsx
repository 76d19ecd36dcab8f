import { useRef, useState } from "react";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import type { StaffRow } from "./members.tsx";

const THEN = [
  { value: "editor", label: "An editor" },
  { value: "alumnus", label: "An alumnus, signed out" },
] as const;

/** The question, naming the person and what becomes of the admin who asks. */
function handoverQuestion(to: string, then: string) {
  const me = then === "alumnus" ? "an alumnus and are signed out" : "an editor";
  return `Hand the publication to ${to}? They become an admin and the editor-in-chief, and you become ${me}. Only the new admin can undo this.`;
}

/**
 * The handover (issue 40, decision 0067): the admin gives the publication (admin and editor-in-chief)
 * to another active member of staff in one action, and becomes an editor or an alumnus. It asks first,
 * in the portal's confirmation dialog (focus on Cancel, back on 'Hand over...' when it closes). Once
 * done, the page they are on is no longer theirs: they go to the portal's home, or to the sign-in page.
 */
export function StaffHandover({ members, selfId }: { members: StaffRow[]; selfId: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const fetcher = usePortalFetcher((answer) => {
    setQuestion(null);
    if (!answer.ok) return;
    const then = (answer as { then?: string }).then;
    window.location.assign(then === "alumnus" ? "/admin" : "/admin/dashboard");
  });
  const others = members.filter((m) => m.active && m.id !== selfId);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fields?.to : undefined;
  const ask = () => {
    if (!form.current?.reportValidity()) return;
    const data = new FormData(form.current);
    const to = others.find((m) => m.id === data.get("to"));
    if (to) setQuestion(handoverQuestion(to.name, String(data.get("then"))));
  };
  return (
    <SettingsCard
      id="handover"
      title="Hand over the publication"
      description="At the end of your time: the person you choose becomes an admin and the editor-in-chief, in one step, and you become an editor or an alumnus. The masthead's titles are changed on People."
    >
      {others.length === 0 ? (
        <p className="text-sm text-muted">Invite the person who takes over first: they need an account.</p>
      ) : (
        <>
          <fetcher.Form ref={form} method="post" className="max-w-xl space-y-4">
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
            <Select
              label="Then I become"
              name="then"
              required
              options={THEN}
              defaultValue="editor"
              hint="An alumnus's bylines and author page stay."
            />
            <Button look="secondary" onClick={ask}>
              Hand over...
            </Button>
          </fetcher.Form>
          <ConfirmDialog
            open={question !== null}
            message={question ?? ""}
            confirmLabel="Yes, hand it over"
            busy={fetcher.state !== "idle"}
            busyLabel="Handing over..."
            onConfirm={() => form.current && void fetcher.submit(form.current, { method: "post" })}
            onClose={() => setQuestion(null)}
          />
        </>
      )}
    </SettingsCard>
  );
}
