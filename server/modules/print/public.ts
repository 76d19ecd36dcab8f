import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { editionPath } from "#shared/print.ts";
import { schoolYearName, type SchoolYearSetting } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import { articles, media, mediaFiles, printEditionPieces, printEditions } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { listedPieces } from "../content/archive-listing.ts";

export type Cover = { src: string; width: number; height: number };

/** An edition as readers see it in lists: its numbers, date, title, address and cover. */
export type PublicEdition = {
  volume: number;
  number: number;
  issuedOn: string;
  title: string;
  href: string;
  cover: Cover | null;
};

const published = eq(printEditions.status, "published");

/** The library's rendition of each cover nearest `width` px wide (the smallest one wider). */
async function coversOf(db: Db, storage: Storage, ids: (string | null)[], width: number) {
  const wanted = ids.filter((id): id is string => id !== null);
  const images = wanted.length
    ? await db.select({ id: media.id, variants: media.variants }).from(media).where(inArray(media.id, wanted))
    : [];
  return new Map(
    images.map((image) => {
      const variant = image.variants.find((v) => v.width >= width) ?? image.variants.at(-1);
      const cover = variant
        ? { src: storage.url(variant.key), width: variant.width, height: variant.height }
        : null;
      return [image.id, cover] as const;
    }),
  );
}

/** /print: the published editions by school year (on the publication's calendar), newest first. */
export async function editionsByYear(db: Db, storage: Storage, setting: SchoolYearSetting) {
  const rows = await db
    .select()
    .from(printEditions)
    .where(published)
    .orderBy(desc(printEditions.issuedOn), desc(printEditions.volume), desc(printEditions.number));
  const covers = await coversOf(
    db,
    storage,
    rows.map((r) => r.coverMediaId),
    320,
  );
  const years: { name: string; editions: PublicEdition[] }[] = [];
  for (const row of rows) {
    const [year, month] = row.issuedOn.split("-").map(Number) as [number, number];
    const name = schoolYearName(month >= setting.startMonth ? year : year - 1, setting);
    if (years.at(-1)?.name !== name) years.push({ name, editions: [] });
    years.at(-1)!.editions.push({
      volume: row.volume,
      number: row.number,
      issuedOn: row.issuedOn,
      title: row.title,
      href: editionPath(row.volume, row.number),
      cover: row.coverMediaId ? (covers.get(row.coverMediaId) ?? null) : null,
    });
  }
  return years;
}

/** /print/:volume/:number: the published edition, its PDF and its table of contents (published web
 * pieces only, by page), or null. */
export async function editionPage(db: Db, storage: Storage, volume: number, number: number) {
  if (!Number.isSafeInteger(volume) || !Number.isSafeInteger(number)) return null;
  const [row] = await db
    .select({
      edition: printEditions,
      pdfKey: mediaFiles.storageKey,
      pdfBytes: mediaFiles.sizeBytes,
      pages: mediaFiles.pageCount,
    })
    .from(printEditions)
    .innerJoin(mediaFiles, eq(mediaFiles.id, printEditions.pdfFileId))
    .where(and(published, eq(printEditions.volume, volume), eq(printEditions.number, number)));
  if (!row) return null;
  const { edition } = row;
  const covers = await coversOf(db, storage, [edition.coverMediaId], 640);
  const contents = await db
    .select({
      page: printEditionPieces.page,
      title: articles.title,
      slug: articles.slug,
      author: articles.author,
    })
    .from(printEditionPieces)
    .innerJoin(articles, eq(articles.id, printEditionPieces.articleId))
    .where(
      and(
        eq(printEditionPieces.editionId, edition.id),
        listedPieces(articles),
        eq(articles.status, "published"),
      ),
    )
    .orderBy(asc(printEditionPieces.page), asc(articles.title));
  return {
    volume: edition.volume,
    number: edition.number,
    issuedOn: edition.issuedOn,
    title: edition.title,
    cover: edition.coverMediaId ? (covers.get(edition.coverMediaId) ?? null) : null,
    pdf: { href: storage.url(row.pdfKey), bytes: row.pdfBytes, pages: row.pages },
    contents: contents.map((c) => ({
      page: c.page,
      title: c.title,
      href: `/article/${c.slug ?? ""}`,
      author: c.author,
    })),
  };
}

/** Where a web piece appeared in print: each published edition that lists it, with its page. */
export async function inPrintOf(db: Db, articleId: string) {
  return db
    .select({ volume: printEditions.volume, number: printEditions.number, page: printEditionPieces.page })
    .from(printEditionPieces)
    .innerJoin(printEditions, eq(printEditions.id, printEditionPieces.editionId))
    .where(and(eq(printEditionPieces.articleId, articleId), published))
    .orderBy(asc(printEditions.issuedOn));
}

/** The sitemap's print pages: /print and each published edition's page, with its last change; none
 * when nothing is published. */
export async function editionsForSitemap(db: Db): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({
      volume: printEditions.volume,
      number: printEditions.number,
      updatedAt: printEditions.updatedAt,
    })
    .from(printEditions)
    .where(published)
    .orderBy(desc(printEditions.issuedOn), desc(printEditions.volume), desc(printEditions.number));
  if (!rows.length) return [];
  const newest = rows.reduce((a, r) => (r.updatedAt > a ? r.updatedAt : a), rows[0]!.updatedAt);
  return [
    { path: "/print", updatedAt: newest },
    ...rows.map((r) => ({ path: editionPath(r.volume, r.number), updatedAt: r.updatedAt })),
  ];
}
