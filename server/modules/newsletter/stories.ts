import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { IssueStory } from "../../db/schema.ts";

/** A story as an issue shows it. */
export type StoryCard = IssueStory & { title: string; excerpt: string; path: string; publishedAt: Date };

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
    publishedAt: new Date(String(row.published_at)),
  };
};

/** Every piece published after `since` (articles and opinion, creative works), newest first, bounded:
 * an issue's default stories, and the weekly digest's. Both tables' published_at indexes serve it. */
export async function publishedSince(db: Db, since: Date, until = new Date()): Promise<StoryCard[]> {
  const result = await db.execute(sql`
    (select 'article' as kind, id, title, excerpt, slug, published_at from articles
      where status = 'published' and published_at > ${since} and published_at <= ${until}
      order by published_at desc limit ${MAX_STORIES})
    union all
    (select 'creative' as kind, id, title, excerpt, null as slug, published_at from creative_pieces
      where status = 'published' and published_at > ${since} and published_at <= ${until}
      order by published_at desc limit ${MAX_STORIES})
    order by published_at desc limit ${MAX_STORIES}`);
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
    select 'article' as kind, id, title, excerpt, slug, published_at from articles
      where status = 'published' and id in (${list(articles)})
    union all
    select 'creative' as kind, id, title, excerpt, null as slug, published_at from creative_pieces
      where status = 'published' and id in (${list(creative)})`);
  const found = new Map(rowsOf(result).map((r) => [`${String(r.kind)}:${String(r.id)}`, cardOf(r)]));
  return stories.flatMap((s) => found.get(`${s.kind}:${s.id}`) ?? []);
}
