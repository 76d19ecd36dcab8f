import { useRef, useState } from "react";
import { data, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/creative";
import { BreakingTicker } from "~/components/breaking-ticker.tsx";
import { categoryFeedLink } from "~/components/category-meta.ts";
import { CreativeCard } from "~/components/creative-card.tsx";
import { CreativeFilters } from "~/components/creative-filters.tsx";
import { CreativeHero } from "~/components/creative-hero.tsx";
import { CreativePieceDialog } from "~/components/creative-piece-dialog.tsx";
import { NewsletterIsland } from "~/islands/newsletter.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { serializeCreativeSearch } from "~/lib/category-search.ts";
import { CREATIVE_QUERY } from "~/lib/query-params.ts";
import { pageMeta } from "~/lib/meta.ts";
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
  const { breaking, search, results, piece } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/creative";

  // The piece in the dialog: the one the URL names (also without JavaScript), or the card clicked.
  const [openId, setOpenId] = useState(search.piece);
  const [urlPiece, setUrlPiece] = useState(search.piece);
  if (search.piece !== urlPiece) {
    setUrlPiece(search.piece);
    setOpenId(search.piece);
  }
  const opener = useRef<HTMLElement | null>(null);
  const openPiece =
    openId === null
      ? null
      : (results.items.find((item) => item.id === openId) ?? (piece?.id === openId ? piece : null));

  const hrefFor = (page: number, pieceId?: string) =>
    `/creative${serializeCreativeSearch({ type: search.type, page, piece: pieceId })}`;
  const closeHref = hrefFor(results.page);

  function close() {
    const returnTo = opener.current ?? (openId ? document.getElementById(`piece-${openId}`) : null);
    opener.current = null;
    setOpenId(null);
    if (search.piece) navigate(closeHref, { replace: true, preventScrollReset: true });
    returnTo?.focus();
  }

  const first = (results.page - 1) * results.pageSize + 1;
  const last = first + results.items.length - 1;

  return (
    <>
      {breaking.length > 0 && <BreakingTicker items={breaking} linkItems={false} />}
      <CreativeHero />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <CreativeFilters active={search.type} />
        <section
          aria-labelledby="works-heading"
          aria-busy={busy}
          className={`mt-10 transition-opacity duration-200 ${busy ? "opacity-50" : ""}`}
        >
          <h2 id="works-heading" className="sr-only">
            Creative works
          </h2>
          {results.items.length > 0 ? (
            <>
              <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {results.items.map((item) => (
                  <li key={item.id}>
                    <CreativeCard
                      piece={item}
                      href={hrefFor(results.page, item.id)}
                      onOpen={(element) => {
                        opener.current = element;
                        setOpenId(item.id);
                      }}
                    />
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
      <CreativePieceDialog piece={openPiece} closeHref={closeHref} onClose={close} />
      <NewsletterIsland />
    </>
  );
}
