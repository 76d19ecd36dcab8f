import { Link } from "react-router";
import type { CreativeCardPiece } from "./creative-card.tsx";
import { CreativeTypeBadge } from "./creative-type-badge.tsx";
import { CreativePieceBody } from "./creative-piece-body.tsx";
import { CountView } from "~/islands/count-view.tsx";
import type { CorrectionNote } from "./correction-notes.tsx";
import { Dialog } from "./ui/dialog.tsx";

export type CreativeFullPiece = CreativeCardPiece & {
  content: string;
  tags: string[];
  corrections?: readonly CorrectionNote[];
};

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
          <CountView pieceId={piece.id} />
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
          <CreativePieceBody piece={piece} titleId={titleId} heading="h2" />
        </article>
      )}
    </Dialog>
  );
}
