import { illustrationPreview, SOCIAL_PREVIEW_SIZE } from "#shared/social-images.ts";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../providers/storage.ts";
import { findUploadedImages } from "../media/responsive.ts";
import type { StoryCard } from "./stories.ts";

/** A picture as a mail shows it: an absolute address (a mail has no site to be relative to), its
 * size and its alt text. */
export type MailImage = { url: string; width: number; height: number; alt: string };

const absolute = (url: string, publicUrl: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);

/**
 * Each story's picture for the mail, in one query whatever their number: an upload's 1200 × 630 JPEG
 * (`<key>-1200x630.jpg`, decision 0020; mail clients show no WebP or AVIF, Outlook on Windows least of
 * all), or the PNG beside one of the site's own illustrations. Its alt text is the image's own (the
 * Media Library's), else the story's title. Nothing for an upload from before previews or an image
 * linked by address, whose format no one knows.
 */
export async function storyImages(
  db: Db,
  storage: Storage,
  publicUrl: string,
  stories: readonly StoryCard[],
): Promise<Map<StoryCard, MailImage>> {
  const uploads = await findUploadedImages(
    db,
    storage,
    stories.map((s) => s.imageUrl),
  );
  const images = new Map<StoryCard, MailImage>();
  for (const story of stories) {
    const upload = uploads(story.imageUrl);
    const path = upload ? upload.preview?.url : illustrationPreview(story.imageUrl);
    if (!path) continue;
    images.set(story, {
      url: absolute(path, publicUrl),
      ...SOCIAL_PREVIEW_SIZE,
      alt: upload?.altText || story.title,
    });
  }
  return images;
}

/** A library image for the mail by its address (a print edition's cover), as a story's picture is: its
 * 1200 × 630 JPEG, with `alt`; null for an image from before previews. */
export async function libraryImage(
  db: Db,
  storage: Storage,
  publicUrl: string,
  url: string,
  alt: string,
): Promise<MailImage | null> {
  const preview = (await findUploadedImages(db, storage, [url]))(url)?.preview;
  return preview ? { url: absolute(preview.url, publicUrl), ...SOCIAL_PREVIEW_SIZE, alt } : null;
}
