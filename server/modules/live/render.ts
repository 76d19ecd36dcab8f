import { shiftHeadings } from "#shared/headings.ts";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import type { LiveView } from "#shared/live.ts";
import { focusableTables } from "#shared/tables.ts";
import type { Db } from "../../db/client.ts";
import { galleryPeople, hasGallery, renderBody, type PeopleLookup } from "../content/gallery.ts";
import { embedFacades } from "../embeds/facade.ts";
import type { ImageLookup } from "../media/responsive.ts";

/** An entry's headings sit under the blog's 'Live updates' (<h2>): its highest is an <h3>. */
const ENTRY_HEADING = 3;

/** The entries' stored HTML, whose uploads and credited people a page looks up with its own. */
export const entryTexts = (entries: readonly { html: string }[]) => entries.map((entry) => entry.html);

/** The people the entries' galleries credit (one query, none without a credited person). */
export const entryPeople = (db: Db, entries: readonly { html: string }[]) =>
  galleryPeople(db, entryTexts(entries));

/**
 * Entries as pages show them (issue 42, decision 0081), through the article body's own renderers, so
 * that an entry's text, images, embeds and galleries look and behave as in a body: embeds as facades
 * that load nothing until a click (decision 0075), galleries with credits and the viewer's links
 * (decision 0072), uploads in their responsive widths with their credit (decisions 0020, 0071), headings
 * under the blog's, tables reachable by keyboard. Answers the frame origins its facades may open, for
 * the page's frame-src. The stored (sanitized) HTML stays the entry's: JSON-LD and feeds read that.
 */
export function renderEntries<T extends { html: string }>(
  entries: readonly T[],
  images: ImageLookup,
  people: PeopleLookup,
): { entries: T[]; frameSources: string[] } {
  const origins = new Set<string>();
  const shown = entries.map((entry) => {
    const facades = embedFacades(entry.html);
    for (const origin of facades.frameSources) origins.add(origin);
    const body = renderBody(facades.html, images, people, IMAGE_SIZES.article);
    return { ...entry, html: focusableTables(shiftHeadings(body, ENTRY_HEADING)) };
  });
  return { entries: shown, frameSources: [...origins] };
}

/** Whether a live blog's page loads the gallery viewer: while it is live (an entry may bring a gallery
 * to an open page), or when one of its entries has one. */
export const liveNeedsViewer = (live: LiveView | null) =>
  !!live && (live.live || live.entries.some((entry) => hasGallery(entry.html)));
