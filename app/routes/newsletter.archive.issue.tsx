import { Link } from "react-router";
import type { Route } from "./+types/newsletter.archive.issue";
import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { pageMeta } from "~/lib/meta.ts";
import { loadArchivedIssue } from "./newsletter.archive.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadArchivedIssue(context, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: data && data.kind === "issue" ? data.subject : "Issue not found" });

/** One sent issue, as its subscribers read it (issue 27). */
export default function ArchivedIssue({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold">Issue not found</h1>
        <p className="mt-4">
          <Link to="/newsletter/archive" className="font-semibold text-accent hover:underline">
            Back to the newsletter archive
          </Link>
        </p>
      </section>
    );
  const { subject, sentAt, introHtml, stories } = loaderData;
  return (
    <article aria-labelledby="issue-heading" className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link to="/newsletter/archive" className="font-semibold text-accent hover:underline">
          Newsletter archive
        </Link>
      </p>
      <h1 id="issue-heading" className="mt-2 font-serif text-3xl font-bold sm:text-4xl">
        {subject}
      </h1>
      {sentAt && (
        <p className="mt-1 text-sm text-muted">
          Sent <time dateTime={new Date(sentAt).toISOString()}>{formatDate(sentAt, timeZone)}</time>
        </p>
      )}
      <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: introHtml }} />
      <h2 className="mt-10 font-serif text-2xl font-bold">In this issue</h2>
      <ul className="mt-4 divide-y divide-rule border-y border-rule">
        {stories.map((s) => (
          <li key={`${s.kind}:${s.id}`} className="py-4">
            <h3 className="font-serif text-xl font-semibold">
              <Link to={s.path} className="hover:text-accent hover:underline">
                {s.title}
              </Link>
            </h3>
            {s.excerpt && <p className="mt-1 text-muted">{s.excerpt}</p>}
          </li>
        ))}
      </ul>
    </article>
  );
}
