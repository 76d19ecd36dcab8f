import { Link } from "react-router";
import type { Route } from "./+types/podcasts.show";
import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { pageMeta } from "~/lib/meta.ts";
import { loadShow } from "./podcasts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadShow(context, params.show);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data && data.kind === "show"
    ? [
        ...pageMeta(matches, { title: data.show.name, description: data.show.description }),
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: data.show.name,
          href: data.show.feed,
        },
      ]
    : pageMeta(matches, { title: "Show not found" });

/** A duration as listeners read it: '24 min', '1 h 5 min', '45 s'. */
function spoken(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** /podcasts/:show (issue 41, decision 0074): the show and its episodes, each with the browser's own
 * player. Server-rendered, no script: the audio loads only when a listener presses play. */
export default function PodcastShow({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold">Show not found</h1>
        <p className="mt-4">
          <Link to="/podcasts" className="font-semibold text-accent hover:underline">
            Every podcast
          </Link>
        </p>
      </section>
    );
  const { show, episodes } = loaderData;
  return (
    <article aria-labelledby="show-heading" className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link to="/podcasts" className="font-semibold text-accent hover:underline">
          Podcasts
        </Link>
      </p>
      <header className="mt-4 flex flex-col gap-6 sm:flex-row">
        <img
          src={show.cover.src}
          width={show.cover.width}
          height={show.cover.height}
          alt={`Cover of ${show.name}`}
          className="h-40 w-40 shrink-0 rounded object-cover sm:h-48 sm:w-48"
        />
        <div className="min-w-0">
          <h1 id="show-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            {show.name}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {show.author} · {show.category}
            {show.explicit && " · Explicit"}
          </p>
          <p className="mt-3">{show.description}</p>
          <p className="mt-3 text-sm">
            <a href={show.feed} className="font-semibold text-accent hover:underline">
              Podcast feed (RSS)
            </a>
            <span className="text-muted"> — paste it into your podcast app to follow the show.</span>
          </p>
        </div>
      </header>
      <h2 className="mt-10 font-serif text-2xl font-bold">Episodes</h2>
      {episodes.length === 0 ? (
        <p className="mt-4">No episode yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-rule border-y border-rule">
          {episodes.map((e) => (
            <li key={e.id} className="py-6">
              <h3 className="font-serif text-xl font-semibold">
                <Link to={`/article/${e.slug}`} className="hover:text-accent hover:underline">
                  {e.episodeNumber != null && <span className="text-muted">{e.episodeNumber}. </span>}
                  {e.title}
                </Link>
              </h3>
              <p className="text-sm text-muted">
                <time dateTime={new Date(e.publishedAt).toISOString()}>
                  {formatDate(e.publishedAt, timeZone)}
                </time>
                {e.durationSeconds != null && ` · ${spoken(e.durationSeconds)}`}
              </p>
              {e.excerpt && <p className="mt-2">{e.excerpt}</p>}
              <audio
                controls
                preload="none"
                className="mt-3 w-full"
                aria-label={`Listen: ${e.episodeNumber != null ? `episode ${e.episodeNumber}, ` : ""}${e.title}`}
              >
                <source src={e.audio.src} type={e.audio.type} />
                <a href={e.audio.src}>Download the episode</a>
              </audio>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
