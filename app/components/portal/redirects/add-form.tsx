import { useRef } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

const STATUSES = [
  { value: "301", label: "301 — moved for good" },
  { value: "302", label: "302 — for now" },
] as const;

/** Add a redirect: from a path or a prefix, to a path or a full address, 301 or 302. A refusal marks the
 * field it concerns with the server's reason. */
export function AddRedirectForm() {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) form.current?.reset();
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <SettingsCard
      id="add-redirect"
      title="Add a redirect"
      description="Redirects answer only addresses the site would not find: they never hide a piece, a section or a page."
    >
      <fetcher.Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="add" />
        <Field
          label="From"
          name="from"
          required
          autoComplete="off"
          placeholder="/old-page"
          hint="A path of this site, or a prefix ending in /* (such as /old-blog/*) for every address under it."
          error={fields?.from}
        />
        <Field
          label="To"
          name="to"
          required
          autoComplete="off"
          placeholder="/new-page"
          hint="A path of this site or a full address (https://…). For a prefix, end it with /* to keep the rest of the address."
          error={fields?.to}
        />
        <Select label="Status" name="status" options={STATUSES} defaultValue="301" error={fields?.status} />
        <div>
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Adding...">
            Add redirect
          </Button>
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
