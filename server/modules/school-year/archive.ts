import { and, desc, eq, gte, lt } from "drizzle-orm";
import { formatter } from "#shared/dates.ts";
import { dayRange } from "#shared/day-range.ts";
import { parseSchoolYearSlug, schoolYearDays } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import { listedPieces } from "../content/archive-listing.ts";
import { articles, creativePieces } from "../../db/schema.ts";
import { currentSchoolYear, schoolYear, type SchoolYear } from "./setting.ts";

/** Pieces a page of the archive lists at most. */
export const ARCHIVE_PAGE_SIZE = 200;

export type ArchivedPiece = { title: string; href: string; section: string; publishedAt: Date };
export type ArchiveMonth = { month: string; sections: { section: string; pieces: ArchivedPiece[] }[] };

export type YearArchive = {
  year: SchoolYear;
  months: ArchiveMonth[];
  page: number;
  more: boolean;
  /** The year before, when anything was published before this one; the year after, up to this year. */
  earlier: SchoolYear | null;
  later: SchoolYear | null;
};

/** Whether any piece was published before `instant` (one row of each kind's newest-first index). */
async function publishedBefore(db: Db, instant: Date): Promise<boolean> {
  const [a, c] = await Promise.all([
    db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.status, "published"), lt(articles.publishedAt, instant)))
      .limit(1),
    db
      .select({ id: creativePieces.id })
      .from(creativePieces)
      .where(and(eq(creativePieces.status, "published"), lt(creativePieces.publishedAt, instant)))
      .limit(1),
  ]);
  return a.length + c.length > 0;
}

/**
 * /archive/2025-26 (issue 40): the year's published pieces, newest first, by month and section, a page
 * at a time. Each kind is read from its newest-first index between the year's first instant and the
 * next year's, on the publication's calendar; null for an address that names no school year. With the
 * years beside it that a reader can go on to.
 */
export async function yearArchive(
  db: Db,
  timeZone: string,
  slug: string,
  page = 1,
  now: Date = new Date(),
): Promise<YearArchive | null> {
  const start = parseSchoolYearSlug(slug);
  if (start === null) return null;
  const current = await currentSchoolYear(db, timeZone, now);
  const { setting } = current;
  const days = schoolYearDays(start, setting.startMonth);
  const from = dayRange(days.from, timeZone).start;
  const to = dayRange(days.to, timeZone).start;
  // Enough of each kind to fill this page after merging: the page's end, and one more to know if more.
  if (page > 50) return null;
  const upTo = page * ARCHIVE_PAGE_SIZE + 1;
  const [a, c, earlier] = await Promise.all([
    db
      .select({
        title: articles.title,
        slug: articles.slug,
        section: articles.category,
        at: articles.publishedAt,
      })
      .from(articles)
      .where(
        and(
          eq(articles.status, "published"),
          // In a permanent archive, a taken-down piece is in no list (decision 0080).
          listedPieces(articles),
          gte(articles.publishedAt, from),
          lt(articles.publishedAt, to),
        ),
      )
      .orderBy(desc(articles.publishedAt))
      .limit(upTo),
    db
      .select({ id: creativePieces.id, title: creativePieces.title, at: creativePieces.publishedAt })
      .from(creativePieces)
      .where(
        and(
          eq(creativePieces.status, "published"),
          listedPieces(creativePieces),
          gte(creativePieces.publishedAt, from),
          lt(creativePieces.publishedAt, to),
        ),
      )
      .orderBy(desc(creativePieces.publishedAt))
      .limit(upTo),
    publishedBefore(db, from),
  ]);
  const all: ArchivedPiece[] = [
    ...a.map((r) => ({ title: r.title, href: `/article/${r.slug}`, section: r.section, publishedAt: r.at! })),
    ...c.map((r) => ({
      title: r.title,
      href: `/creative?piece=${r.id}`,
      section: "Creative",
      publishedAt: r.at!,
    })),
  ].sort((x, y) => y.publishedAt.getTime() - x.publishedAt.getTime());
  const shown = all.slice((page - 1) * ARCHIVE_PAGE_SIZE, page * ARCHIVE_PAGE_SIZE);
  return {
    year: schoolYear(start, setting),
    months: byMonthAndSection(shown, timeZone),
    page,
    more: all.length > page * ARCHIVE_PAGE_SIZE,
    earlier: earlier ? schoolYear(start - 1, setting) : null,
    later: start < current.start ? schoolYear(start + 1, setting) : null,
  };
}

function byMonthAndSection(pieces: ArchivedPiece[], timeZone: string): ArchiveMonth[] {
  const monthOf = formatter("en-US", timeZone, { month: "long", year: "numeric" });
  const months: ArchiveMonth[] = [];
  for (const piece of pieces) {
    const month = monthOf.format(piece.publishedAt);
    let m = months.at(-1);
    if (m?.month !== month) months.push((m = { month, sections: [] }));
    let s = m.sections.find((x) => x.section === piece.section);
    if (!s) m.sections.push((s = { section: piece.section, pieces: [] }));
    s.pieces.push(piece);
  }
  return months;
}
