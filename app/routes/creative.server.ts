import type { AppLoadContext } from "react-router";
import { parseCreativeSearch } from "~/lib/category-search-parse.ts";
import { DEFAULT_CREATIVE_IMAGE } from "#shared/constants.ts";
import { pageImages, withImage } from "~/lib/images.server.ts";
import type { ImageLookup } from "../../server/modules/media/responsive.ts";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import { shiftHeadings } from "#shared/headings.ts";
import { layoutContent } from "#shared/chapters.ts";
import { focusableTables } from "#shared/tables.ts";
import { embedFacades } from "../../server/modules/embeds/facade.ts";
import {
  galleryPeople,
  hasGallery,
  renderBody,
  type PeopleLookup,
} from "../../server/modules/content/gallery.ts";
import { loadPolls, showPolls, type LoadedPolls } from "../../server/modules/polls/render.ts";
import { listTickerItems } from "../../server/modules/breaking-news/queries.ts";
import {
  getCreativePiece,
  listCreativePieces,
  type CreativePiece,
} from "../../server/modules/creative/queries.ts";

/** What a card and its dialog show: the picture with its responsive sources, and the content with its
 * uploaded images' (decision 0020) and its polls as every reader first sees them (decision 0077), from
 * the page's polls read once for all its pieces. */
function shown(
  context: AppLoadContext,
  {
    createdAt: _created,
    updatedAt: _updated,
    status: _status,
    version: _version,
    scheduledFor: _scheduled,
    firstPublishedAt: _first,
    noindex: _noindex,
    ...piece
  }: CreativePiece,
  images: ImageLookup,
  people: PeopleLookup,
  polls: LoadedPolls,
) {
  const polled = showPolls(
    polls,
    embedFacades(piece.content).html,
    piece.id,
    context.services.config.timeZone,
  );
  // Its dialog's title is an <h2> under the page's <h1>: the text's headings go two levels down; a
  // long-form piece's top ones (<h3> then) are its chapters (decision 0076).
  const body = focusableTables(
    // A gallery's people link to their author pages, as on an article's page (decision 0072).
    shiftHeadings(renderBody(polled.html, images, people, IMAGE_SIZES.creative), 3),
  );
  return {
    polls: polled.polls,
    ...withImage(piece, images, { fallback: DEFAULT_CREATIVE_IMAGE, alt: piece.imageAlt }),
    ...layoutContent(piece.layout, body, 3),
  };
}

export type ShownCreativePiece = ReturnType<typeof shown>;

/** The creative page (SPEC.md §2): a page of pieces, optionally of one type, and, when the URL names
 * one (`?piece=`), that piece opened, so that it can be read and linked without JavaScript. */
export async function loadCreativePage(context: AppLoadContext, request: Request) {
  const { db } = context.services;
  const search = parseCreativeSearch(new URL(request.url).searchParams);
  const [results, breaking, named] = await Promise.all([
    listCreativePieces(db, { type: search.type ?? undefined, page: search.page }),
    listTickerItems(db, false),
    search.piece ? getCreativePiece(db, search.piece) : null,
  ]);
  const pieces = named ? [...results.items, named] : results.items;
  const [images, people, polls] = await Promise.all([
    pageImages(
      context,
      pieces.flatMap((piece) => [piece.imageUrl, piece.content]),
    ),
    galleryPeople(
      db,
      pieces.map((piece) => piece.content),
    ),
    loadPolls(
      db,
      pieces.map((piece) => piece.content),
    ),
  ]);
  const items = results.items.map((piece) => shown(context, piece, images, people, polls));
  const extra =
    named && !items.some((item) => item.id === named.id)
      ? shown(context, named, images, people, polls)
      : null;
  // The embeds' providers the page may frame once a reader clicks (decision 0075).
  const frames = new Set(pieces.flatMap((piece) => embedFacades(piece.content).frameSources));
  for (const origin of frames) context.frameSources.add(origin);
  return {
    breaking,
    /** A piece has embeds: the page loads the embeds island. */
    embeds: frames.size > 0,
    /** A piece has a poll: the page loads the polls island. */
    polls: [...items, ...(extra ? [extra] : [])].some((item) => item.polls > 0),
    search: { ...search, page: results.page, piece: named?.id ?? null },
    results: { ...results, items },
    /** The named piece when it is not one of `items` already (it is sent once, not twice). */
    piece: extra,
    /** A piece of the page has a gallery: the page loads the gallery's viewer (decision 0072). */
    gallery: [...items, ...(extra ? [extra] : [])].some((item) => hasGallery(item.content)),
    /** The named piece is kept out of search engines (a takedown, decision 0038). */
    noindex: named?.noindex ?? false,
  };
}
