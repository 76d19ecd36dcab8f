import { Link } from "react-router";
import type { Route } from "./+types/author";
import { AuthorPhotos } from "~/components/author-photos.tsx";
import { AuthorPieces } from "~/components/author-pieces.tsx";
import { AuthorProfileHeader } from "~/components/author-profile.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { AUTHOR_QUERY } from "~/lib/query-params.ts";
import { loadAuthorPage } from "./author.server.ts";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = AUTHOR_QUERY;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadAuthorPage(context, request, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data || data.kind === "missing") return pageMeta(matches, { title: "Author not found" });
  const { person, publicUrl, href } = data;
  const description =
    person.bio || `${person.name}${person.title ? `, ${person.title},` : ""} writes for this publication.`;
  return [
    ...pageMeta(matches, { title: person.name, description: description.slice(0, 200) }),
    { property: "og:type", content: "profile" },
    { property: "og:url", content: `${publicUrl}${href}` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        mainEntity: {
          "@type": "Person",
          name: person.name,
          url: `${publicUrl}${href}`,
          ...(person.title ? { jobTitle: person.title } : {}),
          ...(person.bio ? { description: person.bio } : {}),
          ...(person.photoUrl
            ? { image: person.photoUrl.startsWith("/") ? `${publicUrl}${person.photoUrl}` : person.photoUrl }
            : {}),
          ...(person.email ? { email: person.email } : {}),
        },
      },
    },
  ];
};

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-bold">Author not found</h1>
        <p className="mt-4 text-muted">There is no writer at this address.</p>
        <Link
          to="/"
          className="mt-8 inline-block bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark"
        >
          Back to Home
        </Link>
      </section>
    );
  }
  const { person, pieces, photos, href } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <AuthorProfileHeader person={person} />
      <section aria-labelledby="author-work" className="mt-10">
        <h2 id="author-work" className="border-b-2 border-ink pb-2 font-serif text-2xl font-bold">
          Published work
        </h2>
        {pieces.items.length === 0 ? (
          <p className="mt-6 text-muted">Nothing published yet.</p>
        ) : (
          <AuthorPieces pieces={pieces.items} />
        )}
        <Pagination
          page={pieces.page}
          pageCount={pieces.pageCount}
          hrefFor={(page) => (page > 1 ? `${href}?page=${page}` : href)}
        />
      </section>
      {photos.length > 0 && <AuthorPhotos photos={photos} />}
    </div>
  );
}
