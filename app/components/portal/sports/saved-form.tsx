import { useRef } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";

/**
 * A sports form that adds (`add-KIND`) or, with an id, changes (`update-KIND`) one row: a saved add
 * clears the form, every save calls `onDone`; a refusal's fields mark what it concerns.
 */
export function SavedForm({
  kind,
  id,
  onDone,
  children,
}: {
  kind: "team" | "game";
  id?: string;
  onDone?: () => void;
  children: (fields: Record<string, string> | undefined) => React.ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (!answer.ok) return;
    if (!id) form.current?.reset();
    onDone?.();
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <fetcher.Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value={id ? `update-${kind}` : `add-${kind}`} />
      {id && <input type="hidden" name="id" value={id} />}
      {children(fields)}
      <div>
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
          {id ? `Save ${kind}` : `Add ${kind}`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
