import type { BylinePerson } from "#shared/people.ts";
import type { CreativeType } from "#shared/categories.ts";
import type { ImageSources } from "~/lib/image-sources.ts";
import { CreativeTypeBadge } from "./creative-type-badge.tsx";
import { Byline } from "./byline.tsx";
import { FallbackImage } from "./fallback-image.tsx";

export type CreativeCardPiece = {
  id: string;
  title: string;
  type: CreativeType;
  author: string;
  bylines?: BylinePerson[];
  excerpt: string;
  imageUrl: string | null;
  image: ImageSources;
  publishedAt: Date | string;
};

/** One creative work in the grid. The card is a link to the piece opened on this page, so it works
 * without JavaScript; with it, the page's dialog (../islands/creative-dialog.tsx) opens the piece that
 * the link names (`data-piece`) instead. */
export function CreativeCard({ piece, href }: { piece: CreativeCardPiece; href: string }) {
  return (
    <article className="group relative flex h-full flex-col border border-rule bg-white transition-shadow hover:shadow-lg">
      <div className="aspect-[4/3] overflow-hidden bg-rule/40">
        <FallbackImage
          image={piece.image}
          alt=""
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div>
          <CreativeTypeBadge type={piece.type} />
        </div>
        <h3 className="mt-3 font-serif text-xl leading-snug font-bold">
          <a
            href={href}
            id={`piece-${piece.id}`}
            data-piece={piece.id}
            aria-haspopup="dialog"
            className="after:absolute after:inset-0 group-hover:underline focus-visible:underline"
          >
            {piece.title}
          </a>
        </h3>
        <Byline
          author={piece.author}
          bylines={piece.bylines}
          date={piece.publishedAt}
          className="mt-1 text-sm text-muted"
        />
        {piece.excerpt && (
          <p className="mt-3 line-clamp-3 font-serif text-[0.95rem] leading-relaxed text-muted italic">
            {piece.excerpt}
          </p>
        )}
        <p className="mt-auto pt-4 text-sm font-semibold text-accent" aria-hidden="true">
          Read the full piece →
        </p>
      </div>
    </article>
  );
}
