import { CREATIVE_TYPE_LABELS, type CreativeType } from "#shared/categories.ts";
import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "./use-time-zone.ts";

type Piece = {
  id: string;
  kind: "article" | "creative";
  title: string;
  excerpt: string;
  section: string;
  href: string;
  publishedAt: Date | string;
};

const sectionOf = (p: Piece) =>
  p.kind === "creative" ? (CREATIVE_TYPE_LABELS[p.section as CreativeType] ?? "Creative") : p.section;

/** An author's published pieces: section, headline (a link), summary and date, newest first. */
export function AuthorPieces({ pieces }: { pieces: Piece[] }) {
  const timeZone = useTimeZone();
  return (
    <ul className="divide-y divide-rule">
      {pieces.map((p) => (
        <li key={p.id} className="py-5">
          <p className="text-xs font-bold tracking-widest text-accent uppercase">{sectionOf(p)}</p>
          <h3 className="mt-1 font-serif text-xl leading-snug font-bold">
            <a href={p.href} className="hover:underline">
              {p.title}
            </a>
          </h3>
          {p.excerpt && <p className="mt-1 line-clamp-2 text-muted">{p.excerpt}</p>}
          <p className="mt-1 text-sm text-muted">
            <time dateTime={new Date(p.publishedAt).toISOString()}>
              {formatDate(p.publishedAt, timeZone)}
            </time>
          </p>
        </li>
      ))}
    </ul>
  );
}
