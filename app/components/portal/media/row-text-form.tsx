import { Button } from "~/components/ui/button.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";

type Props = {
  action: string;
  intent: string;
  imageId: string;
  /** The posted field's name, and its value now. */
  field: string;
  value: string;
  maxLength: number;
  /** The field's name as a screen reader hears it ('Alt text of river.png'). */
  label: string;
  /** What Save saves, for a screen reader ('the alt text of river.png'). */
  saves: string;
  /** A line above the field (a missing alt text's warning), or below it (what a credit links to). */
  warning?: string;
  note?: React.ReactNode;
  /** The id of a <datalist> of suggestions. */
  list?: string;
};

/** One text of a library image edited in place: a field and its Save, posted to the library's `intent`. */
export function RowTextForm({
  action,
  intent,
  imageId,
  field,
  value,
  maxLength,
  label,
  saves,
  warning,
  note,
  list,
}: Props) {
  const fetcher = usePortalFetcher();
  const inputId = `${intent}-${imageId}`;
  const hintId = `${intent}-hint-${imageId}`;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={imageId} />
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      {warning && (
        <p id={hintId} className="text-xs font-semibold text-accent">
          {warning}
        </p>
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          name={field}
          defaultValue={value}
          maxLength={maxLength}
          list={list}
          aria-describedby={warning || note ? hintId : undefined}
          className="min-h-11 w-full min-w-0 border border-ink/40 bg-white px-2 text-sm"
        />
        <Button type="submit" look="dark" busy={busy} className="text-sm">
          {busy ? "Saving..." : "Save"}
          <span className="sr-only"> {saves}</span>
        </Button>
      </div>
      {note && (
        <p id={hintId} className="text-xs text-muted">
          {note}
        </p>
      )}
    </fetcher.Form>
  );
}
