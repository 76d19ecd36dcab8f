import { Link } from "react-router";
import type { Route } from "./+types/polls.result";
import { POLL_NOT_FOUND } from "#shared/poll-outcomes.ts";
import { pollBlockHtml } from "#shared/poll-view.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { pageMeta } from "~/lib/meta.ts";
import { passedHeaders } from "~/lib/passed-headers.ts";
import { POLL_RESULT_QUERY } from "~/lib/query-params.ts";
import { loadPollResult } from "./polls.result.server.ts";

export const headers = passedHeaders;

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = POLL_RESULT_QUERY;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPollResult(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, { title: data?.kind === "poll" ? `Poll: ${data.poll.question}` : "Poll not found" }),
  { name: "robots", content: "noindex" },
];

/** A readers' poll on a page of its own (decision 0077): the reader's result after voting without
 * JavaScript, or the form when they have not voted and the results do not show yet. */
export default function PollResultPage({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold">Poll not found</h1>
        <p className="mt-4">{POLL_NOT_FOUND}</p>
        <p className="mt-6">
          <Link to="/" className="font-semibold text-accent hover:underline">
            Back to Home
          </Link>
        </p>
      </section>
    );
  const { poll, back, said } = loaderData;
  return (
    <section aria-labelledby="poll-heading" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="poll-heading" className="font-serif text-3xl font-bold">
        Readers&apos; poll
      </h1>
      {said && (
        <p role="status" className={`mt-4 font-semibold ${said.code === "voted" ? "" : "text-accent-dark"}`}>
          {said.text}
        </p>
      )}
      <figure
        className="poll-block mt-6"
        aria-label="Readers' poll"
        dangerouslySetInnerHTML={{ __html: pollBlockHtml(poll, timeZone, true) }}
      />
      {back && (
        <p className="mt-8">
          <a href={back} className="font-semibold text-accent hover:underline">
            Back to the story
          </a>
        </p>
      )}
    </section>
  );
}
