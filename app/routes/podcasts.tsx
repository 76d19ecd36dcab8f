import { Link } from "react-router";
import type { Route } from "./+types/podcasts";
import { pageMeta } from "~/lib/meta.ts";
import { loadShows } from "./podcasts.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadShows(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Podcasts",
    description: "Our shows: listen here or follow them in your podcast app.",
  });

/** /podcasts (issue 41, decision 0074): every show, server-rendered, no script. */
export default function Podcasts({ loaderData }: Route.ComponentProps) {
  const { shows } = loaderData;
  return (
    <section aria-labelledby="podcasts-heading" className="mx-auto max-w-5xl px-4 py-12">
      <h1 id="podcasts-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        Podcasts
      </h1>
      <p className="mt-2 text-muted">Listen here, or follow a show in your podcast app with its feed.</p>
      {shows.length === 0 ? (
        <p className="mt-8">No show yet.</p>
      ) : (
        <ul className="mt-8 grid gap-8 sm:grid-cols-2">
          {shows.map((show) => (
            <li key={show.slug} className="flex gap-4">
              <img
                src={show.cover.src}
                width={show.cover.width}
                height={show.cover.height}
                alt=""
                loading="lazy"
                className="h-28 w-28 shrink-0 rounded object-cover sm:h-32 sm:w-32"
              />
              <div className="min-w-0">
                <h2 className="font-serif text-xl font-semibold">
                  <Link to={`/podcasts/${show.slug}`} className="hover:text-accent hover:underline">
                    {show.name}
                  </Link>
                </h2>
                <p className="text-sm text-muted">
                  {show.author} · {show.category}
                </p>
                <p className="mt-1 line-clamp-3">{show.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
