import { SITE_NAME_MAX, SITE_TAGLINE_MAX } from "#shared/schemas/settings.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Field } from "~/components/ui/field.tsx";
import { Button } from "~/components/ui/button.tsx";
import { SettingsCard } from "./card.tsx";

/** Site Settings: the name and tagline the public header, page titles, feeds and mail use. */
export function SiteSettingsForm({ siteName, siteTagline }: { siteName: string; siteTagline: string }) {
  const fetcher = usePortalFetcher();
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="site-settings"
      title="Site Settings"
      description="The publication's name and tagline, as the header, page titles, feeds and e-mails show them."
    >
      <fetcher.Form method="post" noValidate className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="site" />
        <Field
          label="Site Name"
          name="siteName"
          required
          defaultValue={siteName}
          maxLength={SITE_NAME_MAX}
          error={fields.siteName}
        />
        <Field
          label="Site Tagline"
          name="siteTagline"
          required
          defaultValue={siteTagline}
          maxLength={SITE_TAGLINE_MAX}
          error={fields.siteTagline}
        />
        <div>
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save Settings
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
