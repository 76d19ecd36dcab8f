import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  CHOSEN_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
  type ChosenKind,
} from "#shared/desk.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard, CardForm } from "~/components/portal/settings/card.tsx";
import { Select } from "~/components/ui/select.tsx";

const OPTIONS = NOTIFICATION_DELIVERIES.map((value) => ({
  value,
  label: NOTIFICATION_DELIVERY_LABELS[value],
}));

/** The person's choice for each kind: a mail at once, the daily digest (07:00, the publication's
 * time), or the portal only. Everything is in the inbox either way. */
export function PreferencesForm({ preferences }: { preferences: Record<ChosenKind, NotificationDelivery> }) {
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="notification-choices"
      title="How you are told"
      description="Everything comes to this inbox. Choose for each kind whether you also get a mail at once, one daily digest at 7:00, or nothing by mail."
    >
      <CardForm fetcher={fetcher} intent="preferences" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {CHOSEN_KINDS.map((kind) => (
            <Select
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
              name={kind}
              defaultValue={preferences[kind]}
              options={OPTIONS}
              error={fields[kind]}
            />
          ))}
        </div>
      </CardForm>
    </SettingsCard>
  );
}
