import { data, type AppLoadContext } from "react-router";
import { isOutcome, OUTCOME_TEXTS } from "#shared/poll-outcomes.ts";
import { NO_STORE } from "~/lib/answer.server.ts";
import { pollVoter } from "~/lib/poll-voter.server.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { pollPieceLink } from "../../server/modules/polls/results.ts";
import { pollResult } from "../../server/modules/polls/vote.ts";

const HEADERS = { ...NO_STORE, "X-Robots-Tag": "noindex" };

/** A poll's result page (decision 0077), this reader's own (never cached): where a plain form post's
 * vote lands, with what happened, and where 'See results' goes. */
export async function loadPollResult(request: Request, context: AppLoadContext, id: string) {
  const code = new URL(request.url).searchParams.get("outcome");
  const { voter } = await pollVoter(request, context, false);
  try {
    const poll = await pollResult(context.services.db, id, voter);
    const back = await pollPieceLink(context.services.db, poll.id);
    const said = isOutcome(code) ? { code, text: OUTCOME_TEXTS[code] } : null;
    return data({ kind: "poll" as const, poll, back, said }, { headers: HEADERS });
  } catch (error) {
    if (isDomainError(error) && (error.status === 404 || error.status === 400))
      return data({ kind: "missing" as const }, { status: 404, headers: HEADERS });
    throw error;
  }
}
