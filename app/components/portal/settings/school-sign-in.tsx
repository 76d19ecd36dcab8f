import { useState } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { CardForm, SettingsCard } from "./card.tsx";

export type SchoolSignInSettings = {
  view: {
    preset: "google" | "microsoft" | "other";
    issuer: string;
    clientId: string;
    domains: string[];
    newPeople: "approval" | "contributor";
    passwordSignIn: boolean;
    readers: boolean;
    fromEnvironment: boolean;
    secretSet: boolean;
  } | null;
  callbackUrl: string;
};

const PRESETS = [
  { value: "google", label: "Google Workspace" },
  { value: "microsoft", label: "Microsoft Entra ID" },
  { value: "other", label: "Another OpenID Connect provider" },
];

const tenantOf = (issuer: string) => /login\.microsoftonline\.com\/([^/]+)\/v2\.0/.exec(issuer)?.[1] ?? "";

/** One of the card's switches, saved on its own; the domain's refusal shows under it. */
function SwitchForm({
  intent,
  label,
  name,
  checked,
  hint,
}: {
  intent: string;
  label: string;
  name: string;
  checked: boolean;
  hint: string;
}) {
  const fetcher = usePortalFetcher();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.toast.description : undefined;
  return (
    <div className="mt-6 border-t border-rule pt-5">
      <CardForm fetcher={fetcher} intent={intent}>
        <Checkbox label={label} name={name} defaultChecked={checked} hint={hint} error={error} />
      </CardForm>
    </div>
  );
}

/** Settings → Sign-in with the school's accounts (decision 0066): the provider, checked when saved; the
 * secret is never shown again; then whether staff may still use passwords, and whether readers may use
 * it too. */
export function SchoolSignInForm({ view, callbackUrl }: SchoolSignInSettings) {
  const fetcher = usePortalFetcher();
  const [preset, setPreset] = useState(view?.preset ?? "google");
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const locked = view?.fromEnvironment ?? false;
  return (
    <SettingsCard
      id="school-sign-in"
      title="Sign-in with the school's accounts"
      description="Staff sign in with their school account (and readers too, if you turn it on below). Register this site with the school's provider first, with this redirect address and the scopes openid, email and profile:"
    >
      <code className="mb-5 block max-w-2xl border border-rule bg-paper px-3 py-2 font-mono text-sm break-all">
        {callbackUrl}
      </code>
      {locked && (
        <p className="mb-4 text-sm">
          This is set by the server's environment (OIDC_ISSUER …): change it there.
        </p>
      )}
      <CardForm fetcher={fetcher} intent="school-sign-in" disabled={locked} noValidate>
        <Select
          label="The school's accounts"
          name="preset"
          options={PRESETS}
          value={preset}
          onChange={(e) => setPreset(e.target.value as typeof preset)}
          disabled={locked}
        />
        {preset === "other" && (
          <Field
            label="Issuer address"
            name="issuer"
            type="url"
            defaultValue={view?.issuer ?? ""}
            error={fields.issuer}
            disabled={locked}
            hint="Such as https://login.school.org"
          />
        )}
        {preset === "microsoft" && (
          <Field
            label="Tenant"
            name="tenant"
            defaultValue={view ? tenantOf(view.issuer) : ""}
            error={fields.tenant}
            disabled={locked}
            hint="The directory (tenant) id or the school's domain, from Entra ID's overview"
          />
        )}
        <Field
          label="Client id"
          name="clientId"
          autoComplete="off"
          spellCheck={false}
          defaultValue={view?.clientId ?? ""}
          error={fields.clientId}
          disabled={locked}
        />
        <Field
          label="Client secret"
          name="clientSecret"
          type="password"
          autoComplete="new-password"
          error={fields.clientSecret}
          disabled={locked}
          hint={
            view?.secretSet ? "A secret is saved. It is never shown; leave this empty to keep it." : undefined
          }
        />
        <Field
          label="Allowed e-mail domains"
          name="domains"
          spellCheck={false}
          defaultValue={view?.domains.join(", ") ?? ""}
          error={fields.domains}
          disabled={locked}
          hint="Separated by commas, such as school.org. Only verified addresses of these domains get in."
        />
        <Select
          label="Someone new from these domains"
          name="newPeople"
          hint="An admin approves or refuses the people waiting on the Staff page."
          defaultValue={view?.newPeople ?? "approval"}
          disabled={locked}
          options={[
            { value: "approval", label: "Waits for an admin's approval" },
            { value: "contributor", label: "Joins as a contributor at once" },
          ]}
        />
      </CardForm>
      {view && !locked && (
        <>
          <SwitchForm
            intent="school-passwords"
            label="Staff may also sign in with a password"
            name="allowed"
            checked={view.passwordSignIn}
            hint="Turn this off once the school's sign-in works for you. Admins keep their password (and recovery codes), so an admin always has a way in; each such sign-in is in the audit log."
          />
          <SwitchForm
            intent="school-readers"
            label="Readers may sign in with the school's accounts too"
            name="readers"
            checked={view.readers}
            hint="The site's sign-in dialog then offers the school's button. A reader from the allowed domains gets a reader account (never a staff one); one who has an account with that address signs in with its password once to link it."
          />
        </>
      )}
    </SettingsCard>
  );
}
