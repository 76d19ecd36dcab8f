import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import type { ImageSummary } from "#shared/media.ts";

const LIBRARY = "/admin/dashboard/media";

type LibraryData = { library: { items: ImageSummary[]; page: number; pageCount: number } | null };

/** Reuse an uploaded image: a button that opens the Media Library's images, newest first, 20 a page;
 * choosing one hands its address to `onChoose`. */
export function LibraryPicker({
  disabled,
  onChoose,
}: {
  disabled?: boolean;
  onChoose: (url: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const fetcher = useFetcher<LibraryData>();
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(page > 1 ? `${LIBRARY}?page=${page}` : LIBRARY);
  }, [open, page, load]);
  const library = fetcher.data?.library;
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        className="mt-2 min-h-11 text-sm font-semibold text-accent underline underline-offset-2 disabled:opacity-60"
      >
        Choose from the library
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} className="max-w-2xl">
        <div className="p-5">
          <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
            Choose an uploaded image
          </h2>
          <p role="status" className="mt-1 text-sm text-muted">
            {!library
              ? "Loading images..."
              : library.items.length === 0
                ? "No images uploaded yet"
                : `Page ${library.page} of ${library.pageCount}, newest first`}
          </p>
          {library && library.items.length > 0 && (
            <ul className="mt-3 grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
              {library.items.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      onChoose(image.url);
                    }}
                    className="flex w-full flex-col items-start gap-1 border border-rule p-2 text-left text-sm hover:border-ink focus-visible:border-ink"
                  >
                    <img
                      src={image.thumbnailUrl}
                      alt=""
                      width={160}
                      height={
                        image.width && image.height ? Math.round((160 * image.height) / image.width) : 160
                      }
                      loading="lazy"
                      className="h-24 w-full bg-paper object-cover"
                    />
                    <span className="font-semibold break-all">{image.originalName ?? "Untitled image"}</span>
                    <span className="text-xs text-muted">{image.altText || "No alt text"}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {library && library.page > 1 && (
              <Button look="secondary" onClick={() => setPage(library.page - 1)} className="text-sm">
                Newer images
              </Button>
            )}
            {library && library.page < library.pageCount && (
              <Button look="secondary" onClick={() => setPage(library.page + 1)} className="text-sm">
                Older images
              </Button>
            )}
            <Button look="dark" onClick={() => setOpen(false)} className="ml-auto text-sm">
              Close
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
