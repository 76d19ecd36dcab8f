import { Link } from "react-router";
import type { Route } from "./+types/newsletter.archive";
import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { pageMeta } from "~/lib/meta.ts";
import { loadArchive } from "./newsletter.archive.server.ts";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = ["page"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadArchive(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsletter archive",
    description: "Every issue of our newsletter, newest first.",
  });

/** The public archive of sent issues (issue 27). */
export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { issues, page, more } = loaderData;
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="archive-heading" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="archive-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        Newsletter archive
      </h1>
      <p className="mt-2 text-muted">
        Every issue we have sent, newest first. Subscribe at the bottom of any page.
      </p>
      {issues.length === 0 ? (
        <p className="mt-8">No issue has been sent yet.</p>
      ) : (
        <ul className="mt-8 divide-y divide-rule border-y border-rule">
          {issues.map((issue) => (
            <li key={issue.id} className="py-4">
              <Link
                to={`/newsletter/archive/${issue.id}`}
                className="font-serif text-xl font-semibold hover:text-accent hover:underline"
              >
                {issue.subject}
              </Link>
              <p className="text-sm text-muted">{issue.sentAt && formatDate(issue.sentAt, timeZone)}</p>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Archive pages" className="mt-6 flex justify-between">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="min-h-11 py-2 font-semibold text-accent">
            Newer issues
          </Link>
        ) : (
          <span />
        )}
        {more && (
          <Link to={`?page=${page + 1}`} className="min-h-11 py-2 font-semibold text-accent">
            Older issues
          </Link>
        )}
      </nav>
    </section>
  );
}
