import type { AppLoadContext } from "react-router";
import { parseCreativeSearch } from "~/lib/category-search-parse.ts";
import { listActiveBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import {
  getCreativePiece,
  listCreativePieces,
  type CreativePiece,
} from "../../server/modules/creative/queries.ts";

/** What a card and its dialog show. */
function shown({ createdAt: _created, updatedAt: _updated, ...piece }: CreativePiece) {
  return piece;
}

export type ShownCreativePiece = ReturnType<typeof shown>;

/** The creative page (SPEC.md §2): a page of pieces, optionally of one type, and, when the URL names
 * one (`?piece=`), that piece opened, so that it can be read and linked without JavaScript. */
export async function loadCreativePage({ services: { db } }: AppLoadContext, request: Request) {
  const search = parseCreativeSearch(new URL(request.url).searchParams);
  const [results, breaking, named] = await Promise.all([
    listCreativePieces(db, { type: search.type ?? undefined, page: search.page }),
    listActiveBreakingNews(db),
    search.piece ? getCreativePiece(db, search.piece) : null,
  ]);
  const items = results.items.map(shown);
  const onPage = named !== null && items.some((item) => item.id === named.id);
  return {
    breaking,
    search: { ...search, page: results.page, piece: named?.id ?? null },
    results: { ...results, items },
    /** The named piece when it is not one of `items` already (it is sent once, not twice). */
    piece: named && !onPage ? shown(named) : null,
  };
}
