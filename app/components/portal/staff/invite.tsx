import { useRef } from "react";
import { ROLE_LABELS, STAFF_ROLES } from "#shared/roles.ts";
import { INVITATION_DAYS } from "#shared/schemas/staff.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const ROLE_HINT =
  "Contributors write and submit for review; editors also publish; admins also manage the staff and settings.";

/** Invite by e-mail: name, address and role. The server checks everything again; a sent invitation
 * clears the form. */
export function StaffInviteForm() {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) form.current?.reset();
  });
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="invite"
      title="Invite a member of staff"
      description={`They get an e-mail with a link that works once, for ${INVITATION_DAYS} days. A reader who already has an account accepts with their own password.`}
    >
      <fetcher.Form ref={form} method="post" noValidate className="grid gap-4 @container sm:grid-cols-2">
        <input type="hidden" name="intent" value="invite" />
        <Field label="Name" name="name" autoComplete="off" required maxLength={100} error={fields.name} />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          error={fields.email}
        />
        <Select
          label="Role"
          name="role"
          required
          defaultValue="contributor"
          options={ROLE_OPTIONS}
          hint={ROLE_HINT}
          error={fields.role}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Sending...">
            Send invitation
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
