import { useRef } from "react";
import { showToast } from "~/components/toaster.tsx";
import { MIN_PASSWORD_LENGTH } from "#shared/constants.ts";
import { CHANGE_PASSWORD_FAILURES as FAILURES } from "#shared/schemas/change-password.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Field } from "~/components/ui/field.tsx";
import { Button } from "~/components/ui/button.tsx";
import { SettingsCard } from "./card.tsx";

/** Change Password (SPEC.md §5, and real: DESIGN.md §4): the current password, then the new one twice.
 * Success clears the fields; the account's other sessions end on the server. */
export function ChangePasswordForm({ username }: { username: string }) {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) form.current?.reset();
  });
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "");
    const problem =
      value("currentPassword") === ""
        ? FAILURES.currentMissing
        : value("newPassword") !== value("confirmPassword")
          ? FAILURES.mismatch
          : value("newPassword").length < MIN_PASSWORD_LENGTH
            ? FAILURES.tooShort
            : null;
    if (problem) {
      showToast({ title: problem.title, description: problem.message, variant: "destructive" });
      return;
    }
    void fetcher.submit(data, { method: "post" });
  }

  return (
    <SettingsCard
      id="change-password"
      title="Change Password"
      description="Signing in elsewhere with this account ends when the password changes; this browser stays signed in."
    >
      <fetcher.Form ref={form} method="post" noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="password" />
        <p className="text-sm">
          Changing the password of <strong>{username}</strong>
        </p>
        <Field
          label="Current Password"
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
          error={fields.currentPassword}
        />
        <Field
          label="New Password"
          name="newPassword"
          type="password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          error={fields.newPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Field
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          error={fields.confirmPassword}
        />
        <div>
          <Button type="submit" busy={busy} busyLabel="Changing...">
            Change Password
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
