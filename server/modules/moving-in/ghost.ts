import { ghostCards } from "./ghost-cards.ts";
import { ghostGalleries } from "./galleries.ts";
import { mediaCards } from "./media-blocks.ts";
import {
  sourceDate,
  UnreadableExport,
  type SourceComment,
  type SourceExport,
  type SourcePost,
  type SourceStatus,
} from "./source.ts";

type Row = Record<string, unknown>;

const STATUSES: Record<string, SourceStatus> = {
  published: "published",
  draft: "draft",
  scheduled: "scheduled",
};

const str = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));
const rows = (data: Row, table: string) => (Array.isArray(data[table]) ? (data[table] as Row[]) : []);

/** The `data` of a Ghost export (Ghost 5: `{ db: [{ meta, data: { posts, users, tags, … } }] }`), or
 * null when the JSON is something else. */
export function ghostData(json: unknown): Row | null {
  const db = (json as Row | null)?.db;
  const data = Array.isArray(db) ? (db[0] as Row | undefined)?.data : undefined;
  return data && typeof data === "object" && Array.isArray((data as Row).posts) ? (data as Row) : null;
}

/** Reads a Ghost export: its posts' `html` (which Ghost renders from Lexical or mobiledoc), their
 * authors in order, their public tags (an internal '#tag' is Ghost's own) and the members' comments
 * when the export has them. Ghost has no categories: its first public tag is read as one. */
export function readGhost(json: unknown): SourceExport {
  const data = ghostData(json);
  if (!data) throw new UnreadableExport("The JSON file is not a Ghost export: it has no db[0].data.posts");
  const tags = new Map(rows(data, "tags").map((t) => [str(t.id), t]));
  const metaOf = new Map(rows(data, "posts_meta").map((m) => [str(m.post_id), m]));
  const inOrder = (table: string, post: string) =>
    rows(data, table)
      .filter((r) => str(r.post_id) === post)
      .sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  const members = new Map(rows(data, "members").map((m) => [str(m.id), str(m.name)]));
  const comments = rows(data, "comments");
  const title = str(rows(data, "settings").find((s) => s.key === "title")?.value);
  const posts = rows(data, "posts").map((post): SourcePost => {
    const id = str(post.id);
    const publicTags = inOrder("posts_tags", id)
      .map((pt) => tags.get(str(pt.tag_id)))
      .filter((t): t is Row => !!t && t.visibility !== "internal" && !str(t.name).startsWith("#"));
    const meta = metaOf.get(id);
    const type = post.type === "page" ? "page" : "post";
    const slug = str(post.slug);
    return {
      id,
      type,
      title: str(post.title).trim(),
      slug,
      status: STATUSES[str(post.status)] ?? "skipped",
      sourceStatus: str(post.status),
      publishedAt: sourceDate(str(post.published_at)),
      modifiedAt: sourceDate(str(post.updated_at)),
      // Ghost writes its own links as '__GHOST_URL__/slug/': here they are old addresses (redirected).
      // Its embed and bookmark cards become our embed blocks (decision 0075), its gallery cards our
      // gallery block (decision 0072), its video and audio cards our players (their files copied later).
      html: mediaCards(
        ghostGalleries(ghostCards(str(post.html).replaceAll('href="__GHOST_URL__/', 'href="/'))),
      ),
      classic: false,
      excerpt: str(post.custom_excerpt).trim(),
      categories: publicTags.slice(0, 1).map((t) => ({ name: str(t.name), slug: str(t.slug) })),
      tags: publicTags.map((t) => str(t.name)),
      authorIds: inOrder("posts_authors", id).map((pa) => str(pa.author_id)),
      featuredImage: post.feature_image
        ? {
            url: str(post.feature_image),
            alt: str(meta?.feature_image_alt),
            caption: str(meta?.feature_image_caption),
          }
        : null,
      oldPaths: [`/${slug}/`],
      comments: comments
        .filter((c) => str(c.post_id) === id)
        .map((c): SourceComment => ({
          id: str(c.id),
          parentId: c.parent_id ? str(c.parent_id) : null,
          author: members.get(str(c.member_id)) || "Anonymous",
          date: sourceDate(str(c.created_at)) ?? new Date(0),
          content: str(c.html),
          state: c.status === "published" ? "approved" : c.status === "deleted" ? "trash" : "pending",
        })),
    };
  });
  const authors = rows(data, "users").map((u) => ({ id: str(u.id), name: str(u.name), slug: str(u.slug) }));
  return { system: "ghost", site: title, authors, posts };
}
