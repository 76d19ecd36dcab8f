/** A team page's stories (decision 0078): the published stories tagged with its games, newest first. */
export function TeamStories({ stories }: { stories: { title: string; slug: string; excerpt: string }[] }) {
  return (
    <section aria-labelledby="team-stories" className="mt-8">
      <h2 id="team-stories" className="font-serif text-2xl font-bold">
        Stories
      </h2>
      {stories.length === 0 ? (
        <p className="mt-3">No stories about this team yet.</p>
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
