import { data, type AppLoadContext } from "react-router";
import { authorHref } from "#shared/people.ts";
import { getAuthor, listAuthorPieces } from "../../server/modules/people/author-page.ts";
import { listAuthorPhotos, type PhotoPiece } from "../../server/modules/people/author-photos.ts";
import { pageImages, withImage } from "~/lib/images.server.ts";
import { pageNumber } from "~/lib/url-params.ts";

const pieceHref = (p: { kind: PhotoPiece["kind"]; id: string; slug: string | null }) =>
  p.kind === "article" ? `/article/${p.slug}` : `/creative?piece=${p.id}`;

/** An author page (issue 26): the person, a page of their published pieces, newest first, and the
 * photographs they took that published pieces show (decision 0071), each linking to those pieces. Cached
 * like every public page: a person's change and any piece's change drop it (decision 0042). */
export async function loadAuthorPage(context: AppLoadContext, request: Request, slug: string) {
  const { db, config } = context.services;
  const publicUrl = config.publicUrl;
  const person = await getAuthor(db, slug);
  if (!person) return data({ kind: "missing" as const, publicUrl }, { status: 404 });
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const [pieces, photos] = await Promise.all([
    listAuthorPieces(db, person.id, page),
    listAuthorPhotos(db, context.services.storage, person.id),
  ]);
  const images = await pageImages(
    context,
    photos.map((p) => p.imageUrl),
  );
  return {
    kind: "author" as const,
    publicUrl,
    person,
    pieces: {
      ...pieces,
      items: pieces.items.map((p) => ({
        ...p,
        href: pieceHref(p),
      })),
    },
    photos: photos.map((photo) => ({
      ...withImage(photo, images, { alt: photo.altText }),
      pieces: photo.pieces.map((p) => ({ id: p.id, title: p.title, href: pieceHref(p) })),
    })),
    href: authorHref(person.slug),
  };
}
