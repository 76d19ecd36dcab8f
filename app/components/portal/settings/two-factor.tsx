import { Checkbox } from "~/components/ui/checkbox.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { CardForm, SettingsCard } from "./card.tsx";

/** 'Require two-factor sign-in for all staff' (issue 26). An admin without a second factor of their
 * own is told to set one up first; the server refuses it anyway. */
export function StaffTwoFactorForm({ required, ownFactor }: { required: boolean; ownFactor: boolean }) {
  const fetcher = usePortalFetcher();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.toast.description : undefined;
  return (
    <SettingsCard
      id="two-factor"
      title="Two-factor sign-in"
      description="When it is required, every member of staff signs in with a password and a code from an authenticator app. Anyone who has not set one up is asked to before they can use the portal. A sign-in with the school's account counts when the school's provider says it used more than one factor (its amr answer: mfa, or a code or key beside the password); the portal then asks no code of its own."
    >
      <CardForm fetcher={fetcher} intent="two-factor" disabled={!ownFactor && !required}>
        <Checkbox
          label="Require two-factor sign-in for all staff"
          name="required"
          defaultChecked={required}
          disabled={!ownFactor && !required}
          hint={
            ownFactor
              ? "Your own account has two-factor sign-in."
              : "Set up two-factor sign-in for your own account first, on Your account, so that you are not locked out. Then you can require it for everyone."
          }
          error={error}
        />
        {!ownFactor && (
          <p className="text-sm">
            <a href="/account" className="font-semibold text-accent underline underline-offset-2">
              Set up two-factor sign-in on Your account
            </a>
          </p>
        )}
      </CardForm>
    </SettingsCard>
  );
}
