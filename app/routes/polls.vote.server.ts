import { data, redirect } from "react-router";
import type { Route } from "./+types/polls.vote";
import { outcomeOf, type Outcome } from "#shared/poll-outcomes.ts";
import { isDocumentSubmission, isUnanswerable, NO_STORE, unexpectedIn } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { pollVoter } from "~/lib/poll-voter.server.ts";
import { failureOf } from "../../server/http/failure.ts";
import { castVote } from "../../server/modules/polls/vote.ts";

/** Stores the vote (committed before the answer), then answers: JSON `{ ok, poll }` to a fetch, or a
 * redirect to the poll's result page with the outcome's code after a plain form post. Refusals store
 * nothing and say why; the browser's poll cookie is set only with a stored vote. */
export async function voteAction({ request, context, params }: Route.ActionArgs) {
  const document = isDocumentSubmission(request);
  const resultPage = (outcome: Outcome, headers?: Headers) =>
    redirect(`/polls/${encodeURIComponent(params.id)}?outcome=${outcome}`, { status: 303, headers });
  try {
    await context.services.limits.consume("pollVotes", context.clientIp);
    const fields = await readForm(request);
    const { voter, cookie } = await pollVoter(request, context, true);
    const poll = await castVote(context.services.db, voter!, { poll: params.id, choice: fields.choice });
    const headers = new Headers(NO_STORE);
    if (cookie) headers.append("Set-Cookie", cookie);
    if (document) return resultPage("voted", headers);
    return data({ ok: true as const, poll }, { headers });
  } catch (error) {
    if (document && isUnanswerable(error)) throw error;
    const { status, headers, body } = failureOf(error, unexpectedIn("A poll vote"));
    if (document) return resultPage(outcomeOf(body.error));
    return data(body, { status, headers: { ...headers, ...NO_STORE } });
  }
}
