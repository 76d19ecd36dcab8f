import { sql } from "drizzle-orm";
import { ISSUE_MOST_READ } from "#shared/schemas/newsletter.ts";
import type { Db } from "../../db/client.ts";
import type { IssueStory } from "../../db/schema.ts";

/** A story as an issue shows it. */
export type StoryCard = IssueStory & {
  title: string;
  excerpt: string;
  path: string;
  /** Its image field as stored (an upload's address, one of the site's illustrations, or any URL). */
  imageUrl: string | null;
  publishedAt: Date;
};

/** At most this many stories an issue (the default list is cut to it, newest first). */
export const MAX_STORIES = 50;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const cardOf = (row: Row): StoryCard => {
  const kind = row.kind === "creative" ? "creative" : "article";
  return {
    kind,
    id: String(row.id),
    title: String(row.title),
    excerpt: String(row.excerpt ?? ""),
    path: kind === "article" ? `/article/${String(row.slug)}` : `/creative?piece=${String(row.id)}`,
    imageUrl: typeof row.image_url === "string" && row.image_url ? row.image_url : null,
    publishedAt: new Date(String(row.published_at)),
  };
};

/** The pieces (articles and opinion, creative works) published after `since`, up to `until`; with
 * `newest`, only that many of each table, newest first (along their published_at indexes). */
const publishedBetween = (since: Date, until: Date, newest?: number) => {
  const cut = newest ? sql`order by published_at desc limit ${newest}` : sql``;
  return sql`
  (select 'article' as kind, id, title, excerpt, slug, image_url, published_at, featured from articles
    where status = 'published' and published_at > ${since} and published_at <= ${until} ${cut})
  union all
  (select 'creative' as kind, id, title, excerpt, null as slug, image_url, published_at, false as featured
    from creative_pieces
    where status = 'published' and published_at > ${since} and published_at <= ${until} ${cut})`;
};

/** Every piece published after `since`, newest first, bounded: what may be added to an issue. Both
 * tables' published_at indexes serve it. */
export async function publishedSince(db: Db, since: Date, until = new Date()): Promise<StoryCard[]> {
  const result = await db.execute(sql`
    select * from (${publishedBetween(since, until, MAX_STORIES)}) recent
    order by published_at desc limit ${MAX_STORIES}`);
  return rowsOf(result).map(cardOf);
}

/**
 * What a new issue (and the weekly digest) starts with: of the pieces published after `since`, the
 * featured ones and the ISSUE_MOST_READ most read (their views since they were published; among pieces
 * read alike, the newest), featured first, then the most read first. The rest can be added by hand.
 */
export async function defaultStories(db: Db, since: Date, until = new Date()): Promise<StoryCard[]> {
  const result = await db.execute(sql`
    with recent as (${publishedBetween(since, until)}),
    read as (
      select recent.*,
        coalesce((select sum(v.views) from piece_views v where v.piece_id = recent.id), 0) as views
      from recent),
    most_read as (select id from read order by views desc, published_at desc, id limit ${ISSUE_MOST_READ})
    select * from read where featured or id in (select id from most_read)
    order by featured desc, views desc, published_at desc, id
    limit ${MAX_STORIES}`);
  return rowsOf(result).map(cardOf);
}

/** The stories of an issue, in its order; a piece no longer published is left out. */
export async function storyCards(db: Db, stories: readonly IssueStory[]): Promise<StoryCard[]> {
  const ids = (kind: string) => stories.filter((s) => s.kind === kind).map((s) => s.id);
  const [articles, creative] = [ids("article"), ids("creative")];
  if (articles.length + creative.length === 0) return [];
  const list = (values: string[]) =>
    values.length
      ? sql.join(
          values.map((v) => sql`${v}::uuid`),
          sql`, `,
        )
      : sql`null::uuid`;
  const result = await db.execute(sql`
    select 'article' as kind, id, title, excerpt, slug, image_url, published_at from articles
      where status = 'published' and id in (${list(articles)})
    union all
    select 'creative' as kind, id, title, excerpt, null as slug, image_url, published_at from creative_pieces
      where status = 'published' and id in (${list(creative)})`);
  const found = new Map(rowsOf(result).map((r) => [`${String(r.kind)}:${String(r.id)}`, cardOf(r)]));
  return stories.flatMap((s) => found.get(`${s.kind}:${s.id}`) ?? []);
}
