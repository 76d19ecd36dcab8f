import { autoExcerpt, textFromHtml } from "#shared/excerpt.ts";
import { EXCERPT_MAX, IMAGE_ALT_MAX } from "#shared/schemas/article.ts";
import { MAX_TAG_LENGTH, MAX_TAGS } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { freeSlug, slugBase } from "../articles/slug.ts";
import { editorFields } from "../content/fields.ts";
import { insertPiece, type Start } from "../content/insert-piece.ts";
import { isDomainError } from "../errors.ts";
import { resolveBylines, type Author } from "../people/bylines.ts";
import { mapCategory, type CategoryMap } from "./categories.ts";
import { importComments } from "./comments.ts";
import { convertBody } from "./convert.ts";
import { imagesIn, rewriteImages, type Had } from "./images.ts";
import { importedAs, recordImported } from "./imported.ts";
import { mediaIn, rewriteMedia, type HadFile } from "./media-blocks.ts";
import { recordOldPaths } from "./old-paths.ts";
import { systemName, type Report } from "./report.ts";
import type { SourcePost } from "./source.ts";

/** What a post's import needs besides the post: the run's source, people, images and report. */
export type PostRun = {
  db: Db;
  actor: SessionUser;
  source: string;
  report: Report;
  categoryMap: CategoryMap;
  authors: (id: string) => Promise<Author | null>;
  /** Our copy of an image; null on a dry run, which copies nothing. */
  image: ((url: string, alt: string) => Promise<Had>) | null;
  /** Our copy of a video or audio file; null on a dry run. */
  mediaFile: ((url: string) => Promise<HadFile>) | null;
  /** The video and audio files a dry run counted, each once. */
  mediaSeen: Set<string>;
  /** The images a dry run counted, each once. */
  imagesSeen: Set<string>;
  now: Date;
};

/** The excerpt of the old site as text within our limit, or our rule's excerpt of the body. */
function excerptOf(theirs: string, content: string): string {
  const text = textFromHtml(theirs);
  if (!text) return autoExcerpt(content);
  const chars = Array.from(text);
  return chars.length <= EXCERPT_MAX ? text : `${chars.slice(0, EXCERPT_MAX - 3).join("")}...`;
}

/** The post's tags within our limits (at most MAX_TAGS, each at most MAX_TAG_LENGTH characters): the
 * first that fit, rather than the post refused. */
const keptTags = (tags: string[]) =>
  [...new Set(tags)].filter((t) => t && t.length <= MAX_TAG_LENGTH).slice(0, MAX_TAGS);

/** Where the post starts here: its state and dates on the old site; a scheduled one without a time is
 * a draft. */
function startOf(post: SourcePost, run: PostRun): Start {
  const created = post.publishedAt ?? post.modifiedAt ?? run.now;
  const scheduled = post.status === "scheduled" && post.publishedAt !== null;
  const published = post.status === "published";
  return {
    status: published ? "published" : scheduled ? "scheduled" : post.status === "review" ? "review" : "draft",
    publishedAt: published ? created : null,
    scheduledFor: scheduled ? post.publishedAt : null,
    createdAt: created,
    updatedAt: post.modifiedAt ?? created,
    reason: `Imported from ${systemName(run.report.system)}`,
    at: run.now,
  };
}

/** The body with our copies of its images, and the featured image as ours (or reported). */
async function withImages(post: SourcePost, html: string, run: PostRun) {
  if (!run.image || !run.mediaFile) {
    return {
      content: html,
      imageUrl: "",
      imagesToCopy: [...imagesIn(html), ...(post.featuredImage ? [post.featuredImage.url] : [])],
      mediaToCopy: mediaIn(html),
    };
  }
  const content = await rewriteMedia(await rewriteImages(html, run.image), run.mediaFile);
  const featured = post.featuredImage
    ? await run.image(post.featuredImage.url, post.featuredImage.alt)
    : null;
  const imageUrl = featured && "url" in featured ? featured.url : "";
  return { content, imageUrl, imagesToCopy: [], mediaToCopy: [] };
}

/** A dry run's part: what the post would bring, counted, with its slug's clash. */
async function countOnly(
  post: SourcePost,
  base: string,
  toCopy: { images: string[]; media: string[] },
  run: PostRun,
) {
  const { db, report } = run;
  report.posts.imported++;
  const ours = await freeSlug(db, base);
  if (ours !== base) report.slugClashes.push({ title: post.title, theirs: base, ours });
  for (const url of toCopy.images) {
    if (run.imagesSeen.has(url)) continue;
    run.imagesSeen.add(url);
    if (await importedAs(db, run.source, "media", url)) report.images.already++;
    else report.images.imported++;
  }
  for (const url of toCopy.media) {
    if (run.mediaSeen.has(url)) continue;
    run.mediaSeen.add(url);
    if (await importedAs(db, run.source, "media-file", url)) report.media.already++;
    else report.media.imported++;
  }
  await importComments(post, null, run);
}

/** Imports one post (issue 28): as an article, or an opinion piece when its category is Opinion. */
export async function importPost(post: SourcePost, run: PostRun): Promise<void> {
  const { db, report } = run;
  if (post.status === "skipped") {
    report.posts.skipped++;
    report.notImported.push(`"${post.title}" (${post.sourceStatus})`);
    return;
  }
  const mapped = mapCategory(post.categories, run.categoryMap);
  const counted = report.categories.get(mapped.from) ?? { ours: mapped.category, posts: 0 };
  report.categories.set(mapped.from, { ...counted, posts: counted.posts + 1 });
  const known = await importedAs(db, run.source, "article", post.id);
  if (known) {
    report.posts.already++;
    await importComments(post, known, run);
    return;
  }
  const converted = convertBody(post.html, post.classic, post.images);
  for (const name of converted.shortcodes) report.shortcodes.add(name);
  const { content, imageUrl, imagesToCopy, mediaToCopy } = await withImages(post, converted.html, run);
  const name = mapped.category === "Opinion" ? "opinion" : "article";
  const base = slugBase(post.slug, post.title);
  try {
    const form = editorFields(name, {
      title: post.title,
      slug: base,
      excerpt: "",
      content,
      category: mapped.category,
      imageUrl,
      imageCaption: imageUrl ? (post.featuredImage?.caption ?? "") : "",
      // The source's alt text of its featured image (WordPress's _wp_attachment_image_alt, Ghost's
      // feature_image_alt), within our limit.
      imageAlt: imageUrl ? (post.featuredImage?.alt ?? "").trim().slice(0, IMAGE_ALT_MAX) : "",
      tags: keptTags(post.tags),
    });
    const people = (await Promise.all(post.authorIds.map(run.authors))).filter((p): p is Author => !!p);
    if (run.image === null)
      return await countOnly(post, base, { images: imagesToCopy, media: mediaToCopy }, run);
    const row = await db.transaction(async (tx) => {
      const bylines = await resolveBylines(tx, people);
      const fields = {
        ...form,
        excerpt: excerptOf(post.excerpt, form.content as string),
        authors: bylines.people,
        author: bylines.text,
      };
      const { row } = await insertPiece(tx, run.actor, name, fields, startOf(post, run));
      await recordImported(tx, run.source, "article", post.id, row.id);
      await recordOldPaths(tx, { articleId: row.id }, post.oldPaths);
      return row;
    });
    report.posts.imported++;
    if (row.slug !== base) report.slugClashes.push({ title: post.title, theirs: base, ours: row.slug! });
    await importComments(post, row.id, run);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    report.posts.skipped++;
    report.notImported.push(`"${post.title}" (${error.message})`);
  }
}
