import { CONTACT_LABELS, CONTACT_PURPOSES, type ContactAddresses } from "#shared/schemas/settings.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Field } from "~/components/ui/field.tsx";
import { Button } from "~/components/ui/button.tsx";
import { SettingsCard } from "./card.tsx";

/** What each address is for, said under its field (no invented example: decision 0068). */
const HINTS: Record<(typeof CONTACT_PURPOSES)[number], string> = {
  editor: "The editors' own mailbox: letters, questions and the newsletter's unsubscribe requests.",
  tips: "Where readers send news tips.",
  corrections: "Where readers report an error in a piece.",
  ads: "For advertising enquiries (the Advertise page).",
  careers: "For applications to join the staff (the Careers page).",
  privacy: "For requests about readers' data (the Privacy Policy).",
  accessibility: "For reports of something hard to use (the Accessibility page).",
};

/** The addresses the contact, advertising and careers pages give readers, one per purpose. */
export function ContactAddressesForm({ addresses }: { addresses: ContactAddresses }) {
  const fetcher = usePortalFetcher();
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="contact-addresses"
      title="Contact addresses"
      description="Where readers write to. A purpose left empty is not offered on the public pages."
    >
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="contacts" />
        <div className="grid gap-4 md:grid-cols-2">
          {CONTACT_PURPOSES.map((purpose) => (
            <Field
              key={purpose}
              label={CONTACT_LABELS[purpose]}
              name={purpose}
              type="email"
              autoComplete="off"
              spellCheck={false}
              defaultValue={addresses[purpose] ?? ""}
              maxLength={254}
              error={fields[purpose]}
              hint={HINTS[purpose]}
            />
          ))}
        </div>
        <div className="mt-5">
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save Addresses
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
