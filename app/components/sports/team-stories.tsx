/** Stories about the sports desk's teams (decision 0078), newest first: a team page's (tagged with the
 * team or one of its games in their editors) or the Sports page's latest. */
export function TeamStories({
  stories,
  title = "Stories",
  empty = "No stories about this team yet.",
}: {
  stories: { title: string; slug: string; excerpt: string }[];
  title?: string;
  empty?: string;
}) {
  return (
    <section aria-labelledby="team-stories" className="mt-8">
      <h2 id="team-stories" className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {stories.length === 0 ? (
        <p className="mt-3">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-rule border-y border-rule" data-testid="team-stories">
          {stories.map((s) => (
            <li key={s.slug} className="py-3">
              <a href={`/article/${s.slug}`} className="font-serif text-lg font-bold hover:underline">
                {s.title}
              </a>
              {s.excerpt && <p className="mt-1 text-sm text-muted">{s.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
