import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ArticleCard } from "~/components/article-card.tsx";
import { HomeWidgetsIsland } from "~/islands/home-widgets.tsx";
import { TickerIsland } from "~/islands/ticker.tsx";
import { NewsletterIsland } from "~/islands/newsletter.tsx";
import { SectionHeading } from "~/components/section-heading.tsx";
import { TRENDING_TOPICS } from "#shared/categories.ts";
import { pageMeta, publicUrlFrom } from "~/lib/meta.ts";
import { HOME_PREVIEW, sharingImageMeta } from "#shared/social-images.ts";
import { loadHome } from "./home.server.ts";
import { useRootData } from "~/lib/root-data.ts";
import { SportsStrip } from "~/components/sports/sports-strip.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    description: "Independent, student-run news.",
  }),
  ...sharingImageMeta(`${publicUrlFrom(matches)}${HOME_PREVIEW.path}`, HOME_PREVIEW.alt),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { breaking, featured, topStories, politics, business, latestNews, opinion, culture, sports } =
    loaderData;
  const light = useRootData()?.light;
  return (
    <>
      {breaking.length > 0 && <TickerIsland items={breaking} />}
      <div className="mx-auto max-w-7xl px-4 py-6">
        <h1 className="sr-only">Front page</h1>
        {sports.length > 0 && (
          <div className="mb-6">
            <SportsStrip games={sports} title="Live and today's scores" />
          </div>
        )}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
          {/* self-start: the featured story keeps its own height beside a longer sidebar. */}
          <section aria-labelledby="featured-heading" className="lg:col-span-2 lg:self-start">
            <h2 id="featured-heading" className="sr-only">
              Featured story
            </h2>
            {featured ? (
              <ArticleCard article={featured} variant="lead" headingLevel={3} />
            ) : (
              <p className="py-12 text-center text-muted">No articles found</p>
            )}
          </section>
          <aside aria-label="Sidebar" className="space-y-8">
            <section aria-labelledby="trending-heading">
              <h2
                id="trending-heading"
                className="mb-3 text-xs font-bold tracking-widest text-muted uppercase"
              >
                Trending topics
              </h2>
              <ul className="flex flex-wrap gap-2">
                {TRENDING_TOPICS.map((topic) => (
                  <li key={topic}>
                    <Link
                      to={`/${topic.toLowerCase()}`}
                      className="inline-block rounded-full border border-ink/20 bg-white px-3 py-1.5 text-sm font-medium hover:border-accent hover:text-accent"
                    >
                      {topic}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            {latestNews.length > 0 && (
              <section aria-labelledby="latest-heading">
                <SectionHeading id="latest-heading" title="Latest News" />
                <ul className="space-y-4">
                  {latestNews.map((a) => (
                    <li key={a.id} className="border-b border-rule pb-4 last:border-0">
                      <ArticleCard article={a} variant="compact" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </aside>
        </div>

        {/* The widgets in a row of their own under the fold's two columns, which they would unbalance;
            none in the reading mode for slow networks (issue 39). */}
        {!light && (
          <div className="mt-12 grid gap-8 md:grid-cols-2" data-widgets>
            <HomeWidgetsIsland />
          </div>
        )}

        {topStories.length > 0 && (
          <section aria-labelledby="top-heading" className="mt-12">
            <SectionHeading id="top-heading" title="Top Stories" />
            <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {topStories.map((a) => (
                <li key={a.id}>
                  <ArticleCard article={a} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {(politics.length > 0 || business.length > 0) && (
          <div className="mt-12 grid gap-10 lg:grid-cols-3">
            {politics.length > 0 && (
              <section aria-labelledby="politics-heading" className="lg:col-span-2">
                <SectionHeading id="politics-heading" title="Politics" href="/politics" />
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-3">
                  {politics.map((a) => (
                    <li key={a.id}>
                      <ArticleCard article={a} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {business.length > 0 && (
              <section aria-labelledby="business-heading">
                <SectionHeading id="business-heading" title="Business" href="/business" />
                <ul className="space-y-6">
                  {business.map((a) => (
                    <li key={a.id}>
                      <ArticleCard article={a} variant="side" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}

        {(opinion.length > 0 || culture.length > 0) && (
          <div className="mt-12 grid gap-10 lg:grid-cols-3">
            {opinion.length > 0 && (
              <section aria-labelledby="opinion-heading" className="lg:col-span-2">
                <SectionHeading id="opinion-heading" title="Opinion" href="/opinion" />
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-3">
                  {opinion.map((a) => (
                    <li key={a.id} className="border-t-4 border-accent pt-3">
                      <ArticleCard article={a} showImage={false} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {culture.length > 0 && (
              <section aria-labelledby="culture-heading" className="bg-[#f3efe4] p-5">
                <SectionHeading id="culture-heading" title="Culture" href="/culture" />
                <ul className="space-y-4">
                  {culture.map((a) => (
                    <li key={a.id} className="border-b border-rule pb-4 last:border-0">
                      <ArticleCard article={a} variant="compact" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
      <NewsletterIsland />
    </>
  );
}
