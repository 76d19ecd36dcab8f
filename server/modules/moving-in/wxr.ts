import { decodeEntities } from "#shared/excerpt.ts";
import { listOf, parseXml, textOf } from "./xml.ts";
import {
  pathOf,
  sourceDate,
  UnreadableExport,
  type CommentState,
  type SourceComment,
  type SourceExport,
  type SourcePost,
  type SourceStatus,
} from "./source.ts";

type Node = Record<string, unknown>;

/** WordPress's post states as ours: 'pending' (Pending Review) is in review here; private, trash and the
 * editor's auto-drafts are not imported. */
const STATUSES: Record<string, SourceStatus> = {
  publish: "published",
  draft: "draft",
  pending: "review",
  future: "scheduled",
};

const COMMENT_STATES: Record<string, CommentState> = {
  "1": "approved",
  "0": "pending",
  spam: "spam",
  trash: "trash",
};

/** A title or a term's name: WordPress stores them with HTML's character references ('Arts &amp; Culture'). */
const plain = (node: unknown) => decodeEntities(textOf(node)).trim();

const meta = (item: Node, key: string) =>
  textOf(listOf(item["wp:postmeta"]).find((m) => textOf(m["wp:meta_key"]) === key)?.["wp:meta_value"]);

/** Reads a WordPress eXtended RSS export (WXR 1.0–1.2; SNO Sites export the same). */
export function readWxr(text: string): SourceExport {
  const channel = (parseXml(text).rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || !("wp:wxr_version" in channel))
    throw new UnreadableExport("The file is XML but not a WordPress export (WXR): it has no wp:wxr_version");
  const items = listOf(channel.item);
  const attachments = new Map(
    items
      .filter((i) => textOf(i["wp:post_type"]) === "attachment")
      .map((i) => [textOf(i["wp:post_id"]), i] as const),
  );
  const authors = listOf(channel["wp:author"]).map((a) => ({
    id: textOf(a["wp:author_login"]),
    name: textOf(a["wp:author_display_name"]).trim() || textOf(a["wp:author_login"]),
    slug: textOf(a["wp:author_login"]),
  }));
  const posts = items
    .filter((i) => ["post", "page"].includes(textOf(i["wp:post_type"])))
    .map((item) => postOf(item, attachments));
  return {
    system: "wordpress",
    site: textOf(channel["wp:base_blog_url"]) || textOf(channel.link),
    authors,
    posts,
  };
}

function postOf(item: Node, attachments: Map<string, Node>): SourcePost {
  const id = textOf(item["wp:post_id"]);
  const type = textOf(item["wp:post_type"]) === "page" ? "page" : "post";
  const sourceStatus = textOf(item["wp:status"]);
  const html = textOf(item["content:encoded"]);
  const terms = listOf(item.category);
  const byDomain = (domain: string) => terms.filter((t) => t["@_domain"] === domain);
  const thumbnail = attachments.get(meta(item, "_thumbnail_id"));
  const link = pathOf(textOf(item.link));
  return {
    id,
    type,
    title: plain(item.title),
    slug: textOf(item["wp:post_name"]),
    status: STATUSES[sourceStatus] ?? "skipped",
    sourceStatus,
    publishedAt: sourceDate(textOf(item["wp:post_date_gmt"])),
    modifiedAt: sourceDate(textOf(item["wp:post_modified_gmt"])),
    html,
    classic: !html.includes("<!-- wp:"),
    excerpt: textOf(item["excerpt:encoded"]).trim(),
    categories: byDomain("category").map((t) => ({
      name: plain(t),
      slug: String(t["@_nicename"] ?? ""),
    })),
    tags: byDomain("post_tag").map(plain),
    authorIds: [textOf(item["dc:creator"])].filter(Boolean),
    featuredImage: thumbnail
      ? {
          url: textOf(thumbnail["wp:attachment_url"]),
          alt: meta(thumbnail, "_wp_attachment_image_alt"),
          caption: textOf(thumbnail["excerpt:encoded"]).trim(),
        }
      : null,
    oldPaths: [
      ...new Set([
        ...(link && link !== "/" ? [link] : []),
        type === "page" ? `/?page_id=${id}` : `/?p=${id}`,
      ]),
    ],
    comments: listOf(item["wp:comment"])
      .filter((c) => ["", "comment"].includes(textOf(c["wp:comment_type"])))
      .map(commentOf),
  };
}

function commentOf(c: Node): SourceComment {
  const parent = textOf(c["wp:comment_parent"]);
  return {
    id: textOf(c["wp:comment_id"]),
    parentId: parent && parent !== "0" ? parent : null,
    author: textOf(c["wp:comment_author"]).trim() || "Anonymous",
    date: sourceDate(textOf(c["wp:comment_date_gmt"])) ?? sourceDate(textOf(c["wp:comment_date"]))!,
    content: textOf(c["wp:comment_content"]),
    state: COMMENT_STATES[textOf(c["wp:comment_approved"])] ?? "pending",
  };
}
