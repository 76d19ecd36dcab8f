import { Link } from "react-router";
import type { Route } from "./+types/admin.dashboard.media";
import { Pagination } from "~/components/pagination.tsx";
import { CREDIT_NAMES_ID, LibraryRow } from "~/components/portal/media/library.tsx";
import { FilesTable, UnusedFilesTable } from "~/components/portal/media/files.tsx";
import { UnusedImagesTable } from "~/components/portal/media/unused-table.tsx";
import { ManageListStatus, useListLoading } from "~/components/portal/manage/list-status.tsx";
import { LIST_HEADING_ID } from "~/components/portal/manage/row-actions.tsx";
import { ManageTable } from "~/components/portal/manage/table.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadMediaLibrary, mediaLibraryAction, type MediaView } from "./admin.dashboard.media.server.ts";

const PATH = "/admin/dashboard/media";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Media Library");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMediaLibrary(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return mediaLibraryAction(request, context);
}

const hrefOf = (view: MediaView, page = 1) => {
  const params = new URLSearchParams();
  if (view !== "all") params.set("show", view);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
};

const UNUSED_NOTE =
  "uploaded in the last 24 hours are not listed: an article being written may be about to use them.";
const IMAGES_INTRO =
  "Every uploaded image, newest first. Copy an image's address to use it again as the image of another article or creative piece.";

/** Each view's heading (the unused ones), its words above the list, and what its rows are called. */
const WHAT: Record<MediaView, { heading?: string; intro: string; noun: [string, string] }> = {
  all: { intro: IMAGES_INTRO, noun: ["image", "images"] },
  "no-alt": { intro: IMAGES_INTRO, noun: ["image", "images"] },
  video: {
    intro:
      "Every uploaded video, newest first, with its length, whether it has captions, and where it is played.",
    noun: ["video", "videos"],
  },
  audio: {
    intro: "Every uploaded audio file, newest first, with its length and where it is played.",
    noun: ["audio file", "audio files"],
  },
  unused: {
    heading: "Unused images",
    intro: `Uploaded images that no article or creative piece shows, oldest first. Images ${UNUSED_NOTE}`,
    noun: ["unused image", "unused images"],
  },
  "unused-files": {
    heading: "Unused videos and audio",
    intro: `Videos and audio files that no article, creative piece or podcast episode plays, oldest first. Files ${UNUSED_NOTE} Deleting a video deletes its captions and its poster too, unless the poster is shown elsewhere.`,
    noun: ["unused file", "unused files"],
  },
};

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { view, unused, library, files, creditNames } = loaderData;
  const results = unused ?? files ?? library!;
  const what = WHAT[view];
  const loading = useListLoading(PATH);
  const views: [MediaView, string][] = [
    ["all", "All images"],
    ["no-alt", `Without alt text${library ? ` (${library.withoutAlt})` : ""}`],
    ["video", "Videos"],
    ["audio", "Audio"],
    ["unused", "Unused images"],
    ["unused-files", "Unused videos and audio"],
  ];
  return (
    <section
      aria-labelledby={LIST_HEADING_ID}
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
        Media Library
      </h1>
      <nav aria-label="Media shown" className="mt-5 flex flex-wrap gap-2">
        {views.map(([value, label]) => (
          <Link
            key={value}
            to={hrefOf(value)}
            aria-current={value === view ? "page" : undefined}
            className="inline-flex min-h-10 items-center border border-ink/40 bg-white px-3 text-sm font-semibold aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
          >
            {label}
          </Link>
        ))}
      </nav>
      {what.heading && <h2 className="mt-6 font-serif text-xl font-semibold">{what.heading}</h2>}
      <p className={`${what.heading ? "mt-1" : "mt-4"} max-w-prose text-sm text-muted`}>{what.intro}</p>
      <ManageListStatus
        loading={loading}
        loadingText={`Loading ${what.noun[1]}...`}
        emptyText={`No ${what.noun[1]} found`}
        noun={what.noun}
        results={results}
        clearHref={null}
      />
      {unused && (
        <UnusedImagesTable
          items={unused.items}
          caption={`Unused images, page ${unused.page} of ${unused.pageCount}, oldest first`}
          busy={loading}
          action={PATH}
        />
      )}
      {files && view === "unused-files" && (
        <UnusedFilesTable
          files={files.items}
          caption={`Unused videos and audio, page ${files.page} of ${files.pageCount}, oldest first`}
          busy={loading}
          action={PATH}
        />
      )}
      {files && view !== "unused-files" && (
        <FilesTable
          files={files.items}
          caption={`${view === "video" ? "Videos" : "Audio files"}, page ${files.page} of ${files.pageCount}, newest first`}
          busy={loading}
        />
      )}
      {library && library.items.length > 0 && (
        <ManageTable
          caption={`Images, page ${library.page} of ${library.pageCount}, newest first`}
          columns={["Name", "Image", "Alt text", "Credit", "Used in", "Actions"]}
          busy={loading}
        >
          {library.items.map((image) => (
            <LibraryRow key={image.id} image={image} action={PATH} />
          ))}
        </ManageTable>
      )}
      <datalist id={CREDIT_NAMES_ID}>
        {creditNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <Pagination page={results.page} pageCount={results.pageCount} hrefFor={(page) => hrefOf(view, page)} />
    </section>
  );
}
