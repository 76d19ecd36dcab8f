import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import { Byline } from "./byline.tsx";
import { CorrectionNotes, type CorrectionNote } from "./correction-notes.tsx";
import type { CreativeCardPiece } from "./creative-card.tsx";
import { FallbackImage } from "./fallback-image.tsx";
import { PhotoCredit } from "./photo-credit.tsx";

export type CreativeFullPiece = CreativeCardPiece & {
  content: string;
  tags: string[];
  corrections?: readonly CorrectionNote[];
};

/** A creative piece in full: in the creative page's dialog (an h2 there) and on its preview page (the
 * page's h1). Its content was sanitized when it was written; poetry keeps its line breaks and
 * indentation. */
export function CreativePieceBody({
  piece,
  titleId,
  heading: Heading,
}: {
  piece: CreativeFullPiece;
  titleId: string;
  heading: "h1" | "h2";
}) {
  return (
    <div className="px-5 py-6 sm:px-8">
      <Heading id={titleId} className="font-serif text-3xl leading-tight font-bold sm:text-4xl">
        {piece.title}
      </Heading>
      <CorrectionNotes corrections={piece.corrections} />
      <Byline
        author={piece.author}
        bylines={piece.bylines}
        date={piece.publishedAt}
        className="mt-3 text-sm text-muted"
      />
      {piece.excerpt && (
        <p className="mt-4 font-serif text-lg leading-relaxed text-muted italic">{piece.excerpt}</p>
      )}
      <figure className="mt-6">
        <FallbackImage
          image={piece.image}
          // The cards' sources, shown wider here.
          sizes={IMAGE_SIZES.creative}
          // Open on a first load (?piece=), the dialog's picture is the page's largest element.
          loading="eager"
          fetchPriority="high"
          className="max-h-[28rem] w-full bg-rule/40 object-cover"
        />
        {piece.image.credit && (
          <figcaption className="mt-2 text-right text-sm text-muted">
            <PhotoCredit credit={piece.image.credit} />
          </figcaption>
        )}
      </figure>
      <div
        className={`prose-body mt-8 ${piece.type === "poetry" ? "poetry" : ""}`}
        dangerouslySetInnerHTML={{ __html: piece.content }}
      />
      {piece.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 border-t border-rule pt-4">
          {piece.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-ink/20 bg-white px-3 py-1 text-sm text-muted">
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
