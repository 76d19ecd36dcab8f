import { data, type AppLoadContext } from "react-router";
import { xmlDocument, xmlResponse } from "~/lib/xml.ts";
import { missingFeed } from "../../server/http/missing.ts";
import { podcastFeed } from "../../server/modules/podcasts/feed.ts";
import { showPage, showsPage } from "../../server/modules/podcasts/public.ts";

/** /podcasts (decision 0074): every show. Cached; a show's change drops it ("podcasts"). */
export async function loadShows({ services: { db, storage } }: AppLoadContext) {
  return { shows: await showsPage(db, storage) };
}

/** /podcasts/:show: the show and its episodes with their players. */
export async function loadShow({ services: { db, storage } }: AppLoadContext, slug: string) {
  const page = await showPage(db, storage, slug);
  if (!page) return data({ kind: "missing" as const }, { status: 404 });
  return { kind: "show" as const, ...page };
}

/** /podcasts/:show/feed.xml: the show's podcast feed. */
export async function showFeed({ services: { db, storage, config } }: AppLoadContext, slug: string) {
  const feed = await podcastFeed(db, storage, config.publicUrl, slug);
  if (!feed) return missingFeed();
  return xmlResponse(xmlDocument(feed), "application/rss+xml");
}
