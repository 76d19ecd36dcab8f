import { data, useMatches } from "react-router";
import type { Route } from "./+types/creative";
import { categoryFeedLink } from "~/components/category-meta.ts";
import { CreativeCard } from "~/components/creative-card.tsx";
import { CreativeFilters } from "~/components/creative-filters.tsx";
import { CreativeHero } from "~/components/creative-hero.tsx";
import { NewsletterIsland } from "~/islands/newsletter.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { CreativeDialogIsland, dialogPiece } from "~/islands/creative-dialog.tsx";
import { TickerIsland } from "~/islands/ticker.tsx";
import { EmbedsIsland } from "~/islands/embeds.tsx";
import { GalleryViewerIsland } from "~/islands/gallery-viewer.tsx";
import { PollsIsland } from "~/islands/polls.tsx";
import { serializeCreativeSearch } from "~/lib/category-search.ts";
import { CREATIVE_QUERY } from "~/lib/query-params.ts";
import { pageMeta, pageTitle } from "~/lib/meta.ts";
import { NOINDEX_HEADERS, passedHeaders } from "~/lib/passed-headers.ts";
import { loadCreativePage } from "./creative.server.ts";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = CREATIVE_QUERY;

export const headers = passedHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadCreativePage(context, request);
  return page.noindex ? data(page, { headers: NOINDEX_HEADERS }) : page;
}

const DESCRIPTION = "Poetry, prose, visual art and photography by the students and readers of our community.";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const named = data?.search.piece
    ? (data.piece ?? data.results.items.find((item) => item.id === data.search.piece))
    : undefined;
  return [
    ...pageMeta(
      matches,
      named
        ? { title: named.title, description: named.excerpt || DESCRIPTION }
        : { title: "Creative Works", description: DESCRIPTION },
    ),
    categoryFeedLink(matches, "creative", "Creative"),
    ...(data?.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export default function CreativePage({ loaderData }: Route.ComponentProps) {
  const { breaking, search, results, piece, embeds, gallery, polls } = loaderData;
  const listTitle = pageTitle(useMatches(), "Creative Works");
  const timeZone = useTimeZone();
  const hrefFor = (page: number, pieceId?: string) =>
    `/creative${serializeCreativeSearch({ type: search.type, page, piece: pieceId })}`;

  const first = (results.page - 1) * results.pageSize + 1;
  const last = first + results.items.length - 1;

  return (
    <>
      {breaking.length > 0 && <TickerIsland items={breaking} />}
      {embeds && <EmbedsIsland />}
      {gallery && <GalleryViewerIsland />}
      {polls && <PollsIsland timeZone={timeZone} />}
      <CreativeHero />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <CreativeFilters active={search.type} />
        <section aria-labelledby="works-heading" className="mt-10">
          <h2 id="works-heading" className="sr-only">
            Creative works
          </h2>
          {results.items.length > 0 ? (
            <>
              <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {results.items.map((item) => (
                  <li key={item.id}>
                    <CreativeCard piece={item} href={hrefFor(results.page, item.id)} />
                  </li>
                ))}
              </ul>
              <p role="status" className="mt-10 text-center text-sm text-muted">
                Showing {first} to {last} of {results.total} creative works
              </p>
              <Pagination
                page={results.page}
                pageCount={results.pageCount}
                hrefFor={(page) => hrefFor(page)}
              />
            </>
          ) : (
            <div role="status" className="border border-dashed border-ink/25 bg-white px-6 py-16 text-center">
              <p className="font-serif text-2xl font-bold">No creative works found</p>
              <p className="mt-2 text-muted">
                We&apos;re working on adding more creative content. Check back soon!
              </p>
            </div>
          )}
        </section>
      </div>
      <CreativeDialogIsland
        pieces={(piece ? [...results.items, piece] : results.items).map(dialogPiece)}
        opened={search.piece}
        listHref={hrefFor(results.page)}
        listTitle={listTitle}
        timeZone={timeZone}
      />
      <NewsletterIsland />
    </>
  );
}
