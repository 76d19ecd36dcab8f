import type { LibraryFile } from "#shared/media.ts";
import { ManageCell, ManageRow, ManageTable, ManageTitleCell } from "~/components/portal/manage/table.tsx";
import { UsedIn } from "./library.tsx";
import { UnusedTable } from "./unused-table.tsx";

/** Videos and audio files in the Media Library (issue 41): what each is, and where it is played or,
 * among the unused ones, a Delete that takes its captions and poster with it. */

const KIND_LABELS = { video: "Video", audio: "Audio" } as const;

export const fileName = (file: LibraryFile) => file.originalName ?? `Untitled ${file.kind}`;

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 42 → '0:42', 3725 → '1:02:05'; 'Unknown' when the file did not say. */
export function duration(seconds: number | null): string {
  if (seconds === null) return "Unknown";
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function Poster({ file }: { file: LibraryFile }) {
  if (!file.posterUrl)
    return <span className="text-muted italic">{file.kind === "video" ? "No poster" : "—"}</span>;
  const height = file.width && file.height ? Math.round((96 * file.height) / file.width) : 54;
  return (
    <img
      src={file.posterUrl}
      alt=""
      width={96}
      height={height}
      loading="lazy"
      className="border border-rule bg-paper object-cover"
    />
  );
}

function What({ file }: { file: LibraryFile }) {
  return (
    <>
      {KIND_LABELS[file.kind]}, {megabytes(file.sizeBytes)}
      {file.width && file.height ? `, ${file.width} × ${file.height}` : ""}
    </>
  );
}

/** The library's videos or audio files, newest first, with where each is played. */
export function FilesTable({
  files,
  caption,
  busy,
}: {
  files: LibraryFile[];
  caption: string;
  busy: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ManageTable
      caption={caption}
      columns={["Name", "Poster", "File", "Length", "Captions", "Used in"]}
      busy={busy}
    >
      {files.map((file) => (
        <ManageRow key={file.id}>
          <ManageTitleCell>
            <a href={file.url} className="text-accent underline underline-offset-2">
              {fileName(file)}
            </a>
          </ManageTitleCell>
          <ManageCell label="Poster">
            <Poster file={file} />
          </ManageCell>
          <ManageCell label="File" className="whitespace-nowrap">
            <What file={file} />
          </ManageCell>
          <ManageCell label="Length">{duration(file.durationSeconds)}</ManageCell>
          <ManageCell label="Captions">
            {file.kind === "audio" ? "—" : file.hasCaptions ? "Yes" : <span className="italic">None</span>}
          </ManageCell>
          <ManageCell label="Used in">
            <UsedIn uses={file.uses} useCount={file.useCount} />
          </ManageCell>
        </ManageRow>
      ))}
    </ManageTable>
  );
}

const UNUSED_COLUMNS = [
  { label: "File", nowrap: true, cell: (file: LibraryFile) => <What file={file} /> },
  { label: "Length", cell: (file: LibraryFile) => duration(file.durationSeconds) },
];

/** Videos and audio files nothing plays, oldest first, each with a Delete asked for once more. */
export function UnusedFilesTable(props: {
  files: LibraryFile[];
  caption: string;
  busy: boolean;
  action: string;
}) {
  const { files, ...table } = props;
  return (
    <UnusedTable
      {...table}
      items={files}
      intent="delete-file"
      question={(name) =>
        `Are you sure you want to delete "${name}"? The file, its captions and its poster are removed from storage.`
      }
      name={fileName}
      columns={UNUSED_COLUMNS}
    />
  );
}
