import { useEffect, useRef, useState } from "react";
import { CountView } from "./count-view.tsx";
import { CreativePieceBody, type CreativeFullPiece } from "~/components/creative-piece-body.tsx";
import { CreativeTypeBadge } from "~/components/creative-type-badge.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { TimeZoneProvider } from "~/components/use-time-zone.ts";
import { island } from "./lib/island.tsx";

/** The dialog's own copy of a piece, as plain JSON for the island's props: only what it shows. */
export function dialogPiece(piece: CreativeFullPiece): CreativeFullPiece {
  const { id, title, type, author, bylines, excerpt, imageUrl, image, content, tags } = piece;
  const { layout, headlineOver, chapters, headerVideo } = piece;
  return {
    layout,
    headlineOver,
    chapters,
    headerVideo,
    id,
    title,
    type,
    author,
    bylines,
    excerpt,
    imageUrl,
    image,
    content,
    tags,
    publishedAt: new Date(piece.publishedAt).toISOString(),
    corrections: piece.corrections?.map(({ note, createdAt }) => ({
      note,
      createdAt: new Date(createdAt).toISOString(),
    })),
  };
}

/** A card's link names the piece it opens (../components/creative-card.tsx). */
function pieceLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-piece]") : null;
}

/**
 * The creative page's reading dialog: a piece in full, in a modal dialog. The server renders it open
 * when the URL names a piece (`?piece=`), readable without JavaScript; the cards are links to those
 * addresses. Once hydrated, a click on a card opens its piece here without a page load, and closing
 * puts the list's address back (when it named a piece) and the focus on the card.
 */
export function CreativeDialog({
  pieces,
  opened,
  listHref,
  listTitle,
  timeZone,
}: {
  /** The page's pieces, and the one the URL names if it is not among them. */
  pieces: CreativeFullPiece[];
  /** The piece the URL names. */
  opened: string | null;
  /** The list's address and title, without the piece. */
  listHref: string;
  listTitle: string;
  timeZone: string;
}) {
  const [openId, setOpenId] = useState(opened);
  const opener = useRef<HTMLElement | null>(null);
  const named = useRef(opened !== null);
  const piece = pieces.find((item) => item.id === openId) ?? null;

  // The cards are the server's, outside the island: one listener for all of them.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = pieceLink(event);
      const id = link?.dataset.piece;
      if (!link || !id || !pieces.some((item) => item.id === id)) return;
      event.preventDefault();
      opener.current = link;
      setOpenId(id);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [pieces]);

  function close() {
    const returnTo = opener.current ?? (openId ? document.getElementById(`piece-${openId}`) : null);
    opener.current = null;
    setOpenId(null);
    if (named.current) {
      named.current = false;
      window.history.replaceState(window.history.state, "", listHref);
      document.title = listTitle;
    }
    returnTo?.focus();
  }

  const titleId = "creative-piece-title";
  return (
    <TimeZoneProvider value={timeZone}>
      <Dialog
        open={piece !== null}
        onClose={close}
        labelledBy={titleId}
        // Side by side needs the room for its photo beside the text (decision 0076).
        size={piece?.layout === "side-by-side" ? "readingWide" : "reading"}
        lockScroll
      >
        {piece && (
          <article>
            <CountView pieceId={piece.id} />
            <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-rule bg-paper/95 px-5 py-3 backdrop-blur sm:px-8">
              <CreativeTypeBadge type={piece.type} />
              <a
                href={listHref}
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
              </a>
            </div>
            <CreativePieceBody piece={piece} titleId={titleId} heading="h2" />
          </article>
        )}
      </Dialog>
    </TimeZoneProvider>
  );
}

export default CreativeDialog;
/** Loaded once the page is idle, not at a first interaction: the cards that open it are outside the
 * island, so no interaction would reach it before a card's click became a page load; and a piece that
 * the URL opened becomes a real modal (Escape, the focus kept inside) as soon as it can. */
export const CreativeDialogIsland = island("creative-dialog", CreativeDialog, "idle");
