import { decodeEntities } from "#shared/excerpt.ts";
import { createRssReader, listOf, textOf, type XmlNode as Node } from "./xml.ts";
import {
  pathOf,
  sourceDate,
  UnreadableExport,
  type CommentState,
  type SourceAuthor,
  type SourceComment,
  type SourceExport,
  type SourceImage,
  type SourcePost,
  type SourceStatus,
} from "./source.ts";

/** The text of an export, in chunks as the file is read. */
export type Chunks = AsyncIterable<string>;

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

/** What the first reading of an export keeps: its channel's facts, its authors and its attachments
 * (an image's address, alt text and caption, which a post names by id, before or after it). */
type Channel = {
  version: boolean;
  site: string;
  link: string;
  authors: SourceAuthor[];
  attachments: Map<string, SourceImage>;
};

async function readChannel(chunks: Chunks): Promise<Channel> {
  const channel: Channel = { version: false, site: "", link: "", authors: [], attachments: new Map() };
  const reader = createRssReader((name, node) => {
    if (name === "item") {
      if (textOf(node["wp:post_type"]) === "attachment")
        channel.attachments.set(textOf(node["wp:post_id"]), {
          url: textOf(node["wp:attachment_url"]),
          alt: meta(node, "_wp_attachment_image_alt"),
          caption: textOf(node["excerpt:encoded"]).trim(),
        });
    } else if (name === "wp:author")
      channel.authors.push({
        id: textOf(node["wp:author_login"]),
        name: textOf(node["wp:author_display_name"]).trim() || textOf(node["wp:author_login"]),
        slug: textOf(node["wp:author_login"]),
      });
    else if (name === "wp:wxr_version") channel.version = true;
    else if (name === "wp:base_blog_url") channel.site = textOf(node);
    else if (name === "link") channel.link = textOf(node);
  });
  for await (const chunk of chunks) reader.write(chunk);
  reader.close();
  return channel;
}

/** The posts and pages of an export, each read as the file reaches it and given to the import before
 * the next is read. */
async function* postsOf(chunks: Chunks, attachments: Map<string, SourceImage>): AsyncGenerator<SourcePost> {
  const ready: Node[] = [];
  const reader = createRssReader((name, node) => {
    if (name === "item" && ["post", "page"].includes(textOf(node["wp:post_type"]))) ready.push(node);
  });
  for await (const chunk of chunks) {
    reader.write(chunk);
    for (const item of ready.splice(0)) yield postOf(item, attachments);
  }
  reader.close();
  for (const item of ready.splice(0)) yield postOf(item, attachments);
}

/**
 * Reads a WordPress eXtended RSS export (WXR 1.0–1.2; SNO Sites export the same) as a stream, twice:
 * once whole for its channel, authors and attachments, which also refuses a file that is not
 * well-formed before anything is written; then post by post as the import takes them. `open` gives the
 * file's text from its start each time it is called.
 */
export async function readWxr(open: () => Chunks): Promise<SourceExport> {
  const channel = await readChannel(open());
  if (!channel.version)
    throw new UnreadableExport("The file is XML but not a WordPress export (WXR): it has no wp:wxr_version");
  return {
    system: "wordpress",
    site: channel.site || channel.link,
    authors: channel.authors,
    posts: postsOf(open(), channel.attachments),
  };
}

function postOf(item: Node, attachments: Map<string, SourceImage>): SourcePost {
  const id = textOf(item["wp:post_id"]);
  const type = textOf(item["wp:post_type"]) === "page" ? "page" : "post";
  const sourceStatus = textOf(item["wp:status"]);
  const html = textOf(item["content:encoded"]);
  const terms = listOf(item.category);
  const byDomain = (domain: string) => terms.filter((t) => t["@_domain"] === domain);
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
    featuredImage: attachments.get(meta(item, "_thumbnail_id")) ?? null,
    images: attachments,
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
