import { Link } from "react-router";
import type { ImageSummary, LibraryImage } from "#shared/media.ts";
import { showToast } from "~/components/toaster.tsx";
import { Button } from "~/components/ui/button.tsx";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";

export type LibraryRowImage = LibraryImage;

const THUMB_WIDTH = 96;

export const imageName = (image: { originalName: string | null }) => image.originalName ?? "Untitled image";

/** A thumbnail at a fixed width and the image's own proportions (no layout shift). */
export function Thumbnail({ image }: { image: ImageSummary }) {
  const height =
    image.width && image.height ? Math.round((THUMB_WIDTH * image.height) / image.width) : THUMB_WIDTH;
  return (
    <img
      src={image.thumbnailUrl}
      alt={image.altText ?? ""}
      width={THUMB_WIDTH}
      height={height}
      loading="lazy"
      className="border border-rule bg-paper object-cover"
    />
  );
}

/** One image of the library: its alt text (edited in place, flagged when missing), where it is used,
 * and its address to reuse it in another article. */
export function LibraryRow({ image, action }: { image: LibraryRowImage; action: string }) {
  const name = imageName(image);
  const fetcher = usePortalFetcher();
  const inputId = `alt-${image.id}`;
  const hintId = `alt-hint-${image.id}`;
  const missing = !image.altText;
  return (
    <ManageRow>
      <ManageTitleCell>{name}</ManageTitleCell>
      <ManageCell label="Image">
        <Thumbnail image={image} />
      </ManageCell>
      <ManageCell label="Alt text" className="@4xl:min-w-64">
        <fetcher.Form method="post" action={action} className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={image.id} />
          <label htmlFor={inputId} className="sr-only">
            Alt text of {name}
          </label>
          {missing && (
            <p id={hintId} className="text-xs font-semibold text-accent">
              No alt text: describe the image before it appears in an article
            </p>
          )}
          <div className="flex gap-2">
            <input
              id={inputId}
              name="alt"
              defaultValue={image.altText ?? ""}
              maxLength={300}
              aria-describedby={missing ? hintId : undefined}
              className="min-h-11 w-full min-w-0 border border-ink/40 bg-white px-2 text-sm"
            />
            <Button type="submit" look="dark" busy={fetcher.state !== "idle"} className="text-sm">
              {fetcher.state !== "idle" ? "Saving..." : "Save"}
              <span className="sr-only"> the alt text of {name}</span>
            </Button>
          </div>
        </fetcher.Form>
      </ManageCell>
      <ManageCell label="Used in">
        {image.uses.length === 0 ? (
          <span className="text-muted italic">Not used</span>
        ) : (
          <ul className="space-y-1">
            {image.uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <Link
                  to={
                    use.kind === "article"
                      ? `/admin/dashboard/articles/${use.id}`
                      : `/admin/dashboard/creative/${use.id}`
                  }
                  className="text-accent underline underline-offset-2"
                >
                  {use.title}
                </Link>
              </li>
            ))}
            {image.useCount > image.uses.length && (
              <li className="text-muted">and {image.useCount - image.uses.length} more</li>
            )}
          </ul>
        )}
      </ManageCell>
      <ManageActionsCell>
        <Button look="secondary" onClick={() => void copyAddress(image.url)} className="text-sm">
          Copy address<span className="sr-only"> of {name}</span>
        </Button>
      </ManageActionsCell>
    </ManageRow>
  );
}

/** Reuse elsewhere: the address goes to the clipboard (the image picker's 'Choose from the library'
 * reuses an image in the portal itself). */
async function copyAddress(url: string) {
  // Whole, since the image picker's address field takes http(s) addresses.
  const address = new URL(url, window.location.href).href;
  try {
    await navigator.clipboard.writeText(address);
    showToast({ title: "Address copied", description: "Paste it as the image of another article" });
  } catch {
    showToast({ title: "Could not copy", description: address, variant: "destructive" });
  }
}
