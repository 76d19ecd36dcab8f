import { data, redirect, type AppLoadContext } from "react-router";
import { DEFAULT_CREATIVE_IMAGE } from "#shared/constants.ts";
import { shiftHeadings } from "#shared/headings.ts";
import { layoutContent } from "#shared/chapters.ts";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import { pageImages, withImage } from "~/lib/images.server.ts";
import { readPreview } from "../../server/modules/content/previews.ts";
import { embedFacades } from "../../server/modules/embeds/facade.ts";
import { galleryPeople, hasGallery, renderBody } from "../../server/modules/content/gallery.ts";
import { episodeOf } from "../../server/modules/podcasts/public.ts";
import { renderPolls } from "../../server/modules/polls/render.ts";

/** A preview is for whoever holds the link: never in a search engine, a shared cache or the browser's
 * history cache (the page cache passes /preview/ by: server/http/page-cache.ts). */
export const PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};

/** /preview/:token (issue 25, decision 0038): the unpublished piece as its public page will show it (its
 * embeds' facades, which open on a click with the page's frame-src naming their providers, decision
 * 0075; an episode's player, decision 0074; its polls' forms, disabled until it is published, decision
 * 0077); a piece published since goes to its public address; an unknown, revoked or expired link is a
 * 404. */
export async function loadPreview(context: AppLoadContext, token: string) {
  const found = await readPreview(context.services.db, token);
  if (!found) return data({ kind: "missing" as const }, { status: 404, headers: PREVIEW_HEADERS });
  if ("redirect" in found) throw redirect(found.redirect, { status: 302, headers: PREVIEW_HEADERS });
  if (found.kind === "article") {
    const { content, ...article } = found.piece;
    const { db, storage } = context.services;
    const [images, people, episode] = await Promise.all([
      pageImages(context, [article.imageUrl, content]),
      galleryPeople(db, [content]),
      episodeOf(db, storage, article.id),
    ]);
    const facades = await withFrames(context, content, article.id);
    const body = shiftHeadings(renderBody(facades.html, images, people, IMAGE_SIZES.article), 2);
    return data(
      {
        kind: "article" as const,
        article: {
          ...withImage(article, images, { shown: "article", lead: true, alt: article.imageAlt }),
          // As on its public page: the headline is the <h1>, the text's headings go one level down.
          ...layoutContent(article.layout, body),
        },
        embeds: facades.frameSources.length > 0,
        /** The body has a gallery: the page has the gallery's viewer (decision 0072). */
        gallery: hasGallery(body),
        episode,
      },
      { headers: PREVIEW_HEADERS },
    );
  }
  const { content, ...piece } = found.piece;
  const facades = await withFrames(context, content, piece.id);
  const [images, people] = await Promise.all([
    pageImages(context, [piece.imageUrl, content]),
    galleryPeople(context.services.db, [content]),
  ]);
  const body = shiftHeadings(renderBody(facades.html, images, people, IMAGE_SIZES.creative), 2);
  return data(
    {
      kind: "creative" as const,
      gallery: hasGallery(body),
      piece: {
        ...withImage(piece, images, { fallback: DEFAULT_CREATIVE_IMAGE, alt: piece.imageAlt }),
        // Its title is the page's <h1> here (an <h2> in the creative page's dialog).
        ...layoutContent(piece.layout, body),
        // Not published yet: dated by its schedule, or by its last save.
        publishedAt: piece.scheduledFor ?? piece.updatedAt,
      },
      embeds: facades.frameSources.length > 0,
    },
    { headers: PREVIEW_HEADERS },
  );
}

/** The text's embeds as facades, their providers' origins added to the page's frame-src; its polls as
 * readers will see them, not votable (no polls island here: the poll takes no vote before then). */
async function withFrames(context: AppLoadContext, content: string, pieceId: string) {
  const facades = embedFacades(content);
  for (const origin of facades.frameSources) context.frameSources.add(origin);
  const { db, config } = context.services;
  const polled = await renderPolls(db, facades.html, pieceId, config.timeZone, { preview: true });
  return { ...facades, html: polled.html };
}
