import {
  DIGEST_INTRO_MAX,
  ISSUE_SUBJECT_MAX,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
  WEEKDAYS,
} from "#shared/schemas/newsletter.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";

type Settings = {
  sendRate: number;
  digest: boolean;
  digestDay: number;
  digestHour: number;
  digestSubject: string;
  digestIntro: string;
};

/** The send rate (SMTP servers limit senders) and the optional weekly digest, in the publication's zone. */
export function NewsletterSettingsForm({ settings }: { settings: Settings }) {
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <fetcher.Form method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value="settings" />
      <Field
        label="Send rate (mails a minute)"
        name="sendRate"
        type="number"
        min={SEND_RATE_MIN}
        max={SEND_RATE_MAX}
        required
        defaultValue={settings.sendRate}
        hint="Your mail provider's limit for one sender; a large list is sent at this pace."
        error={fields.sendRate}
      />
      <Checkbox
        label="Send a weekly digest"
        name="digest"
        defaultChecked={settings.digest}
        hint="The week's published stories go to every confirmed subscriber, by themselves."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Digest day"
          name="digestDay"
          defaultValue={String(settings.digestDay)}
          options={WEEKDAYS.map((d, i) => ({ value: String(i), label: d }))}
        />
        <Select
          label="Digest hour (the publication's time)"
          name="digestHour"
          defaultValue={String(settings.digestHour)}
          options={Array.from({ length: 24 }, (_, h) => ({
            value: String(h),
            label: `${String(h).padStart(2, "0")}:00`,
          }))}
        />
      </div>
      <Field
        label="Digest subject"
        name="digestSubject"
        maxLength={ISSUE_SUBJECT_MAX}
        defaultValue={settings.digestSubject}
        hint="{site-name} stands for the publication's name. Left empty, the default is used."
        error={fields.digestSubject}
      />
      <TextArea
        label="Digest introduction"
        name="digestIntro"
        rows={3}
        maxLength={DIGEST_INTRO_MAX}
        defaultValue={settings.digestIntro}
        hint="Above the stories; a blank line starts a new paragraph."
        error={fields.digestIntro}
      />
      <div>
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
          Save newsletter settings
        </Button>
      </div>
    </fetcher.Form>
  );
}
