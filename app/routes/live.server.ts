import type { AppLoadContext } from "react-router";
import { isUuid } from "#shared/schemas/fields.ts";
import { pageImages } from "~/lib/images.server.ts";
import { articleTag } from "../../server/http/page-changes.ts";
import { readerLive } from "../../server/modules/live/read.ts";
import { isPublishedArticle } from "../../server/modules/live/public.ts";
import { entryPeople, entryTexts, renderEntries } from "../../server/modules/live/render.ts";

/** Every reader's poll asks the page cache, which answers a 304 while nothing changed (decision 0081):
 * the browser revalidates each time; a shared cache may keep it a few seconds. */
const POLLED = "public, max-age=0, s-maxage=2, must-revalidate";

/**
 * GET /live/:id: a published live blog's entries, as its page shows them (images, embeds' facades,
 * galleries), for the update island (app/islands/live-updates.tsx). Cached like the page, under the
 * article's tag: an entry drops both (decision 0081), and every other reader's poll is then a cached
 * 200 or 304.
 */
export async function liveUpdates(context: AppLoadContext, id: string): Promise<Response> {
  const { db } = context.services;
  const live = isUuid(id) && (await isPublishedArticle(db, id)) ? await readerLive(db, id) : null;
  if (!live) return Response.json({ error: "This live blog does not exist." }, { status: 404 });
  context.pageTags.add(articleTag(id));
  const [images, people] = await Promise.all([
    pageImages(context, entryTexts(live.entries)),
    entryPeople(db, live.entries),
  ]);
  const { entries } = renderEntries(live.entries, images, people);
  return Response.json({ ...live, entries }, { headers: { "Cache-Control": POLLED } });
}
