import { formatDate } from "#shared/dates.ts";
import type { ImageSummary } from "#shared/media.ts";
import { DeleteButton, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { imageName, Thumbnail } from "./library.tsx";

/** A column of an unused list between the name and the day of upload. */
type Column<T> = { label: string; nowrap?: boolean; cell: (item: T) => React.ReactNode };

/** Uploads that nothing uses any more (images, or videos and audio), oldest first: each with its name,
 * `columns`, the day it was uploaded, and a Delete asked for once more (`question`, posted to `action`
 * with `intent`). */
export function UnusedTable<T extends { id: string; createdAt: Date | string }>({
  items,
  caption,
  busy,
  action,
  intent,
  question,
  name,
  columns,
}: {
  items: T[];
  caption: string;
  busy: boolean;
  action: string;
  intent?: string;
  question: (name: string) => string;
  name: (item: T) => string;
  columns: Column<T>[];
}) {
  const timeZone = useTimeZone();
  const deletion = useConfirmedDelete({ action, intent, question });
  if (items.length === 0) return null;
  return (
    <>
      <ManageTable
        caption={caption}
        columns={["Name", ...columns.map((c) => c.label), "Uploaded", "Actions"]}
        busy={busy}
      >
        {items.map((item) => {
          const title = name(item);
          return (
            <ManageRow key={item.id}>
              <ManageTitleCell>{title}</ManageTitleCell>
              {columns.map((c) => (
                <ManageCell key={c.label} label={c.label} className={c.nowrap ? "whitespace-nowrap" : ""}>
                  {c.cell(item)}
                </ManageCell>
              ))}
              <ManageCell label="Uploaded" className="whitespace-nowrap">
                {formatDate(item.createdAt, timeZone)}
              </ManageCell>
              <ManageActionsCell>
                <DeleteButton
                  title={title}
                  busy={deletion.deleting === item.id}
                  onClick={() => deletion.ask({ id: item.id, title })}
                />
              </ManageActionsCell>
            </ManageRow>
          );
        })}
      </ManageTable>
      {deletion.dialog}
    </>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

const IMAGE_COLUMNS: Column<ImageSummary>[] = [
  { label: "Image", cell: (image) => <Thumbnail image={image} /> },
  {
    label: "Size",
    nowrap: true,
    cell: (image) =>
      `${image.width && image.height ? `${image.width} × ${image.height}, ` : ""}${kilobytes(image.storedBytes)}`,
  },
];

/** Images that no piece shows, oldest first, each with a Delete that removes its files. */
export function UnusedImagesTable(props: {
  items: ImageSummary[];
  caption: string;
  busy: boolean;
  action: string;
}) {
  return (
    <UnusedTable
      {...props}
      question={(name) => `Are you sure you want to delete "${name}"? Its files are removed from storage.`}
      name={imageName}
      columns={IMAGE_COLUMNS}
    />
  );
}
