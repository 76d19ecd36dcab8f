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

type Kind = "article" | "creative";
type Hit = { kind: Kind; id: string; rank: number; at: number };

/** How a search reads: `window` matches at most, ranked; the newest `sample` pieces read first to judge
 * how common the words are; the newest `probe` read for a common word. */
type Reach = { window: number; sample: number; probe: number };

/** The newest pieces read first, to judge whether the words are common: enough for words in one piece
 * in five to fill the window from the sample alone, in one query. Then, for common words, how many
 * are read for them (decision 0045, 'Common words'). */
export const SEARCH_SAMPLE = 5 * (SEARCH_WINDOW + 1);
export const SEARCH_PROBE = 2_000;

/** One kind's table, its filter by section, its newest-first order (an index serves it) and that
 * order's key, to read on after a given piece. */
function kindOf(kind: Kind, search: SiteSearch): { from: SQL; section: SQL; newest: SQL; key: SQL } | null {
  const category = CATEGORIES.find((c) => c.toLowerCase() === search.section);
  const type = CREATIVE_TYPES.find((t) => t === search.section);
  if (kind === "article")
    return type
      ? null
      : {
          from: sql`articles`,
          section: category ? sql`and category = ${category}` : sql``,
          newest: sql`published_at desc, created_at desc, id desc`,
          key: sql`published_at, created_at, id`,
        };
  return category
    ? null
    : {
        from: sql`creative_pieces`,
        section: type ? sql`and type = ${type}` : sql``,
        newest: sql`published_at desc, id desc`,
        key: sql`published_at, id`,
      };
}

type Part = { kind: Kind; table: NonNullable<ReturnType<typeof kindOf>>; base: SQL; match: Matcher };

/** The matches among a kind's newest `rows` pieces after the piece `after` (from the newest when
 * null), newest first, at most `limit`: the words are checked piece by piece, newest first, until
 * `limit` match, and only the matches are ranked. `last`, when fewer matched: the id of the `rows`-th
 * piece, which a further walk starts after, or null when there were fewer pieces than that. */
async function walk(
  db: Db,
  { kind, table, base, match }: Part,
  after: string | null,
  rows: number,
  limit: number,
): Promise<{ hits: Hit[]; last: string | null }> {
  const onward = after
    ? sql`and (${table.key}) < (select ${table.key} from ${table.from} where id = ${after}::uuid)`
    : sql``;
  const pieces = sql`${table.from} where ${base} ${onward} order by ${table.newest}`;
  const hits = rowsOf<Hit>(
    await db.execute(sql`select ${kind} as kind, id, (${match.rank})::float8 as rank,
      extract(epoch from published_at)::float8 as at from (select * from ${pieces} limit ${rows}) newest
      where ${match.where} order by ${table.newest} limit ${limit}`),
  );
  if (hits.length >= limit) return { hits, last: null };
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from ${pieces} offset ${rows - 1} limit 1`),
  );
  return { hits, last: row?.id ?? null };
}

/** A kind's newest matches through the words' index: for words too rare for a walk to find enough.
 * Only the newest `limit` are ranked. */
async function indexed(db: Db, { kind, table, base, match }: Part, limit: number): Promise<Hit[]> {
  return rowsOf<Hit>(
    await db.execute(sql`select ${kind} as kind, id, (${match.rank})::float8 as rank,
      extract(epoch from published_at)::float8 as at
      from (select * from ${table.from} where ${base} and ${match.where}
        order by ${table.newest} limit ${limit}) newest`),
  );
}

/**
 * A kind's newest `window` + 1 matches, read so that the cost follows the window, not the archive
 * (decision 0045, 'Common words'): the newest `sample` pieces first; words found often enough there are
 * read for along the newest `probe` pieces, checked one by one, which finds the window's matches in a
 * bounded number of pieces; rarer words go through the index, which hands over only the pieces that
 * hold them.
 */
async function newestMatches(db: Db, part: Part, { window, sample, probe }: Reach): Promise<Hit[]> {
  const limit = window + 1;
  const first = await walk(db, part, null, sample, limit);
  if (first.hits.length >= limit || first.last === null) return first.hits;
  if (first.hits.length * probe >= limit * sample) {
    // The rest of the probe, after the sample already read.
    const rest = await walk(db, part, first.last, probe - sample, limit - first.hits.length);
    if (first.hits.length + rest.hits.length >= limit || rest.last === null)
      return [...first.hits, ...rest.hits];
  }
  return indexed(db, part, limit);
}

/** Both kinds' newest matches, newest first, at most `window` + 1. */
async function windowOf(
  db: Db,
  match: Matcher,
  search: SiteSearch,
  reach: Reach,
  timeZone: string,
  now: Date,
): Promise<Hit[]> {
  const base = sql.join(
    [sql`published_at is not null`, sql`not noindex`, ...dates(search, timeZone, now)],
    sql` and `,
  );
  const parts = (["article", "creative"] as const).flatMap((kind) => {
    const table = kindOf(kind, search);
    return table ? [{ kind, table, base: sql`${base} ${table.section}`, match }] : [];
  });
  const found = (await Promise.all(parts.map((p) => newestMatches(db, p, reach)))).flat();
  return found.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).slice(0, reach.window + 1);
}

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
    ...reach
  }: { timeZone: string; now?: Date } & /** SEARCH_WINDOW and the rest, but in tests. */ Partial<Reach>,
): Promise<SearchPage> {
  const q = search.q.trim();
  if (!q) return EMPTY;
  const match = await matcherFor(db, q);
  if (!match) return EMPTY;
  const { window: size = SEARCH_WINDOW, sample = SEARCH_SAMPLE, probe = SEARCH_PROBE } = reach;
  const found = await windowOf(db, match, search, { window: size, sample, probe }, timeZone, now);
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
