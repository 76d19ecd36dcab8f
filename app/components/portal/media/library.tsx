import { Link } from "react-router";
import type { ImageCredit, ImageSummary, LibraryImage, MediaUse } from "#shared/media.ts";
import { authorHref } from "#shared/people.ts";
import { ALT_TEXT_MAX_LENGTH, CREDIT_MAX_LENGTH } from "#shared/schemas/media.ts";
import { cardId } from "~/components/portal/manage/card-list.tsx";
import { EDITIONS_LIST_ID } from "~/components/portal/print/editions-list.tsx";
import { showToast } from "~/components/toaster.tsx";
import { Button } from "~/components/ui/button.tsx";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { RowTextForm } from "./row-text-form.tsx";

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

/** The id of the page's one list of People's names, suggested in every credit field. */
export const CREDIT_NAMES_ID = "credit-names";

/** What a saved credit is (decision 0071): a person's, linked to their author page, or a text. */
function creditNote(credit: ImageCredit | null) {
  if (!credit) return "A name from People links to their author page; any other text is shown as written.";
  return credit.slug ? (
    <>
      Shown as “Photo: {credit.name}”, linked to{" "}
      <a href={authorHref(credit.slug)} className="text-accent underline underline-offset-2">
        their author page
      </a>
    </>
  ) : (
    `Shown as “Photo: ${credit.name}”`
  );
}

/** One image of the library: its alt text (edited in place, flagged when missing), its credit, where it
 * is used, and its address to reuse it in another article. */
export function LibraryRow({ image, action }: { image: LibraryRowImage; action: string }) {
  const name = imageName(image);
  return (
    <ManageRow>
      <ManageTitleCell>{name}</ManageTitleCell>
      <ManageCell label="Image">
        <Thumbnail image={image} />
      </ManageCell>
      <ManageCell label="Alt text" className="@4xl:min-w-64">
        <RowTextForm
          action={action}
          intent="alt"
          imageId={image.id}
          field="alt"
          value={image.altText ?? ""}
          maxLength={ALT_TEXT_MAX_LENGTH}
          label={`Alt text of ${name}`}
          saves={`the alt text of ${name}`}
          warning={
            image.altText ? undefined : "No alt text: describe the image before it appears in an article"
          }
        />
      </ManageCell>
      <ManageCell label="Credit" className="@4xl:min-w-56">
        <RowTextForm
          action={action}
          intent="credit"
          imageId={image.id}
          field="credit"
          value={image.credit?.name ?? ""}
          maxLength={CREDIT_MAX_LENGTH}
          label={`Credit of ${name}`}
          saves={`the credit of ${name}`}
          list={CREDIT_NAMES_ID}
          note={creditNote(image.credit)}
        />
      </ManageCell>
      <ManageCell label="Used in">
        <UsedIn uses={image.uses} useCount={image.useCount} />
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

/** Where an image is shown or a file played: the first few articles and pieces, linked to their editor
 * (an edition's cover, to its card on Print editions). */
export function UsedIn({ uses, useCount }: { uses: MediaUse[]; useCount: number }) {
  return (
    <>
      {uses.length === 0 ? (
        <span className="text-muted italic">Not used</span>
      ) : (
        <ul className="space-y-1">
          {uses.map((use) => (
            <li key={`${use.kind}-${use.id}`}>
              <Link
                to={
                  use.kind === "article"
                    ? `/admin/dashboard/articles/${use.id}`
                    : use.kind === "edition"
                      ? `/admin/dashboard/print#${cardId(EDITIONS_LIST_ID, use.id)}`
                      : `/admin/dashboard/creative/${use.id}`
                }
                className="text-accent underline underline-offset-2"
              >
                {use.title}
              </Link>
            </li>
          ))}
          {useCount > uses.length && <li className="text-muted">and {useCount - uses.length} more</li>}
        </ul>
      )}
    </>
  );
}
