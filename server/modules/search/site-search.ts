import { sql, type SQL } from "drizzle-orm";
import { CATEGORIES, CREATIVE_TYPE_LABELS, CREATIVE_TYPES, type CreativeType } from "#shared/categories.ts";
import { dayRange } from "#shared/day-range.ts";
import {
  SEARCH_PAGE_SIZE,
  SEARCH_WINDOW,
  type SearchPage,
  type SearchPeriod,
  type SearchResult,
  type SiteSearch,
} from "#shared/search.ts";
import type { Db } from "../../db/client.ts";
import { matcherFor, type Matcher } from "./match.ts";
import { highlight, snippetOf } from "./snippet.ts";

const PERIOD_DAYS: Record<SearchPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };
const DAY_MS = 86_400_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const EMPTY: SearchPage = {
  items: [],
  total: 0,
  more: false,
  page: 1,
  pageCount: 0,
  pageSize: SEARCH_PAGE_SIZE,
};

/** The publication window a search asks for, as a condition on published_at. */
function dates(search: SiteSearch, timeZone: string, now: Date): SQL[] {
  const out: SQL[] = [];
  if (search.period)
    out.push(sql`published_at >= ${new Date(now.getTime() - PERIOD_DAYS[search.period] * DAY_MS)}`);
  const [from, to] =
    search.from && search.to && search.from > search.to ? [search.to, search.from] : [search.from, search.to];
  if (from) out.push(sql`published_at >= ${dayRange(from, timeZone).start}`);
  if (to) out.push(sql`published_at < ${dayRange(to, timeZone).end}`);
  return out;
}

/** Each kind's newest matches, read along its newest-first index, at most SEARCH_WINDOW + 1 of them:
 * a word in every piece costs a walk of that many rows, a rare word a lookup in the GIN index. */
function windowOf(match: Matcher, search: SiteSearch, timeZone: string, now: Date, size: number): SQL | null {
  const category = CATEGORIES.find((c) => c.toLowerCase() === search.section);
  const type = CREATIVE_TYPES.find((t) => t === search.section);
  const common = sql.join(
    [sql`published_at is not null`, sql`not noindex`, match.where, ...dates(search, timeZone, now)],
    sql` and `,
  );
  const limit = size + 1;
  const parts: SQL[] = [];
  if (!type)
    parts.push(sql`(select 'article' as kind, id, (${match.rank})::float8 as rank,
      extract(epoch from published_at)::float8 as at from articles
      where ${common} ${category ? sql`and category = ${category}` : sql``}
      order by published_at desc, created_at desc, id desc limit ${limit})`);
  if (!category)
    parts.push(sql`(select 'creative' as kind, id, (${match.rank})::float8 as rank,
      extract(epoch from published_at)::float8 as at from creative_pieces
      where ${common} ${type ? sql`and type = ${type}` : sql``}
      order by published_at desc limit ${limit})`);
  if (parts.length === 0) return null;
  return sql`select kind, id, rank, at from (${sql.join(parts, sql` union all `)}) as hits
    order by at desc, id desc limit ${limit}`;
}

type Hit = { kind: "article" | "creative"; id: string; rank: number; at: number };
type Detail = {
  id: string;
  title: string;
  slug: string | null;
  excerpt: string;
  section: string;
  author: string;
  published_at: Date | string;
  content: string;
};

async function details(db: Db, hits: Hit[]): Promise<Map<string, Detail>> {
  const ids = (kind: Hit["kind"]) => hits.filter((h) => h.kind === kind).map((h) => h.id);
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
  const queries: Promise<unknown>[] = [];
  const articleIds = ids("article");
  const creativeIds = ids("creative");
  if (articleIds.length)
    queries.push(
      db.execute(sql`select id, title, slug, excerpt, category as section, author, published_at,
      content from articles where id in (${list(articleIds)})`),
    );
  if (creativeIds.length)
    queries.push(
      db.execute(sql`select id, title, null as slug, excerpt, type as section, author,
      published_at, content from creative_pieces where id in (${list(creativeIds)})`),
    );
  const rows = (await Promise.all(queries)).flatMap((r) => rowsOf<Detail>(r));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Site search (issue 27, decision 0045): every published piece that is not kept from search engines,
 * of both kinds, matched by `matcherFor`, ranked (title above excerpt above body) among the newest
 * SEARCH_WINDOW matches, 20 a page, each with its title and a snippet marked where the words were
 * found. Its cost is bounded by the window, not by the archive.
 */
export async function searchSite(
  db: Db,
  search: SiteSearch,
  {
    timeZone,
    now = new Date(),
    window: size = SEARCH_WINDOW,
  }: { timeZone: string; now?: Date; /** SEARCH_WINDOW, but in tests. */ window?: number },
): Promise<SearchPage> {
  const q = search.q.trim();
  if (!q) return EMPTY;
  const match = await matcherFor(db, q);
  const query = match && windowOf(match, search, timeZone, now, size);
  if (!match || !query) return EMPTY;
  const found = rowsOf<Hit>(await db.execute(query));
  const more = found.length > size;
  const hits = found.slice(0, size).sort((a, b) => b.rank - a.rank || b.at - a.at || (a.id < b.id ? 1 : -1));
  const pageCount = Math.ceil(hits.length / SEARCH_PAGE_SIZE);
  const page = Math.min(Math.max(1, search.page), Math.max(1, pageCount));
  const shown = hits.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  const rows = await details(db, shown);
  const items = shown.flatMap((hit) => {
    const row = rows.get(hit.id);
    return row ? [resultOf(hit.kind, row, match)] : [];
  });
  return { items, total: hits.length, more, page, pageCount, pageSize: SEARCH_PAGE_SIZE };
}

function resultOf(kind: Hit["kind"], row: Detail, match: Matcher): SearchResult {
  return {
    kind,
    id: row.id,
    href: kind === "article" ? `/article/${row.slug}` : `/creative?piece=${row.id}`,
    title: highlight(row.title, match.marks),
    snippet: snippetOf(row.excerpt, row.content, match.marks),
    section: kind === "article" ? row.section : CREATIVE_TYPE_LABELS[row.section as CreativeType],
    author: row.author,
    publishedAt: new Date(row.published_at),
  };
}
