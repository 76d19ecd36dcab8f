import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import type { Chapter } from "#shared/chapters.ts";
import type { Layout } from "#shared/layouts.ts";
import { Byline } from "./byline.tsx";
import { CorrectionNotes, type CorrectionNote } from "./correction-notes.tsx";
import type { CreativeCardPiece } from "./creative-card.tsx";
import { FallbackImage } from "./fallback-image.tsx";
import { PhotoCredit } from "./photo-credit.tsx";
import { ChapterContents } from "./story-layouts.tsx";

export type CreativeFullPiece = CreativeCardPiece & {
  content: string;
  tags: string[];
  corrections?: readonly CorrectionNote[];
  /** Its layout (decision 0076); a long-form piece's headline over its photo, chapters and header video
   * (the one its text opens with: sanitized HTML). */
  layout?: Layout;
  headlineOver?: boolean;
  chapters?: readonly Chapter[];
  headerVideo?: string | null;
};

type Props = { piece: CreativeFullPiece; titleId: string; heading: "h1" | "h2" };

/** A creative piece in full, in its layout (decision 0076): in the creative page's dialog (an h2 there)
 * and on its preview page (the page's h1). Its content was sanitized when it was written; poetry keeps
 * its line breaks and indentation. */
export function CreativePieceBody(props: Props) {
  if (props.piece.layout === "long-form") return <LongForm {...props} />;
  const side = props.piece.layout === "side-by-side";
  return (
    <div className={side ? "creative-side-by-side" : "px-5 py-6 sm:px-8"}>
      {side && (
        <Photo
          piece={props.piece}
          className="creative-side-photo"
          imgClass="creative-side-img bg-rule/40 object-cover"
          captionClass="px-5 sm:px-8"
        />
      )}
      <div className={side ? "px-5 py-6 sm:px-8" : ""}>
        <Titles {...props} />
        {!side && (
          <Photo
            piece={props.piece}
            className="mt-6"
            imgClass="max-h-[28rem] w-full bg-rule/40 object-cover"
          />
        )}
        <Text piece={props.piece} />
      </div>
    </div>
  );
}

/** Long-form: the photo (or the opening video) the whole width, the headline over or under it, a table
 * of contents and a drop cap. */
function LongForm(props: Props) {
  const { piece, titleId, heading: Heading } = props;
  const video = piece.headerVideo ?? null;
  const over = Boolean(piece.headlineOver && !video);
  return (
    <div className="creative-long-form">
      {video ? (
        <div className="long-form-video" dangerouslySetInnerHTML={{ __html: video }} />
      ) : (
        <div className={over ? "long-form-over" : ""}>
          <div className="creative-long-form-photo relative">
            <Picture piece={piece} className="h-full w-full bg-rule/40 object-cover" />
            {over && (
              <div className="long-form-titles-over">
                <Heading
                  id={titleId}
                  className="px-5 pb-8 font-serif text-3xl leading-tight font-bold text-white sm:px-8 sm:text-5xl"
                >
                  {piece.title}
                </Heading>
              </div>
            )}
          </div>
          <Credit piece={piece} className="px-5 sm:px-8" />
        </div>
      )}
      <div className="px-5 py-6 sm:px-8">
        <Titles {...props} bare={over} />
        <ChapterContents chapters={piece.chapters ?? []} heading={Heading === "h1" ? "h2" : "h3"} />
        <Text piece={piece} long />
      </div>
    </div>
  );
}

function Titles({ piece, titleId, heading: Heading, bare }: Props & { bare?: boolean }) {
  return (
    <>
      {!bare && (
        <Heading id={titleId} className="font-serif text-3xl leading-tight font-bold sm:text-4xl">
          {piece.title}
        </Heading>
      )}
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
    </>
  );
}

function Picture({ piece, className }: { piece: CreativeFullPiece; className: string }) {
  return (
    <FallbackImage
      image={piece.image}
      // The cards' sources, shown wider here.
      sizes={IMAGE_SIZES.creative}
      // Open on a first load (?piece=), the dialog's picture is the page's largest element.
      loading="eager"
      fetchPriority="high"
      className={className}
    />
  );
}

function Credit({ piece, className = "" }: { piece: CreativeFullPiece; className?: string }) {
  if (!piece.image.credit) return null;
  return (
    <p className={`mt-2 text-right text-sm text-muted ${className}`}>
      <PhotoCredit credit={piece.image.credit} />
    </p>
  );
}

function Photo({
  piece,
  className,
  imgClass,
  captionClass = "",
}: {
  piece: CreativeFullPiece;
  className: string;
  imgClass: string;
  captionClass?: string;
}) {
  return (
    <figure className={className}>
      <Picture piece={piece} className={imgClass} />
      {piece.image.credit && (
        <figcaption className={`mt-2 text-right text-sm text-muted ${captionClass}`}>
          <PhotoCredit credit={piece.image.credit} />
        </figcaption>
      )}
    </figure>
  );
}

function Text({ piece, long }: { piece: CreativeFullPiece; long?: boolean }) {
  return (
    <>
      <div
        className={`prose-body mt-8 ${long ? "long-form-body" : ""} ${piece.type === "poetry" ? "poetry" : ""}`}
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
    </>
  );
}
