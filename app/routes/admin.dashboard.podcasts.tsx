import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.dashboard.podcasts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { emptyShow, ShowForm } from "~/components/portal/podcasts/show-form.tsx";
import { ShowsList } from "~/components/portal/podcasts/shows-list.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadPodcasts, podcastsAction } from "./admin.dashboard.podcasts.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Podcasts");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPodcasts(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return podcastsAction(request, context);
}

/** Podcasts (issue 41, decision 0074): the shows, for editors. An episode is an article that names its
 * show, number and audio file in the editor. */
export default function Podcasts({ loaderData }: Route.ComponentProps) {
  const siteName = useRouteLoaderData<{ site?: { siteName?: string } }>("root")?.site?.siteName ?? "";
  return (
    <section
      aria-labelledby="podcasts-heading"
      className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="podcasts-heading" className="font-serif text-3xl font-bold">
        Podcasts
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Each show has a page at /podcasts and a feed to submit to Apple Podcasts and Spotify. To publish an
        episode, write an article and choose its show, number and audio file under Podcast episode.
      </p>
      <ShowsList shows={loaderData.shows} />
      <div className="mt-8">
        <SettingsCard
          id="add-show"
          title="Add a show"
          description="Everything here goes into the show's feed."
        >
          <ShowForm initial={emptyShow(siteName)} submitLabel="Add show" />
        </SettingsCard>
      </div>
    </section>
  );
}
