import { data, type AppLoadContext } from "react-router";
import { authorHref } from "#shared/people.ts";
import { getAuthor, listAuthorPieces } from "../../server/modules/people/author-page.ts";
import { pageNumber } from "~/lib/url-params.ts";

/** An author page (issue 26): the person and a page of their published pieces, newest first. Cached
 * like every public page: a person's change and any piece's change drop it (decision 0042). */
export async function loadAuthorPage(context: AppLoadContext, request: Request, slug: string) {
  const { db, config } = context.services;
  const publicUrl = config.publicUrl;
  const person = await getAuthor(db, slug);
  if (!person) return data({ kind: "missing" as const, publicUrl }, { status: 404 });
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const pieces = await listAuthorPieces(db, person.id, page);
  return {
    kind: "author" as const,
    publicUrl,
    person,
    pieces: {
      ...pieces,
      items: pieces.items.map((p) => ({
        ...p,
        href: p.kind === "article" ? `/article/${p.slug}` : `/creative?piece=${p.id}`,
      })),
    },
    href: authorHref(person.slug),
  };
}
