import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { categoryFromPath, DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { parseSchoolYearSlug } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces } from "../../db/schema.ts";
import { Invalid } from "../errors.ts";
import { yearArchive } from "../school-year/archive.ts";
import { isPublicPath } from "./paths.ts";

/** What an archive holds: the whole site, one school year's pieces, or one section's. */
export type ArchiveScope =
  { kind: "site" } | { kind: "year"; year: string } | { kind: "section"; section: string };

/** Where a crawl of the archive starts, which pages it may take, and the page its `index.html` is. */
export type ScopePlan = { seeds: string[]; home: string; allows(address: string): boolean };

/** The pages of the whole site a crawl cannot reach by links alone, besides those its sitemap lists. */
const SITE_SEEDS = ["/", "/search", "/creative", "/podcasts", "/staff", "/newsletter/archive"];
/** The feeds and lists of the whole site, kept as they are. */
const SITE_FILES = ["/rss.xml", "/sitemap.xml", "/robots.txt"];

/** The sections an archive can be made of: the category pages and the creative page. */
export const SECTIONS: readonly string[] = [
  ...DEDICATED_CATEGORY_PATHS,
  ...SHARED_CATEGORY_PATHS,
  "creative",
];

/** The shared pages whose category is named otherwise (decision 0002). */
const SECTION_CATEGORY: Record<string, string> = { technology: "Science", style: "Lifestyle" };

const pathOf = (address: string) => new URL(address, "http://archive.invalid").pathname;

/** How many of a section's pieces one query reads. */
export const SECTION_BATCH = 1000;

/**
 * The published pieces of a section, as their pages are addressed, `batch` at a time: each query reads
 * at most `batch` rows, from the key (the id) where the last one ended, so that no query's answer grows
 * with the archive (a section of 100,000 pieces is a hundred queries, each as quick as the first).
 */
export async function* sectionBatches(
  db: Db,
  section: string,
  batch = SECTION_BATCH,
): AsyncGenerator<string[]> {
  const category = SECTION_CATEGORY[section] ?? categoryFromPath(section);
  for (let after: string | null = null; ;) {
    const rows: { id: string; href: string }[] =
      section === "creative"
        ? (
            await db
              .select({ id: creativePieces.id })
              .from(creativePieces)
              .where(
                and(
                  eq(creativePieces.status, "published"),
                  isNotNull(creativePieces.publishedAt),
                  after ? gt(creativePieces.id, after) : undefined,
                ),
              )
              .orderBy(asc(creativePieces.id))
              .limit(batch)
          ).map((r) => ({ id: r.id, href: `/creative?piece=${r.id}` }))
        : (
            await db
              .select({ id: articles.id, slug: articles.slug })
              .from(articles)
              .where(
                and(
                  eq(articles.status, "published"),
                  eq(articles.category, category),
                  after ? gt(articles.id, after) : undefined,
                ),
              )
              .orderBy(asc(articles.id))
              .limit(batch)
          ).map((r) => ({ id: r.id, href: `/article/${r.slug}` }));
    if (rows.length > 0) yield rows.map((r) => r.href);
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}

/** The pieces a school year's pages by date list, every page of them. */
async function yearPieces(db: Db, timeZone: string, slug: string): Promise<string[]> {
  const hrefs: string[] = [];
  for (let page = 1; ; page++) {
    const archive = await yearArchive(db, timeZone, slug, page);
    if (!archive) break;
    for (const month of archive.months)
      for (const section of month.sections) hrefs.push(...section.pieces.map((p) => p.href));
    if (!archive.more) break;
  }
  return hrefs;
}

/** A part of the site: its listing page (any page of it) and its pieces; what else they link to stays a
 * link to the live site. */
function partPlan(listing: string, pieces: string[]): ScopePlan {
  const pages = new Set([listing, ...pieces]);
  return { seeds: [...pages], home: listing, allows: (a) => pages.has(a) || pathOf(a) === listing };
}

/** The plan of an archive's crawl; `sitemap` answers the addresses the site's sitemap lists. */
export async function planScope(
  db: Db,
  timeZone: string,
  scope: ArchiveScope,
  sitemap: () => Promise<string[]>,
): Promise<ScopePlan> {
  if (scope.kind === "year") {
    if (parseSchoolYearSlug(scope.year) === null)
      throw new Invalid(`There is no school year “${scope.year}”: write it as 2025-26.`);
    return partPlan(`/archive/${scope.year}`, await yearPieces(db, timeZone, scope.year));
  }
  if (scope.kind === "section") {
    if (!SECTIONS.includes(scope.section))
      throw new Invalid(`There is no section “${scope.section}”. The sections are: ${SECTIONS.join(", ")}.`);
    const pieces: string[] = [];
    for await (const hrefs of sectionBatches(db, scope.section)) pieces.push(...hrefs);
    return partPlan(`/${scope.section}`, pieces);
  }
  const seeds = [...new Set([...SITE_SEEDS, ...(await sitemap()), ...SITE_FILES])];
  return { seeds, home: "/", allows: (a) => isPublicPath(pathOf(a)) };
}
