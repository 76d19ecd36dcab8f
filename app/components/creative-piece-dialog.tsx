import { Link } from "react-router";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import type { CreativeCardPiece } from "./creative-card.tsx";
import { CreativeTypeBadge } from "./creative-type-badge.tsx";
import { Byline } from "./byline.tsx";
import { FallbackImage } from "./fallback-image.tsx";
import { Dialog } from "./ui/dialog.tsx";

export type CreativeFullPiece = CreativeCardPiece & { content: string; tags: string[] };

/** A creative piece in full, in a modal dialog. Its content was sanitized when it was written; poetry
 * keeps its line breaks and indentation. */
export function CreativePieceDialog({
  piece,
  closeHref,
  onClose,
}: {
  piece: CreativeFullPiece | null;
  closeHref: string;
  onClose: () => void;
}) {
  const titleId = "creative-piece-title";
  return (
    <Dialog open={piece !== null} onClose={onClose} labelledBy={titleId} size="reading" lockScroll>
      {piece && (
        <article>
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-rule bg-paper/95 px-5 py-3 backdrop-blur sm:px-8">
            <CreativeTypeBadge type={piece.type} />
            <Link
              to={closeHref}
              preventScrollReset
              replace
              aria-label="Close"
              onClick={(event) => {
                event.preventDefault();
                event.currentTarget.closest("dialog")?.close();
              }}
              className="flex h-10 w-10 items-center justify-center rounded-full border border-ink/25 bg-white hover:border-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
                <path d="M3.3 2 8 6.7 12.7 2 14 3.3 9.3 8l4.7 4.7-1.3 1.3L8 9.3 3.3 14 2 12.7 6.7 8 2 3.3Z" />
              </svg>
            </Link>
          </div>
          <div className="px-5 py-6 sm:px-8">
            <h2 id={titleId} className="font-serif text-3xl leading-tight font-bold sm:text-4xl">
              {piece.title}
            </h2>
            <Byline author={piece.author} date={piece.publishedAt} className="mt-3 text-sm text-muted" />
            {piece.excerpt && (
              <p className="mt-4 font-serif text-lg leading-relaxed text-muted italic">{piece.excerpt}</p>
            )}
            <FallbackImage
              image={piece.image}
              // The cards' sources, shown wider here.
              sizes={IMAGE_SIZES.creative}
              // Open on a first load (?piece=), the dialog's picture is the page's largest element.
              loading="eager"
              fetchPriority="high"
              className="mt-6 max-h-[28rem] w-full bg-rule/40 object-cover"
            />
            <div
              className={`prose-body mt-8 ${piece.type === "poetry" ? "poetry" : ""}`}
              dangerouslySetInnerHTML={{ __html: piece.content }}
            />
            {piece.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 border-t border-rule pt-4">
                {piece.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full border border-ink/20 bg-white px-3 py-1 text-sm text-muted"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </article>
      )}
    </Dialog>
  );
}
