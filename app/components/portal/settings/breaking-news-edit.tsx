import { useCallback, useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { BREAKING_CONTENT_MAX, BREAKING_TITLE_MAX } from "#shared/schemas/breaking-news.ts";
import { BREAKING_NEWS_INCOMPLETE, MISSING_FIELDS } from "#shared/texts.ts";
import { showToast } from "~/components/toaster.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { Field } from "~/components/ui/field.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { CancelLink } from "~/components/portal/manage/edit-dialog.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import type { BreakingNewsRow } from "./breaking-news.tsx";

/** Sends a breaking-news form (Add or Edit) unless its title or content is empty: then the toast of
 * SPEC.md §5, and nothing is sent (the server refuses it the same way). */
export function submitItemForm(
  event: React.FormEvent<HTMLFormElement>,
  send: (data: FormData) => void,
): void {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const filled = (name: string) => String(data.get(name) ?? "").trim() !== "";
  if (!filled("title") || !filled("content")) {
    showToast({ title: MISSING_FIELDS, description: BREAKING_NEWS_INCOMPLETE, variant: "destructive" });
    return;
  }
  send(data);
}

/** Edit Breaking News: open while the URL names an item (`?edit=ID`), so a reload keeps it, Back closes
 * it and it works before the page's script runs (the server renders it open). The same fields and
 * checks as Add; focus goes to its first field, and back to the row's Edit on close. */
export function BreakingNewsEditDialog({
  item,
  closeHref,
}: {
  item: BreakingNewsRow | null;
  closeHref: string;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const close = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [location.state, navigate, closeHref]);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) close();
  });
  const id = item?.id ?? "";
  return (
    <Dialog
      open={item !== null}
      onDismiss={close}
      labelledBy={headingId}
      focusFirstField
      returnFocus={() =>
        document.querySelector<HTMLElement>(`[data-edit-id="${CSS.escape(id)}"]`) ?? undefined
      }
    >
      {item && (
        <fetcher.Form
          key={item.id}
          method="post"
          noValidate
          onSubmit={(event) => submitItemForm(event, (data) => void fetcher.submit(data, { method: "post" }))}
          className="grid gap-4 p-6"
        >
          <h2 id={headingId} className="font-serif text-2xl font-bold">
            Edit Breaking News
          </h2>
          <input type="hidden" name="intent" value="breaking-edit" />
          <input type="hidden" name="id" value={item.id} />
          <Field
            label="Title"
            name="title"
            required
            maxLength={BREAKING_TITLE_MAX}
            autoComplete="off"
            defaultValue={item.title}
          />
          <TextArea
            label="Content"
            name="content"
            required
            rows={5}
            maxLength={BREAKING_CONTENT_MAX}
            defaultValue={item.content}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <CancelLink href={closeHref} close={close} />
            <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Updating...">
              Update Breaking News
            </Button>
          </div>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
