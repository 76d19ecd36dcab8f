import { Button } from "~/components/ui/button.tsx";
import type { usePortalFetcher } from "~/components/portal/manage/answer.ts";

/** One part of the Settings page: a titled card that the page's contents list links to. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 border border-rule bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A card's form: posted by a portal fetcher with its intent, the fields, then a Save button. */
export function CardForm({
  fetcher,
  intent,
  disabled,
  noValidate,
  children,
}: {
  fetcher: ReturnType<typeof usePortalFetcher>;
  intent: string;
  disabled?: boolean;
  /** The server's checks speak instead of the browser's (their messages say what to enter). */
  noValidate?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form method="post" className="grid max-w-2xl gap-4" noValidate={noValidate}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving..." disabled={disabled}>
          Save
        </Button>
      </div>
    </fetcher.Form>
  );
}
