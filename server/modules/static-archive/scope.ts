import { and, desc, eq, isNotNull } from "drizzle-orm";
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

/** The pieces of a section, newest first, as their pages are addressed. */
async function sectionPieces(db: Db, section: string): Promise<string[]> {
  if (section === "creative") {
    const rows = await db
      .select({ id: creativePieces.id })
      .from(creativePieces)
      .where(and(eq(creativePieces.status, "published"), isNotNull(creativePieces.publishedAt)))
      .orderBy(desc(creativePieces.publishedAt));
    return rows.map((r) => `/creative?piece=${r.id}`);
  }
  const category = SECTION_CATEGORY[section] ?? categoryFromPath(section);
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(and(eq(articles.status, "published"), eq(articles.category, category)))
    .orderBy(desc(articles.publishedAt));
  return rows.map((r) => `/article/${r.slug}`);
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
    return partPlan(`/${scope.section}`, await sectionPieces(db, scope.section));
  }
  const seeds = [...new Set([...SITE_SEEDS, ...(await sitemap()), ...SITE_FILES])];
  return { seeds, home: "/", allows: (a) => isPublicPath(pathOf(a)) };
}
