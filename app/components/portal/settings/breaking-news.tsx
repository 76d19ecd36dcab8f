import { useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { BREAKING_CONTENT_MAX, BREAKING_TITLE_MAX } from "#shared/schemas/breaking-news.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { TextArea } from "~/components/ui/text-area.tsx";
import { Field } from "~/components/ui/field.tsx";
import { DeleteButton, EditLink, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import { Button } from "~/components/ui/button.tsx";
import { BreakingNewsEditDialog, submitItemForm } from "./breaking-news-edit.tsx";
import { SettingsCard } from "./card.tsx";
import { formatWhen } from "~/lib/when.ts";

export type BreakingNewsRow = {
  id: string;
  title: string;
  content: string;
  isActive: boolean;
  createdAt: Date | string;
};

const LIST_ID = "breaking-news-list";

const small =
  "inline-flex min-h-10 items-center justify-center border px-3 text-sm font-semibold disabled:opacity-60";

/** Breaking News Management (SPEC.md §2): add an item (shown at once), edit, hide or show, delete it. */
export function BreakingNewsManager({ items }: { items: BreakingNewsRow[] }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const editing = items.find((item) => item.id === params.get("edit")) ?? null;
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) form.current?.reset();
  });
  const busy = fetcher.state !== "idle";
  const deletion = useConfirmedDelete({
    intent: "breaking-delete",
    question: () => "Are you sure you want to delete this breaking news?",
    focusAfter: LIST_ID,
  });

  return (
    <SettingsCard
      id="breaking-news"
      title="Breaking News Management"
      description="Active items run in the ticker at the top of the public pages, newest first."
    >
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={(event) => submitItemForm(event, (data) => void fetcher.submit(data, { method: "post" }))}
        className="grid max-w-2xl gap-4"
      >
        <input type="hidden" name="intent" value="breaking-add" />
        <Field label="Title" name="title" required maxLength={BREAKING_TITLE_MAX} autoComplete="off" />
        <TextArea label="Content" name="content" required rows={3} maxLength={BREAKING_CONTENT_MAX} />
        <div>
          <Button type="submit" busy={busy} busyLabel="Adding...">
            Add Breaking News
          </Button>
        </div>
      </fetcher.Form>
      <h3
        id={LIST_ID}
        tabIndex={-1}
        className="mt-8 outline-none border-b border-rule pb-2 text-sm font-bold tracking-wider text-muted uppercase"
      >
        All breaking news ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No breaking news yet.</p>
      ) : (
        <ul className="divide-y divide-rule">
          {items.map((item) => (
            <BreakingNewsItem
              key={item.id}
              item={item}
              editHref={`${pathname}?edit=${encodeURIComponent(item.id)}`}
              deleting={deletion.deleting === item.id}
              onDelete={() => deletion.ask({ id: item.id, title: item.title })}
            />
          ))}
        </ul>
      )}
      {deletion.dialog}
      <BreakingNewsEditDialog item={editing} closeHref={`${pathname}#breaking-news`} />
    </SettingsCard>
  );
}

function BreakingNewsItem({
  item,
  editHref,
  deleting,
  onDelete,
}: {
  item: BreakingNewsRow;
  editHref: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const timeZone = useTimeZone();
  const toggle = usePortalFetcher();
  // Shown as it will be while the change is on its way.
  const pending = toggle.formData?.get("active");
  const active = pending === undefined || pending === null ? item.isActive : pending === "true";
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`px-2 py-0.5 text-xs font-bold uppercase ${
              active ? "bg-emerald-800 text-white" : "bg-rule/70 text-ink"
            }`}
          >
            {active ? "Active" : "Inactive"}
          </span>
          <time dateTime={new Date(item.createdAt).toISOString()} className="text-xs text-muted">
            {formatWhen(item.createdAt, timeZone)}
          </time>
        </div>
        <p className="mt-1 font-semibold">{item.title}</p>
        <p className="mt-0.5 text-sm whitespace-pre-line text-muted">{item.content}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <EditLink to={editHref} id={item.id} title={item.title} />
        <toggle.Form method="post">
          <input type="hidden" name="intent" value="breaking-toggle" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="active" value={String(!active)} />
          <button type="submit" className={`${small} border-ink/30 bg-white hover:border-ink`}>
            {active ? "Hide" : "Show"}
            <span className="sr-only"> “{item.title}”</span>
          </button>
        </toggle.Form>
        <DeleteButton title={item.title} busy={deleting} onClick={onDelete} />
      </div>
    </li>
  );
}
